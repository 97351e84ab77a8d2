import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import type { JobId } from '../../../core/search'
import { savedJobsMachine, shownList, type SavedJobsEvent } from '../../../machines/savedJobs/savedJobs.machine'
import { CAP, run, saved, type Step } from './savedJobs.properties'
import { namedPaths } from '../namedPaths'

/** Representative events: save and unsave one job, sign in and out, the calls answering or refused. */
const namedEvents: Record<string, Step> = {
  save: { type: 'user.saved', saved: saved('a') },
  unsave: { type: 'user.unsaved', jobId: 'a' as JobId },
  signIn: { type: 'session.signedIn' },
  signOut: { type: 'session.signedOut' },
  loaded: { type: 'xstate.done.actor.syncAccount', output: [saved('b')] },
  loadFailed: { type: 'xstate.error.actor.syncAccount', error: ApiErrors.http(500) },
  sent: { type: 'xstate.done.actor.sendChange', output: {} },
  refused: { type: 'xstate.error.actor.sendChange', error: ApiErrors.http(500) },
}
const { stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as SavedJobsEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)}:${shownList(snapshot.context).map((entry) => entry.job.id).join(',')}+${Math.min(snapshot.context.pending.length, 2)}`
const input = { signedIn: false, device: [], cap: CAP }
const options = { events, serializeState, input }

const shortestPaths = getShortestPaths(savedJobsMachine, options)

describe('saved jobs paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(['"device"', '"loading"', '{"account":"idle"}', '{"account":"sending"}'].sort())
  })

  it('reaches each state by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toMatchObject({
      '"device":+0': '',
      '"device":a+0': 'save',
      '"loading":+0': 'signIn',
      '"loading":a+0': 'save > signIn',
      '"loading":a+1': 'signIn > save',
      '{"account":"idle"}:b+0': 'signIn > loaded',
      '{"account":"sending"}:a,b+1': 'signIn > save > loaded',
      '{"account":"idle"}:+0': 'signIn > loadFailed',
    })
  })

  it('ends every simple path, replayed on the pure transition, consistent: sending exactly while changes wait, within the cap', () => {
    const paths = getSimplePaths(savedJobsMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = run(savedJobsMachine, input, stepsOf(path)).at(-1)?.after
      if (!end) throw new Error('no end')
      const shown = shownList(end.context)
      expect(shown.length).toBeLessThanOrEqual(CAP)
      expect(new Set(shown.map((entry) => entry.job.id)).size).toBe(shown.length)
      if (end.matches('account')) expect(end.matches({ account: 'sending' })).toBe(end.context.pending.length > 0)
      else if (end.matches('device')) expect(end.context.pending).toEqual([])
    }
  })
})
