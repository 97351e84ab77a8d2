import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../adapters/memory'
import { readStoredProfile } from '../../../core/session'
import { aProfile } from '../../core/session/profiles'
import { DAY, HOUR, token } from '../../core/session/tokens'
import { flush, startSession, T0 } from './sessionFakes'

const ada = aProfile()
const stored = (value: string) => JSON.stringify(value)
const freshToken = (issuedAt = T0, options: { lifetime?: number; sub?: string } = {}) => token({ issuedAt, ...options })

async function loggedInSession(issuedAt = T0, lifetime = 30 * DAY) {
  const driver = startSession({ storage: memoryStorage({ local: { jwt: stored(freshToken(issuedAt, { lifetime })) } }) })
  driver.loadProfile.latest().answer(ada)
  await flush()
  return driver
}

describe('evaluating (start-up)', () => {
  it('starts anonymous with nothing stored, and calls nothing', () => {
    const { snapshot, refreshToken, loadProfile } = startSession()
    expect(snapshot().value).toBe('anonymous')
    expect(refreshToken.calls).toHaveLength(0)
    expect(loadProfile.calls).toHaveLength(0)
  })

  it('treats an expired stored token as no session', () => {
    const storage = memoryStorage({ local: { jwt: stored(freshToken(T0 - 2 * DAY, { lifetime: DAY })) } })
    expect(startSession({ storage }).snapshot().value).toBe('anonymous')
  })

  it('is provisional with a tmp token in the tab, and flags no invalid email login', () => {
    const storage = memoryStorage({ session: { jwt: stored(token({ issuedAt: T0, tmp: true, lifetime: HOUR })) } })
    const { snapshot, actor } = startSession({ storage })
    actor.send({ type: 'user.emailLinkUsed' })
    expect(snapshot().value).toBe('provisional')
    expect(snapshot().context.invalidEmailLogin).toBe(false)
  })

  it('loads the profile after initialisation, keeping the cached one meanwhile, and caches the new one', async () => {
    const storage = memoryStorage({ local: { jwt: stored(freshToken()) } })
    const { snapshot, loadProfile } = startSession({ storage, profile: aProfile({ email: 'old@example.com' }) })
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loading' } })
    expect(snapshot().context.profile?.email).toBe('old@example.com')
    expect(loadProfile.latest().input.token).toBe(freshToken())
    loadProfile.latest().answer(ada)
    await flush()
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loaded' } })
    expect(readStoredProfile(storage)).toEqual(ada)
  })
})

describe('a cached profile of an older shape', () => {
  it('stays signed in and loads the profile again, caching the complete one', async () => {
    const older = { id: 'user-1', email: 'ada@example.com', location: null }
    const storage = memoryStorage({ local: { jwt: stored(freshToken()), profile: JSON.stringify(older) } })
    const { snapshot, loadProfile } = startSession({ storage, profile: readStoredProfile(storage) })
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loading' } })
    expect(snapshot().context.profile).toBeNull()
    loadProfile.latest().answer(ada)
    await flush()
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loaded' } })
    expect(readStoredProfile(storage)).toEqual(ada)
  })
})

