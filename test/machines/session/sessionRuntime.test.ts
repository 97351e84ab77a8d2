import { describe, expect, it } from 'vitest'
import { json } from '../../../adapters/memory/index'
import { aProfile } from '../../core/session/profiles'
import { DAY, HOUR, token } from '../../core/session/tokens'
import { bearerOf, heldAnswer, NOW, searchAnswer, sessionHarness, stored, wireProfile } from './sessionHarness'

const profile = aProfile()
const signedInWith = (jwt: string) => ({ local: { jwt: stored(jwt), downloadToken: stored('dl'), profile: stored(profile) } })

describe('session runtime: start-up', () => {
  it('is signed out with nothing stored, and calls nothing', async () => {
    const { session, http, clock } = sessionHarness()
    await clock.settle()
    expect(session.current()).toEqual({ _tag: 'SignedOut' })
    expect(await session.readyToken()).toBeNull()
    expect(http.requests).toEqual([])
  })

  it('loads the profile after initialisation with the stored token, and settles on it', async () => {
    const jwt = token({ issuedAt: NOW - HOUR })
    const { session, sent, storage } = sessionHarness({ local: { jwt: stored(jwt) } })
    const view = await session.settled()
    expect(view).toEqual({ _tag: 'SignedIn', token: jwt, profile: { ...profile, firstName: 'Ada' } })
    const [load] = sent('/rest/profile')
    expect(load?.url).toBe('https://api.hireflow.test/rest/profile?timezoneOffset=0')
    expect(bearerOf(load)).toBe(jwt)
    expect(JSON.parse(storage.local.get('profile') ?? '')).toMatchObject({ id: 'user-1' })
  })

  it('counts an expired stored token as signed out and sends it nowhere', async () => {
    const expired = token({ issuedAt: NOW - 40 * DAY })
    const { session, client, http, clock } = sessionHarness(signedInWith(expired))
    await client.searchJobs({})
    await clock.settle()
    expect(session.current()._tag).toBe('SignedOut')
    expect(http.requests.map((request) => [new URL(request.url).pathname, bearerOf(request)])).toEqual([['/rest/jobs/search', null]])
  })
})

describe('session runtime: refresh before use', () => {
  it('refreshes a token 25 h past its iat once, however many calls wait; they and the profile load send the new token', async () => {
    const old = token({ issuedAt: NOW - 25 * HOUR })
    const held = heldAnswer()
    const { session, client, sent, storage, clock } = sessionHarness(signedInWith(old), (http) =>
      http.on('POST', '/rest/auth/refresh', () => held.answer),
    )
    const searches = Array.from({ length: 5 }, () => client.searchJobs({}))
    await clock.settle()
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect(sent('/rest/jobs/search')).toHaveLength(0)
    const renewed = token({ issuedAt: NOW })
    held.release(json(200, { jwt: renewed, downloadToken: 'dl-2' }))
    await Promise.all(searches)
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect(bearerOf(sent('/rest/auth/refresh')[0])).toBe(old)
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual(Array(5).fill(renewed))
    await session.settled()
    expect(sent('/rest/profile').map(bearerOf)).toEqual([renewed])
    expect(JSON.parse(storage.local.get('jwt') ?? '')).toBe(renewed)
    expect(JSON.parse(storage.local.get('downloadToken') ?? '')).toBe('dl-2')
    expect(session.current()).toMatchObject({ _tag: 'SignedIn', token: renewed })
  })

  it('refreshes before use when calls find the token due before its timer fired (the tab slept): once for all', async () => {
    const { session, client, sent, clock } = sessionHarness(signedInWith(token({ issuedAt: NOW - 23 * HOUR })))
    await session.settled()
    clock.sleep(2 * HOUR)
    await Promise.all(Array.from({ length: 5 }, () => client.searchJobs({})))
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    const renewed = token({ issuedAt: clock.now() })
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual(Array(5).fill(renewed))
  })

  it('refreshes from its own timer once the token turns 24 h old while the page is open', async () => {
    const { session, sent, clock } = sessionHarness(signedInWith(token({ issuedAt: NOW - 23 * HOUR })))
    await session.settled()
    await clock.advanceAsync(HOUR)
    expect(sent('/rest/auth/refresh')).toHaveLength(0)
    await clock.advanceAsync(1)
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect((await session.settled())._tag).toBe('SignedIn')
  })

  it('logs out with "Could not refresh JWT" when the refresh fails, clearing the stored values', async () => {
    const { session, sent, storage, loggedOut, client } = sessionHarness(signedInWith(token({ issuedAt: NOW - 25 * HOUR })), (http) =>
      http.on('POST', '/rest/auth/refresh', () => json(500, {})),
    )
    await client.searchJobs({})
    await session.settled()
    expect(loggedOut).toEqual([{ _tag: 'RefreshJwtFailed', detail: 'HttpError 500' }])
    expect(storage.local.snapshot()).toEqual({})
    expect(sent('/rest/auth/logout')).toHaveLength(1)
    expect(bearerOf(sent('/rest/jobs/search')[0])).toBeNull()
  })
})

