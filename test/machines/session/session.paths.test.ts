import { describe, expect, it } from 'vitest'
import { initialTransition, transition } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { decodeClaims, isLoggedIn, isProvisional } from '../../../core/session'
import { sessionMachine, type SessionEvent } from '../../../machines/session/session.machine'
import { DAY, HOUR, token } from '../../core/session/tokens'
import { T0 } from './sessionFakes'
import { namedPaths } from '../namedPaths'

const full = token({ issuedAt: T0 })
const due = token({ issuedAt: T0 - DAY - HOUR })
const tmp = token({ issuedAt: T0, tmp: true, lifetime: HOUR })
const profile = { id: 'user-1', email: 'ada@example.com' }

/** Representative events: tokens arriving, the user, the server's answers, a 401. */
const namedEvents: Record<string, unknown> = {
  fullToken: { type: 'storage.tokenChanged', token: full, provisionalToken: null, now: T0 },
  dueToken: { type: 'storage.tokenChanged', token: due, provisionalToken: null, now: T0 },
  tmpToken: { type: 'storage.tokenChanged', token: null, provisionalToken: tmp, now: T0 },
  loggedOut: { type: 'user.loggedOut' },
  signInFailed: { type: 'signIn.failed', problem: { _tag: 'UserNotFound' } },
  refreshed: { type: 'xstate.done.actor.refreshToken', output: { jwt: full, downloadToken: null, receivedAt: T0 } },
  refreshFailed: { type: 'xstate.error.actor.refreshToken', error: { _tag: 'NetworkError' } },
  profileLoaded: { type: 'xstate.done.actor.loadProfile', output: profile },
  logoutDone: { type: 'xstate.done.actor.logout' },
  unauthorized: { type: 'http.unauthorized', sentToken: full, sentAsProvisional: false },
}
const { stepsOf, trailsByEnd, events: named } = namedPaths(namedEvents)
const events = named as SessionEvent[]

type Snapshot = ReturnType<typeof initialTransition<typeof sessionMachine>>[0]
const serializeState = (snapshot: Snapshot) => JSON.stringify(snapshot.value)
const input = { now: T0 }
const options = { events, serializeState, input }

/** Graph states are keyed by the lossy serializer, so each path's end is recomputed exactly. */
const endOf = (steps: readonly unknown[]) =>
  steps.reduce<Snapshot>((snapshot, event) => transition(sessionMachine, snapshot, event as SessionEvent)[0], initialTransition(sessionMachine, input)[0])

const shortestPaths = getShortestPaths(sessionMachine, options)

describe('session paths (xstate/graph)', () => {
  it('reaches each resting state by the expected shortest path', () => {
    const byEnd = trailsByEnd(shortestPaths, serializeState)
    expect(byEnd).toEqual({
      '"anonymous"': '',
      '{"loggedIn":{"token":"fresh","profile":"loading"}}': 'fullToken',
      '{"loggedIn":{"token":{"refreshing":"awaitingAnswer"},"profile":"loading"}}': 'dueToken',
      '"provisional"': 'tmpToken',
      '"loggingOut"': 'signInFailed',
      '{"loggedIn":{"token":"fresh","profile":"loaded"}}': 'fullToken > profileLoaded',
      '{"loggedIn":{"token":{"refreshing":"awaitingAnswer"},"profile":"loaded"}}': 'dueToken > profileLoaded',
    })
  })

  it('ends every simple path in a state consistent with its context', () => {
    const paths = getSimplePaths(sessionMachine, options)
    expect(paths.length).toBeGreaterThan(shortestPaths.length)
    for (const path of paths) {
      const end = endOf(stepsOf(path))
      expect(serializeState(end)).toBe(serializeState(path.state))
      const claims = end.context.token === null ? null : decodeClaims(end.context.token)
      if (end.matches('loggedIn')) expect(claims !== null && isLoggedIn(claims, end.context.now)).toBe(true)
      if (end.matches('provisional')) expect(end.context.provisionalClaims !== null && isProvisional(end.context.provisionalClaims)).toBe(true)
      if (end.matches('loggingOut')) expect(end.context).toMatchObject({ token: null, profile: null })
      if (end.matches('anonymous')) expect(end.context.profile).toBeNull()
    }
  })
})