describe('loggedIn.token: refresh', () => {
  it('refreshes a token more than 24 h past its iat before use, and stores the new one', async () => {
    const storage = memoryStorage({ local: { jwt: stored(freshToken(T0 - DAY - 1)) } })
    const { snapshot, refreshToken, clock } = startSession({ storage })
    expect(snapshot().matches({ loggedIn: { token: 'refreshing' } })).toBe(true)
    const renewed = freshToken(clock.now())
    refreshToken.latest().answer({ jwt: renewed, downloadToken: 'dl-2', receivedAt: clock.now() })
    await flush()
    expect(snapshot().matches({ loggedIn: { token: 'fresh' } })).toBe(true)
    expect(snapshot().context.token).toBe(renewed)
    expect(storage.local.snapshot()).toMatchObject({ jwt: stored(renewed), downloadToken: stored('dl-2') })
  })

  it('does not refresh at exactly 24 h, and does 1 ms later, from its own timer', async () => {
    const { snapshot, refreshToken, clock } = await loggedInSession()
    clock.advance(DAY)
    expect(refreshToken.calls).toHaveLength(0)
    clock.advance(1)
    expect(refreshToken.calls).toHaveLength(1)
    expect(snapshot().matches({ loggedIn: { token: 'refreshing' } })).toBe(true)
  })

  it('keeps one refresh in flight however many callers see it due', async () => {
    const { actor, refreshToken, clock } = await loggedInSession(T0 - DAY - 1)
    for (let caller = 0; caller < 5; caller++) actor.send({ type: 'session.refreshDue', now: clock.now() })
    expect(refreshToken.calls).toHaveLength(1)
  })

  it('ignores a caller that thinks the token is due when it is not', async () => {
    const { actor, refreshToken, clock } = await loggedInSession()
    actor.send({ type: 'session.refreshDue', now: clock.now() + HOUR })
    expect(refreshToken.calls).toHaveLength(0)
  })

  it('logs out with "Could not refresh JWT" when the refresh fails', async () => {
    const { snapshot, refreshToken, logout, loggedOut, storage, clears } = await loggedInSession(T0 - DAY - 1)
    refreshToken.latest().fail({ _tag: 'HttpError', status: 500 })
    await flush()
    expect(snapshot().value).toBe('loggingOut')
    expect(clears()).toBe(1)
    expect(storage.local.snapshot()).toEqual({})
    logout.latest().answer()
    await flush()
    expect(snapshot().value).toBe('anonymous')
    expect(loggedOut).toEqual([{ _tag: 'RefreshJwtFailed', detail: 'HttpError 500' }])
  })

  it('logs out when the refresh answers a token that is already due again (no refresh loop)', async () => {
    const { snapshot, refreshToken, clock } = await loggedInSession(T0 - DAY - 1)
    refreshToken.latest().answer({ jwt: freshToken(T0 - 2 * DAY), downloadToken: null, receivedAt: clock.now() })
    await flush()
    expect(snapshot().value).toBe('loggingOut')
    expect(refreshToken.calls).toHaveLength(1)
  })

  it('drops its refresh when another tab stores a new token for the same user', async () => {
    const { snapshot, refreshToken, loadProfile, tokensChanged, clock } = await loggedInSession(T0 - DAY - 1)
    tokensChanged({ token: freshToken(clock.now()) })
    expect(refreshToken.latest().signal.aborted).toBe(true)
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loaded' } })
    expect(loadProfile.calls).toHaveLength(1)
  })

  it('regression (fast-check): a refresh left unanswered past its exp still ends at exp', async () => {
    const { snapshot, clock, refreshToken } = await loggedInSession()
    clock.advance(31 * DAY)
    expect(refreshToken.calls).toHaveLength(1)
    expect(snapshot().value).toBe('anonymous')
    expect(refreshToken.latest().signal.aborted).toBe(true)
  })

  it('never shows a cached profile of another user', () => {
    const storage = memoryStorage({ local: { jwt: stored(freshToken()) } })
    const { snapshot } = startSession({ storage, profile: aProfile({ id: 'user-2', email: 'bob@example.com' }) })
    expect(snapshot().context.profile).toBeNull()
  })

  it('counts an expired token as not logged in, without clearing storage', async () => {
    const { snapshot, clock, storage, clears } = await loggedInSession(T0, HOUR)
    clock.advance(HOUR - 1)
    expect(snapshot().matches('loggedIn')).toBe(true)
    clock.advance(1)
    expect(snapshot().value).toBe('anonymous')
    expect(clears()).toBe(0)
    expect(storage.local.get('jwt')).not.toBeNull()
  })
})

describe('loggedIn: another user', () => {
  it('a token for another user starts over: profile reloaded', async () => {
    const { snapshot, loadProfile, tokensChanged } = await loggedInSession()
    tokensChanged({ token: freshToken(T0, { sub: 'user-2' }) })
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loading' } })
    expect(loadProfile.calls).toHaveLength(2)
    expect(snapshot().context.profile).toBeNull()
  })

  it('flags a user switch when the tab holds a provisional session of someone else', async () => {
    const { snapshot, tokensChanged } = await loggedInSession()
    tokensChanged({ provisionalToken: token({ issuedAt: T0, tmp: true, sub: 'user-2', email: 'bob@example.com', lifetime: HOUR }) })
    expect(snapshot().matches('loggedIn')).toBe(true)
    expect(snapshot().context.userSwitched).toBe(true)
  })

  it('logs out with "Could not refresh user" when the profile fails to load', async () => {
    const storage = memoryStorage({ local: { jwt: stored(freshToken()) } })
    const { loadProfile, logout, loggedOut } = startSession({ storage })
    loadProfile.latest().fail(new Error('boom'))
    await flush()
    expect(logout.latest().input.token).toBe(freshToken())
    logout.latest().fail(new Error('offline'))
    await flush()
    expect(loggedOut).toEqual([{ _tag: 'RefreshUserFailed', detail: 'boom' }])
  })
})

describe('http.unauthorized (the 401 rule)', () => {
  it('clears jwt, downloadToken and profile when the current full token is rejected', async () => {
    const { actor, snapshot, storage, clears } = await loggedInSession()
    storage.local.set('downloadToken', stored('dl'))
    actor.send({ type: 'http.unauthorized', sentToken: snapshot().context.token, sentAsProvisional: false })
    expect(snapshot().value).toBe('anonymous')
    expect(clears()).toBe(1)
    expect(storage.local.snapshot()).toEqual({})
  })

  it('clears nothing for a request sent without a token, a provisional one or a stale one', async () => {
    const { actor, snapshot, clears } = await loggedInSession()
    actor.send({ type: 'http.unauthorized', sentToken: null, sentAsProvisional: false })
    actor.send({ type: 'http.unauthorized', sentToken: snapshot().context.token, sentAsProvisional: true })
    actor.send({ type: 'http.unauthorized', sentToken: freshToken(T0 - HOUR), sentAsProvisional: false })
    expect(clears()).toBe(0)
    expect(snapshot().matches('loggedIn')).toBe(true)
  })
})