describe('session runtime: expiry', () => {
  it('flips the view to signed out when the token expires on the clock, keeping storage as it is', async () => {
    const jwt = token({ issuedAt: NOW - HOUR, lifetime: 2 * HOUR })
    const { session, clock, changes, storage } = sessionHarness(signedInWith(jwt))
    await session.settled()
    const before = changes()
    await clock.advanceAsync(HOUR - 1)
    expect(session.current()._tag).toBe('SignedIn')
    await clock.advanceAsync(1)
    expect(session.current()._tag).toBe('SignedOut')
    expect(session.validToken()).toBeNull()
    expect(changes()).toBe(before + 1)
    expect(JSON.parse(storage.local.get('jwt') ?? '')).toBe(jwt)
  })
})

describe('session runtime: expiry found by a call', () => {
  it('sends no token once it has expired, even when the expiry timer has not fired yet', async () => {
    const { session, client, sent, clock, changes } = sessionHarness(signedInWith(token({ issuedAt: NOW - HOUR, lifetime: 2 * HOUR })))
    await session.settled()
    const before = changes()
    clock.sleep(2 * HOUR)
    await client.searchJobs({})
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual([null])
    expect(sent('/rest/auth/refresh')).toHaveLength(0)
    expect(session.current()._tag).toBe('SignedOut')
    expect(changes()).toBe(before + 1)
  })
})

describe('session runtime: the 401 rule through the API client', () => {
  it('clears jwt, downloadToken and profile once when a call with the current token is rejected, without retrying', async () => {
    const jwt = token({ issuedAt: NOW - HOUR })
    const { session, client, http, sent, storage, clears, loggedOut } = sessionHarness({
      ...signedInWith(jwt),
      session: { downloadToken: stored('dl-tab') },
    })
    await session.settled()
    http.on('POST', '/rest/jobs/search', () => json(401, {}))
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => client.searchJobs({})))
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
    expect(sent('/rest/jobs/search')).toHaveLength(4)
    expect(clears()).toBe(1)
    expect(storage.local.snapshot()).toEqual({})
    expect(storage.session.snapshot()).toEqual({})
    expect(session.current()._tag).toBe('SignedOut')
    expect(loggedOut).toEqual([])
    expect(sent('/rest/auth/logout')).toHaveLength(0)
  })

  it('retries a call sent without a token once with the token that arrived meanwhile', async () => {
    const { session, client, http, sent, clock } = sessionHarness()
    const held = heldAnswer()
    http.on('POST', '/rest/jobs/search', (request) => (bearerOf(request) === null ? held.answer : json(200, searchAnswer)))
    const search = client.searchJobs({})
    await clock.settle()
    const jwt = token({ issuedAt: NOW })
    session.signedIn({ jwt, downloadToken: 'dl' }, profile)
    held.release(json(401, {}))
    await search
    expect(sent('/rest/jobs/search').map(bearerOf)).toEqual([null, jwt])
  })

  it('sends the retry only once: its own 401 clears the session and nothing more is sent', async () => {
    const { session, client, http, sent, clock, clears } = sessionHarness()
    const held = heldAnswer()
    http.on('POST', '/rest/jobs/search', (request) => (bearerOf(request) === null ? held.answer : json(401, {})))
    const search = client.searchJobs({}).catch((error: unknown) => error)
    await clock.settle()
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, profile)
    held.release(json(401, {}))
    expect(await search).toMatchObject({ _tag: 'HttpError', status: 401 })
    await clock.settle()
    expect(sent('/rest/jobs/search')).toHaveLength(2)
    expect(clears()).toBe(1)
    expect(session.current()._tag).toBe('SignedOut')
  })

  it('does not retry a call sent without a token when there is still none', async () => {
    const { client, http, sent } = sessionHarness()
    http.on('POST', '/rest/jobs/search', () => json(401, {}))
    await expect(client.searchJobs({})).rejects.toMatchObject({ status: 401 })
    expect(sent('/rest/jobs/search')).toHaveLength(1)
  })

  it('ignores the rejection of a stale token: another tab signed in meanwhile', async () => {
    const old = token({ issuedAt: NOW - HOUR })
    const { session, client, http, storage, clock, clears } = sessionHarness(signedInWith(old))
    await session.settled()
    const held = heldAnswer()
    http.on('POST', '/rest/jobs/search', () => held.answer)
    const search = client.searchJobs({}).catch(() => undefined)
    await clock.settle()
    const newer = token({ issuedAt: NOW, sub: 'user-2' })
    storage.local.externalChange('jwt', stored(newer))
    held.release(json(401, {}))
    await search
    expect(clears()).toBe(0)
    expect(session.current()).toMatchObject({ _tag: 'SignedIn', token: newer })
  })

  it('keeps the session when a login is refused (wrong password): credentials calls are not the session', async () => {
    const { session, auth, http, sent, clears } = sessionHarness(signedInWith(token({ issuedAt: NOW - HOUR })))
    await session.settled()
    http.on('POST', '/rest/auth/login', () => json(401, { error: { code: 'auth.invalidCredentials', message: 'no' } }))
    await expect(auth.login({ provider: 'password', email: 'a@b.co', password: 'x' }, 0)).rejects.toMatchObject({ status: 401 })
    expect(sent('/rest/auth/login').map(bearerOf)).toEqual([null])
    expect(clears()).toBe(0)
    expect(session.current()._tag).toBe('SignedIn')
  })
})

