import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../../adapters/memory/index'
import { ApiErrors } from '../../../../core/api/errors'
import type { LoginResponse } from '../../../../core/identity'
import type { AppActor } from '../../../../machines/app/appActor'
import { isCallbackPath, planEmailParam, signInWithEmailParam } from '../../../../ui/features/identity/emailParam'

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const answer = { success: true, jwt: 'h.p.s', downloadToken: 'd', profile: { id: 'u', email: 'ada@example.com' }, location: null } as LoginResponse

describe('planEmailParam', () => {
  it('takes e out and keeps the rest of the query as it was, and the hash', () => {
    expect(planEmailParam({ pathname: '/search', search: `?what=a%2Fb&e=${TOKEN}&where=Austin,+TX`, hash: '#top' })).toEqual({
      token: TOKEN,
      href: '/search?what=a%2Fb&where=Austin,+TX#top',
      clearProfile: true,
    })
    expect(planEmailParam({ pathname: '/', search: `?e=${TOKEN}`, hash: '' })?.href).toBe('/')
  })

  it('does nothing without e, and clears no profile on a /callback/ path', () => {
    expect(planEmailParam({ pathname: '/', search: '?every=1', hash: '' })).toBeNull()
    expect(planEmailParam({ pathname: '/login/callback/linkedin', search: `?e=${TOKEN}`, hash: '' })?.clearProfile).toBe(false)
    expect(isCallbackPath('/login/callback/google')).toBe(true)
    expect(isCallbackPath('/login/sign-up')).toBe(false)
  })
})

function harness(login: () => Promise<LoginResponse>, path = '/search', search = `?what=nurse&e=${TOKEN}`) {
  const storage = memoryStorage({ local: { profile: JSON.stringify({ id: 'old', email: 'old@example.com' }) } })
  const send = vi.fn()
  const app = { auth: { api: { login: vi.fn(login) } }, send } as unknown as AppActor
  const notify = vi.fn()
  const replaceState = vi.fn()
  const deps = { app, storage, notify, location: { pathname: path, search, hash: '' }, history: { replaceState, state: { key: 'k' } } }
  return { deps, storage, send, notify, replaceState, login: app.auth.api.login }
}

describe('signInWithEmailParam', () => {
  it('strips e, signs in with the link token and stores the session', async () => {
    const h = harness(() => Promise.resolve(answer))
    expect(await signInWithEmailParam(h.deps)).toBe('signedIn')
    expect(h.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/search?what=nurse')
    expect(h.login).toHaveBeenCalledWith({ provider: 'email', token: TOKEN }, expect.any(Number))
    expect(h.send).toHaveBeenCalledWith({ type: 'user.loggedIn', jwt: 'h.p.s', downloadToken: 'd', profile: answer.profile })
    expect(h.storage.local.get('profile')).toBeNull()
    expect(h.notify).not.toHaveBeenCalled()
  })

  it('says why a spent link did not sign in, and signs no one in', async () => {
    const h = harness(() => Promise.reject(ApiErrors.http(401, 'auth.invalidLink')))
    expect(await signInWithEmailParam(h.deps)).toBe('failed')
    expect(h.notify).toHaveBeenCalledWith({ id: 'auth.error.invalidLink' })
    expect(h.send).not.toHaveBeenCalled()
  })

  it('refuses a malformed token without asking the server', async () => {
    const h = harness(() => Promise.resolve(answer), '/', '?e=short')
    expect(await signInWithEmailParam(h.deps)).toBe('failed')
    expect(h.login).not.toHaveBeenCalled()
    expect(h.notify).toHaveBeenCalledWith({ id: 'auth.error.invalidLink' })
  })

  it('keeps the cached profile on a /callback/ path', async () => {
    const h = harness(() => Promise.resolve(answer), '/login/callback/linkedin', `?e=${TOKEN}&code=c`)
    await signInWithEmailParam(h.deps)
    expect(h.storage.local.get('profile')).not.toBeNull()
    expect(h.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/login/callback/linkedin?code=c')
  })
})