describe('user.loggedIn and logout', () => {
  it('stores a full login and takes its profile without loading it', () => {
    const { actor, snapshot, storage, loadProfile, clock } = startSession()
    const jwt = freshToken()
    actor.send({ type: 'user.loggedIn', jwt, downloadToken: 'dl', profile: ada, now: clock.now() })
    expect(snapshot().value).toEqual({ loggedIn: { token: 'fresh', profile: 'loaded' } })
    expect(loadProfile.calls).toHaveLength(0)
    expect(storage.local.snapshot()).toMatchObject({ jwt: stored(jwt), downloadToken: stored('dl') })
  })

  it('keeps an email-link (tmp) login in the tab only', () => {
    const { actor, snapshot, storage, clock } = startSession()
    const jwt = token({ issuedAt: T0, tmp: true, lifetime: HOUR })
    actor.send({ type: 'user.loggedIn', jwt, downloadToken: null, profile: null, now: clock.now() })
    expect(snapshot().value).toBe('provisional')
    expect(storage.session.get('jwt')).toBe(stored(jwt))
    expect(storage.local.get('jwt')).toBeNull()
  })

  it('logout sends the main token, clears both scopes, then announces it', async () => {
    const { actor, snapshot, storage, logout, loggedOut } = await loggedInSession()
    storage.session.set('jwt', stored(token({ issuedAt: T0, tmp: true })))
    const jwt = snapshot().context.token
    actor.send({ type: 'user.loggedOut' })
    expect(storage.local.snapshot()).toEqual({})
    expect(storage.session.snapshot()).toEqual({})
    expect(loggedOut).toEqual([])
    expect(logout.latest().input.token).toBe(jwt)
    logout.latest().answer()
    await flush()
    expect(snapshot().value).toBe('anonymous')
    expect(snapshot().context).toMatchObject({ token: null, profile: null, problem: null, revokingToken: null })
    expect(loggedOut).toEqual([null])
  })

  it('a login problem logs out with its reason', async () => {
    const { actor, logout, loggedOut, snapshot } = await loggedInSession()
    actor.send({ type: 'signIn.failed', problem: { _tag: 'UserNotFound' } })
    logout.latest().answer()
    await flush()
    expect(loggedOut).toEqual([{ _tag: 'UserNotFound' }])
    expect(snapshot().context.problem).toEqual({ _tag: 'UserNotFound' })
  })

  it('a new login while logging out cancels the logout', async () => {
    const { actor, snapshot, logout, loggedOut, clock } = await loggedInSession()
    actor.send({ type: 'user.loggedOut' })
    actor.send({ type: 'user.loggedIn', jwt: freshToken(clock.now()), downloadToken: null, profile: ada, now: clock.now() })
    expect(logout.latest().signal.aborted).toBe(true)
    expect(snapshot().matches('loggedIn')).toBe(true)
    expect(loggedOut).toEqual([])
  })

  it('flags an invalid email login when the link gave no provisional session', () => {
    const { actor, snapshot } = startSession()
    actor.send({ type: 'user.emailLinkUsed' })
    expect(snapshot().context.invalidEmailLogin).toBe(true)
  })

  it('fails loudly when its effects are not provided', async () => {
    const { createActor } = await import('xstate')
    const { sessionMachine } = await import('../../../machines/session/session.machine')
    const errors: unknown[] = []
    const actor = createActor(sessionMachine, { input: { now: T0 } })
    actor.subscribe({ error: (error) => void errors.push(error) })
    actor.start()
    actor.send({ type: 'user.loggedIn', jwt: freshToken(), downloadToken: null, profile: null, now: T0 })
    expect(actor.getSnapshot().status).toBe('error')
    expect(String(errors[0])).toContain('storeIssuedTokens not provided')
  })
})

describe('user.profileLoaded (a profile the UI fetched itself)', () => {
  it('holds and stores the logged-in user\'s profile, and ignores another user\'s', async () => {
    const { actor, snapshot, storage } = await loggedInSession()
    const renamed = { ...ada, email: 'ada.new@example.com' }
    actor.send({ type: 'user.profileLoaded', profile: renamed })
    expect(snapshot().context.profile).toEqual(renamed)
    expect(readStoredProfile(storage)).toEqual(renamed)
    actor.send({ type: 'user.profileLoaded', profile: aProfile({ id: 'user-2', email: 'eve@example.com' }) })
    expect(snapshot().context.profile).toEqual(renamed)
    expect(readStoredProfile(storage)).toEqual(renamed)
  })

  it('is ignored without a logged-in session', () => {
    const { actor, snapshot, storage } = startSession()
    actor.send({ type: 'user.profileLoaded', profile: ada })
    expect(snapshot().context.profile).toBeNull()
    expect(readStoredProfile(storage)).toBeNull()
  })
})