describe('session runtime: sign-in, profile and logout', () => {
  it('keeps a login, its profile (also in storage), and hands out the token', async () => {
    const { session, storage, changes } = sessionHarness()
    const jwt = token({ issuedAt: NOW })
    session.signedIn({ jwt, downloadToken: 'dl-1' }, profile)
    expect(session.current()).toEqual({ _tag: 'SignedIn', token: jwt, profile })
    expect(session.current()).toBe(session.current())
    expect(changes()).toBe(1)
    expect(session.validToken()).toBe(jwt)
    expect(await session.readyToken()).toBe(jwt)
    expect(JSON.parse(storage.local.get('profile') ?? '')).toEqual(profile)
    expect(JSON.parse(storage.local.get('downloadToken') ?? '')).toBe('dl-1')
  })

  it('takes a profile the page loaded itself, only when it is the user\'s', async () => {
    const { session } = sessionHarness(signedInWith(token({ issuedAt: NOW })))
    await session.settled()
    session.profileLoaded(aProfile({ email: 'new@example.com' }))
    expect(session.current()).toMatchObject({ profile: { email: 'new@example.com' } })
    session.profileLoaded(aProfile({ id: 'user-9', email: 'other@example.com' }))
    expect(session.current()).toMatchObject({ profile: { email: 'new@example.com' } })
  })

  it('logs out with one POST /rest/auth/logout carrying the token, clearing both scopes, and tells the listeners', async () => {
    const jwt = token({ issuedAt: NOW - HOUR })
    const { session, sent, storage, loggedOut } = sessionHarness({
      ...signedInWith(jwt),
      session: { jwt: stored(token({ issuedAt: NOW, tmp: true })), downloadToken: stored('dl-tab') },
    })
    await session.settled()
    await session.logout()
    session.signedOut()
    expect(sent('/rest/auth/logout').map(bearerOf)).toEqual([jwt])
    expect(storage.local.snapshot()).toEqual({})
    expect(storage.session.snapshot()).toEqual({})
    expect(loggedOut).toEqual([null])
    expect(session.current()._tag).toBe('SignedOut')
  })

  it('logs out with "Could not refresh user" when the profile cannot be loaded', async () => {
    const { session, http, loggedOut, storage } = sessionHarness()
    http.on('GET', '/rest/profile', () => json(404, {}))
    session.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, profile)
    storage.local.externalChange('jwt', stored(token({ issuedAt: NOW, sub: 'user-2' })))
    await session.settled()
    expect(loggedOut).toEqual([{ _tag: 'RefreshUserFailed', detail: 'HttpError 404' }])
    expect(storage.local.snapshot()).toEqual({})
  })

  it('logs out with a login problem as the reason', async () => {
    const { session, loggedOut } = sessionHarness(signedInWith(token({ issuedAt: NOW })))
    await session.settled()
    session.loginFailed({ _tag: 'UserNotFound' })
    await session.settled()
    expect(loggedOut).toEqual([{ _tag: 'UserNotFound' }])
  })
})

describe('session runtime: other tabs', () => {
  it('follows another tab signing in (loading the profile) and out, and ignores keys that are not the session', async () => {
    const { session, storage, changes, sent } = sessionHarness()
    storage.local.externalChange('dark', 'true')
    expect(changes()).toBe(0)
    const jwt = token({ issuedAt: NOW })
    storage.local.externalChange('jwt', stored(jwt))
    expect(session.current()).toMatchObject({ _tag: 'SignedIn', token: jwt })
    await session.settled()
    expect(sent('/rest/profile')).toHaveLength(1)
    expect(session.current()).toMatchObject({ profile: { id: wireProfile.id } })
    storage.local.externalChange('jwt', null)
    expect(session.current()._tag).toBe('SignedOut')
  })

  it('does not restart a refresh in flight when another tab writes the same token again', async () => {
    const old = token({ issuedAt: NOW - 25 * HOUR })
    const { storage, sent, clock } = sessionHarness(signedInWith(old), (http) =>
      http.on('POST', '/rest/auth/refresh', () => heldAnswer().answer),
    )
    await clock.settle()
    storage.local.externalChange('downloadToken', stored('dl-other'))
    storage.local.externalChange('jwt', stored(old))
    await clock.settle()
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
  })
})
