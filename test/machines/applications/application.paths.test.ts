import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { applicationMachine, type ApplicationEvent } from '../../../machines/applications/application.machine'
import { namedPaths } from '../namedPaths'
import { input, run, type Step } from './application.properties'
import { anApplication, withStatus } from './fixtures'

/** Representative events: the user's requests, each call answering or refused. */
const namedEvents: Record<string, Step> = {
  loaded: { type: 'xstate.done.actor.loadApplication', output: anApplication() },
  notFound: { type: 'xstate.error.actor.loadApplication', error: ApiErrors.http(404, 'applications.notFound') },
  retry: { type: 'user.retried' },
  type: { type: 'user.edited', field: 'mostRecentTitle', value: 'Charge Nurse' },
  save: { type: 'user.saveRequested' },
  saved: { type: 'xstate.done.actor.saveAnswers', output: anApplication({ mostRecentTitle: 'Charge Nurse' }) },
  saveFailed: { type: 'xstate.error.actor.saveAnswers', error: ApiErrors.network(new Error('down')) },
  withdraw: { type: 'user.withdrawRequested' },
  keep: { type: 'user.withdrawCancelled' },
  confirm: { type: 'user.withdrawConfirmed' },
  withdrawn: { type: 'xstate.done.actor.withdrawApplication', output: withStatus('withdrawn') },
  refused: { type: 'xstate.error.actor.withdrawApplication', error: ApiErrors.http(409, 'applications.cannotWithdraw') },
}
const { nameOf, stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as ApplicationEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)}${snapshot.context.failure === null ? '' : `+${snapshot.context.failure.message}`}${snapshot.context.notice === null ? '' : `+${snapshot.context.notice}`}`
const options = { events, serializeState, input }
const shortestPaths = getShortestPaths(applicationMachine, options)

describe('application page paths (xstate/graph)', () => {
  it('reaches every state of the machine but the transient check', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(['"loadFailed"', '"loading"', '{"ready":"confirmingWithdraw"}', '{"ready":"idle"}', '{"ready":"saving"}', '{"ready":"withdrawing"}'])
  })

  it('reaches each outcome by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      '"loading"': '',
      '"loadFailed"+myApplications.notFound': 'notFound',
      '{"ready":"idle"}': 'loaded',
      '{"ready":"saving"}': 'loaded > save',
      '{"ready":"idle"}+saved': 'loaded > save > saved',
      '{"ready":"idle"}+myApplications.edit.failed': 'loaded > save > saveFailed',
      '{"ready":"confirmingWithdraw"}': 'loaded > withdraw',
      '{"ready":"withdrawing"}': 'loaded > withdraw > confirm',
      '{"ready":"idle"}+withdrawn': 'loaded > withdraw > confirm > withdrawn',
      '{"ready":"idle"}+myApplications.withdraw.refused': 'loaded > withdraw > confirm > refused',
    })
  })

  it('on every simple path a withdraw follows a confirmation, and a withdrawn application offers no second one', () => {
    const paths = getSimplePaths(applicationMachine, { ...options, limit: 2000 } as typeof options)
    expect(paths.length).toBeGreaterThanOrEqual(shortestPaths.length)
    for (const path of paths) {
      const names = stepsOf(path).map(nameOf)
      const end = run(applicationMachine, stepsOf(path)).at(-1)?.after
      if (!end) continue
      expect(serializeState(end)).toBe(serializeState(path.state))
      names.forEach((name, index) => {
        if (name === 'confirm' && end.context.application !== null) expect(names[index - 1]).toBe('withdraw')
      })
      const withdrawnAt = names.indexOf('withdrawn')
      if (withdrawnAt >= 0) expect(names.slice(withdrawnAt + 1)).not.toContain('confirm')
    }
  })
})
