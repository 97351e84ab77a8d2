import { describe, expect, it } from 'vitest'
import { startSession } from '../../../machines/session/startSession'
import * as runtimeModule from '../../../machines/session/sessionRuntime'
import { aProfile } from '../../core/session/profiles'
import { DAY, HOUR, token } from '../../core/session/tokens'
import { bearerOf, NOW, sessionHarness, stored } from './sessionHarness'

const profile = aProfile()

/** A module load the test completes by hand, counting how often the chunk was asked for. */
const manualLoad = () => {
  let release: () => void = () => undefined
  const loaded = new Promise<typeof runtimeModule>((resolve) => (release = () => resolve(runtimeModule)))
  const state = { loads: 0 }
  const load = () => ((state.loads += 1), loaded)
  return { load, release: () => release(), state }
}

const lazyHarness = (initial: Parameters<typeof sessionHarness>[0] = {}) => {
  const loader = manualLoad()
  const harness = sessionHarness(initial, undefined, (deps) => startSession(deps, loader.load))
  return { ...harness, loader }
}

describe('startSession: the session machine only when there is a session', () => {
  it('never loads the machine for an anonymous visitor, whose calls go out without a token at once', async () => {
    const { session, client, sent, loader } = lazyHarness()
    await client.searchJobs({})
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual([null])
    expect(await session.settled()).toEqual({ _tag: 'SignedOut' })
    session.signedOut()
    expect(loader.state.loads).toBe(0)
  })

  it('shows a stored sign-in at once, loads the machine, and calls wait for it (here: for the due refresh)', async () => {
    const aged = token({ issuedAt: NOW - 25 * HOUR })
    const { session, client, sent, loader, clock } = lazyHarness({ local: { jwt: stored(aged), profile: stored(profile) } })
    expect(session.current()).toEqual({ _tag: 'SignedIn', token: aged, profile })
    expect(loader.state.loads).toBe(1)
    const search = client.searchJobs({})
    await clock.settle()
    expect(sent('/rest/jobs/search')).toHaveLength(0)
    loader.release()
    await search
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual([token({ issuedAt: NOW })])
  })

  it('shows a sign-in at once and hands it to the machine once loaded', async () => {
    const { session, storage, loader, changes } = lazyHarness()
    const jwt = token({ issuedAt: NOW })
    session.signedIn({ jwt, downloadToken: 'dl' }, profile)
    expect(session.current()).toEqual({ _tag: 'SignedIn', token: jwt, profile })
    expect(session.validToken()).toBe(jwt)
    expect(changes()).toBe(1)
    loader.release()
    expect(await session.settled()).toEqual({ _tag: 'SignedIn', token: jwt, profile })
    expect(JSON.parse(storage.local.get('jwt') ?? '')).toBe(jwt)
    expect(loader.state.loads).toBe(1)
  })

  it('regression (the app actor test): a sign-in during the load never flickers back to signed out', async () => {
    const { session, loader } = lazyHarness()
    const seen: string[] = []
    session.subscribe(() => void seen.push(session.current()._tag))
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, profile)
    loader.release()
    await session.settled()
    expect(seen.every((tag) => tag === 'SignedIn')).toBe(true)
  })

  it('follows another tab signing in', async () => {
    const { session, storage, loader } = lazyHarness()
    const jwt = token({ issuedAt: NOW })
    storage.local.externalChange('jwt', stored(jwt))
    expect(session.current()).toMatchObject({ _tag: 'SignedIn', token: jwt })
    loader.release()
    expect(await session.settled()).toMatchObject({ _tag: 'SignedIn', token: jwt, profile: { id: 'user-1' } })
  })

  it('counts an expired stored token as signed out from the start', () => {
    const { session } = lazyHarness({ local: { jwt: stored(token({ issuedAt: NOW - 40 * DAY })) } })
    expect(session.current()).toEqual({ _tag: 'SignedOut' })
    expect(session.validToken()).toBeNull()
  })

  it('logs out during the load: signed out at once, then the machine revokes the token and tells the listeners', async () => {
    const jwt = token({ issuedAt: NOW })
    const { session, storage, sent, loader, loggedOut } = lazyHarness({ local: { jwt: stored(jwt) } })
    const done = session.logout()
    expect(session.current()).toEqual({ _tag: 'SignedOut' })
    loader.release()
    await done
    expect(sent('/rest/auth/logout').map(bearerOf)).toEqual([jwt])
    expect(storage.local.snapshot()).toEqual({})
    expect(loggedOut).toEqual([null])
    expect(session.current()).toEqual({ _tag: 'SignedOut' })
  })

  it('regression: a logout during the load never shows the stored sign-in again', async () => {
    const { session, loader } = lazyHarness({ local: { jwt: stored(token({ issuedAt: NOW })) } })
    const seen: string[] = []
    session.subscribe(() => void seen.push(session.current()._tag))
    const done = session.logout()
    loader.release()
    await done
    expect(seen.every((tag) => tag === 'SignedOut')).toBe(true)
  })

  it('runs the machine for a login problem, which logs out with its reason', async () => {
    const { session, loader, loggedOut } = lazyHarness()
    session.loginFailed({ _tag: 'UserNotFound' })
    loader.release()
    await session.settled()
    await Promise.resolve()
    expect(loggedOut).toEqual([{ _tag: 'UserNotFound' }])
  })
})
