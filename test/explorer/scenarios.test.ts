import { describe, expect, it } from 'vitest'
import { createMachine, type AnyActorRef, type AnyStateMachine } from 'xstate'
import { EXPLORED_MACHINES } from '../../explorer/machines'
import { replay, type Scenario } from '../../explorer/scenario'
import { SCENARIOS } from '../../explorer/scenarios'

// Every module of machines/, not only the *.machine.ts files: a machine defined anywhere there is found.
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.ts', { eager: true })
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && typeof (value as AnyStateMachine).id === 'string'
const machinesInFolder = [...new Set(Object.values(machineModules).flatMap((module) => Object.values(module).filter(isMachine)))]

/** What the check reports: each machine with no scenario, or not drawn (missing from explorer/machines.ts). */
const gapsOf = (machines: readonly AnyStateMachine[], scenarios: readonly Scenario[], explored: Readonly<Record<string, AnyStateMachine>>) =>
  machines.flatMap((machine) => [
    ...(scenarios.some((scenario) => scenario.machine === machine.id) ? [] : [`machines/: ${machine.id} has no scenario in explorer/scenarios/`]),
    ...(explored[machine.id] === machine ? [] : [`${machine.id} is missing from explorer/machines.ts`]),
  ])

const stateOf = (actor: AnyActorRef | undefined) => JSON.stringify(actor?.getSnapshot().value)

describe('the state explorer', () => {
  it('finds the machines of machines/ (the check below is not vacuous)', () => {
    expect(machinesInFolder.map((machine) => machine.id).sort()).toEqual(
      expect.arrayContaining(['emailChange', 'formSubmission', 'navigationGuard', 'searchPagination', 'session', 'signIn']),
    )
  })

  it.each(machinesInFolder.map((machine) => [machine.id, machine] as const))('has a scenario and a chart for the machine %s', (_, machine) => {
    expect(gapsOf([machine], SCENARIOS, EXPLORED_MACHINES)).toEqual([])
  })

  it('the check bites: a machine added to machines/ without a scenario or a chart is named', () => {
    const planted = createMachine({ id: 'plantedWithoutScenario', initial: 'idle', states: { idle: {} } })
    expect(gapsOf([...machinesInFolder, planted], SCENARIOS, EXPLORED_MACHINES)).toEqual([
      'machines/: plantedWithoutScenario has no scenario in explorer/scenarios/',
      'plantedWithoutScenario is missing from explorer/machines.ts',
    ])
  })

  it('names every scenario once', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const scenario of SCENARIOS) expect(scenario.id.startsWith(`${scenario.machine}.`)).toBe(true)
  })

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))('replays %s to its end with the machine running', async (_, scenario) => {
    const { actor, problem, world } = await replay(scenario, scenario.steps, scenario.steps.length)
    expect(problem).toBeNull()
    expect(actor).toBeDefined()
    world.app.stop()
  })

  it('replays the sign-in scenario step by step: a wrong password fails, the right one signs in', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.id === 'signIn.wrongThenRight')!
    const wrong = await replay(scenario, scenario.steps, 1)
    expect(stateOf(wrong.actor)).toContain('signingIn')
    expect(wrong.actor?.getSnapshot().context.failure).not.toBeNull()
    expect(wrong.world.app.getSnapshot().session._tag).toBe('SignedOut')
    const right = await replay(scenario, scenario.steps, 2)
    expect(right.actor?.getSnapshot().status).toBe('done')
    expect(right.world.app.getSnapshot().session._tag).toBe('SignedIn')
  })

  it('replays the session scenario: the refresh comes just past 24 h, not before', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.id === 'session.refreshAt24h')!
    const refreshes = async (count: number) =>
      (await replay(scenario, scenario.steps, count)).world.http.requests.filter((request) => request.url.endsWith('/rest/auth/refresh')).length
    expect(await refreshes(2)).toBe(0)
    expect(await refreshes(3)).toBe(1)
  })

  it('replays the offline sign-in: tried again with backoff while "reconnecting", then the failure after the retries', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.id === 'signIn.offline')!
    const logins = (world: { http: { requests: { url: string }[] } }) => world.http.requests.filter((request) => request.url.includes('/rest/auth/login')).length
    const retrying = await replay(scenario, scenario.steps, 2)
    expect(stateOf(retrying.actor)).toBe('{"signingIn":"submitting"}')
    expect(logins(retrying.world)).toBe(5)
    expect(retrying.world.notices.map((notice) => notice.id)).toContain('network.reconnecting')
    const failed = await replay(scenario, scenario.steps, 3)
    expect(logins(failed.world)).toBe(11)
    expect(failed.actor?.getSnapshot().context.failure).toBe('signIn.error.failed')
  })

  it('replays the slow search: the notice after 5 s, the jobs after 8 s', async () => {
    const scenario = SCENARIOS.find((candidate) => candidate.id === 'searchPagination.slowAnswer')!
    const at5s = await replay(scenario, scenario.steps, 1)
    expect(at5s.world.notices.map((notice) => notice.id)).toContain('network.slowRequest')
    expect(stateOf(at5s.actor)).toBe('"loadingFirstPage"')
    const at8s = await replay(scenario, scenario.steps, 2)
    expect(stateOf(at8s.actor)).toBe('"showingResults"')
  })
})

describe('the apply scenarios', () => {
  it('a visitor reaches application received; a failed submit keeps the answers; 1-Click sends after the undo window, never after an undo', async () => {
    const byId = (id: string) => SCENARIOS.find((candidate) => candidate.id === id)!
    const visitor = await replay(byId('easyApply.visitorApplies'), byId('easyApply.visitorApplies').steps, byId('easyApply.visitorApplies').steps.length)
    expect(stateOf(visitor.actor)).toBe('"received"')
    const failed = await replay(byId('easyApply.submitFails'), byId('easyApply.submitFails').steps, byId('easyApply.submitFails').steps.length)
    expect(failed.actor?.getSnapshot().context.failure?.message).toBe('apply.failure.server')
    expect(failed.actor?.getSnapshot().context.draft.elevatorPitch).toBe('Twelve years on a busy ward.')
    const posts = (world: typeof visitor.world) => world.http.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/rest/applications')).length
    const applied = byId('oneClickApply.applied')
    expect(posts((await replay(applied, applied.steps, 2)).world)).toBe(0)
    const done = await replay(applied, applied.steps, 3)
    expect(stateOf(done.actor)).toBe('"received"')
    expect(posts(done.world)).toBe(1)
    const undone = byId('oneClickApply.undone')
    const after = await replay(undone, undone.steps, undone.steps.length)
    expect(posts(after.world)).toBe(0)
  })
})
