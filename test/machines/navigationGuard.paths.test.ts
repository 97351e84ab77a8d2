import { describe, expect, it } from 'vitest'
import { initialTransition } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { navigationGuardMachine, type NavigationGuardEvent } from '../../machines/navigationGuard.machine'
import { checkAnswers, checkFails, recheckTimerFires, run, type Step } from './navigationGuard.properties'

const account = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }

/** Representative events: a navigation, the check's answers, held changes, the dialog, the session. */
const namedEvents: Record<string, Step> = {
  toAccount: { type: 'router.navigationRequested', target: account },
  signedIn: checkAnswers({ loggedIn: true, admin: false, email: 'ada@example.com' }),
  anonymous: checkAnswers({ loggedIn: false, admin: false, email: null }),
  checkFails,
  changesHeld: { type: 'page.unsavedChangesHeld' },
  leaveConfirmed: { type: 'user.leaveConfirmed' },
  leaveCancelled: { type: 'user.leaveCancelled' },
  tokenChanged: { type: 'session.tokenChanged' },
  recheckTimerFires,
}
const nameOf = (event: unknown) => Object.entries(namedEvents).find(([, candidate]) => candidate === event)?.[0] ?? '?'
const events = Object.values(namedEvents) as NavigationGuardEvent[]

type Snapshot = ReturnType<typeof initialTransition<typeof navigationGuardMachine>>[0]
const serializeState = (snapshot: Snapshot) =>
  `${String(snapshot.value)}${snapshot.context.current === null ? '' : '+page'}${snapshot.context.leaveBlocked ? '+held' : ''}`
const options = { events, serializeState }
const stepsOf = (path: { steps: ReadonlyArray<{ event: unknown }> }) => path.steps.slice(1).map(({ event }) => event as Step)
const endOf = (steps: readonly Step[]) => run(navigationGuardMachine, steps).at(-1)?.after ?? initialTransition(navigationGuardMachine)[0]

const shortestPaths = getShortestPaths(navigationGuardMachine, options)

describe('navigation guard paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(Object.keys(navigationGuardMachine.root.states).sort())
  })

  it('reaches each state by the expected shortest path', () => {
    const byEnd = Object.fromEntries(shortestPaths.map((path) => [serializeState(path.state), stepsOf(path).map(nameOf).join(' > ')]))
    expect(byEnd).toMatchObject({
      idle: '',
      checkingAccess: 'toAccount',
      'idle+page': 'toAccount > signedIn',
      'awaitingRecheck+page': 'toAccount > signedIn > tokenChanged',
      'confirmingLeave+page+held': 'toAccount > signedIn > changesHeld > toAccount',
    })
  })

  it('ends every simple path in a state consistent with its context', () => {
    const paths = getSimplePaths(navigationGuardMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = endOf(stepsOf(path))
      expect(serializeState(end)).toBe(serializeState(path.state))
      if (end.matches('confirmingLeave')) expect(end.context.leaveBlocked && end.context.pending !== null).toBe(true)
      if (end.matches('checkingAccess')) expect(end.context.pending).not.toBeNull()
      if (end.matches('idle')) expect(end.context.pending).toBeNull()
      if (end.context.current?.requiresAuth) {
        const allowedHere = end.context.decision?._tag === 'Allowed' && end.context.decision.target === end.context.current
        if (allowedHere) expect(stepsOf(path).some((step) => step === namedEvents.signedIn)).toBe(true)
      }
    }
  })
})
