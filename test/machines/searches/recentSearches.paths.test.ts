import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { searchKey, type SearchId } from '../../../core/searches'
import { recentSearchesMachine, shownSearches, type RecentSearchesEvent } from '../../../machines/searches/recentSearches.machine'
import { namedPaths } from '../namedPaths'
import { run, search, type Step } from './recentSearches.properties'

/** Representative events: run a search, star it, sign in and out, the calls answering or refused. */
const namedEvents: Record<string, Step> = {
  search: { type: 'user.changedSearches', change: { kind: 'searched', search: search(0, 'd1') } },
  star: { type: 'user.changedSearches', change: { kind: 'starred', id: 's1' as SearchId, starred: true } },
  signIn: { type: 'session.signedIn' },
  signOut: { type: 'session.signedOut' },
  loaded: { type: 'xstate.done.actor.syncAccount', output: [search(2, 's1')] },
  loadFailed: { type: 'xstate.error.actor.syncAccount', error: ApiErrors.http(500) },
  sent: { type: 'xstate.done.actor.sendChange', output: search(0, 's9') },
  refused: { type: 'xstate.error.actor.sendChange', error: ApiErrors.http(500) },
}
const { stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as RecentSearchesEvent[]

type Snapshot = ReturnType<typeof run>[number]['after']
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)}:${shownSearches(snapshot.context).map((entry) => `${entry.id}${entry.starred ? '*' : ''}`).join(',')}+${Math.min(snapshot.context.pending.length, 2)}`
const input = { signedIn: false, device: [] }
const options = { events, serializeState, input }
const shortestPaths = getShortestPaths(recentSearchesMachine, options)

describe('recent searches paths (xstate/graph)', () => {
  it('reaches every state of the machine', () => {
    const reached = new Set(shortestPaths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(['"device"', '"loading"', '{"account":"idle"}', '{"account":"sending"}'].sort())
  })

  it('reaches each state by the expected shortest path', () => {
    expect(trailsByEnd(shortestPaths, serializeState)).toMatchObject({
      '"device":+0': '',
      '"device":d1+0': 'search',
      '"loading":+0': 'signIn',
      '{"account":"idle"}:s1+0': 'signIn > loaded',
      '{"account":"sending"}:s1*+1': 'signIn > loaded > star',
      '{"account":"idle"}:+0': 'signIn > loadFailed',
    })
  })

  it('ends every simple path consistent: sending exactly while changes wait, no search twice', () => {
    const paths = getSimplePaths(recentSearchesMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = run(recentSearchesMachine, input, stepsOf(path)).at(-1)?.after
      if (!end) throw new Error('no end')
      const shown = shownSearches(end.context)
      expect(new Set(shown.map(searchKey)).size).toBe(shown.length)
      if (end.matches('account')) expect(end.matches({ account: 'sending' })).toBe(end.context.pending.length > 0)
      else if (end.matches('device')) expect(end.context.pending).toEqual([])
    }
  })
})
