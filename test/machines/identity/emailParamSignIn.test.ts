import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../adapters/memory/index'
import { ApiErrors } from '../../../core/api/errors'
import { isCallbackPath, planEmailParam } from '../../../core/identity'
import { signInWithEmailParam } from '../../../machines/identity/emailParamSignIn'

const TOKEN = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'

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

function harness(signInWith: () => Promise<void>, path = '/search', search = `?what=nurse&e=${TOKEN}`) {
  const storage = memoryStorage({ local: { profile: JSON.stringify({ id: 'old', email: 'old@example.com' }) } })
  const app = { signInWith: vi.fn(signInWith) }
  const notify = vi.fn()
  const replaceUrl = vi.fn()
  const deps = { app, storage, notify, location: { pathname: path, search, hash: '' }, replaceUrl }
  return { deps, storage, notify, replaceUrl, signInWith: app.signInWith }
}

describe('signInWithEmailParam', () => {
  it('strips e, signs in with the link token and stores the session', async () => {
    const h = harness(() => Promise.resolve())
    expect(await signInWithEmailParam(h.deps)).toBe('signedIn')
    expect(h.replaceUrl).toHaveBeenCalledWith('/search?what=nurse')
    expect(h.signInWith).toHaveBeenCalledWith({ provider: 'email', token: TOKEN })
    expect(h.storage.local.get('profile')).toBeNull()
    expect(h.notify).not.toHaveBeenCalled()
  })

  it('says why a spent link did not sign in, and signs no one in', async () => {
    const h = harness(() => Promise.reject(ApiErrors.http(401, 'auth.invalidLink')))
    expect(await signInWithEmailParam(h.deps)).toBe('failed')
    expect(h.notify).toHaveBeenCalledWith({ id: 'auth.error.invalidLink', tone: 'negative' })
  })

  it('refuses a malformed token without asking the server', async () => {
    const h = harness(() => Promise.resolve(), '/', '?e=short')
    expect(await signInWithEmailParam(h.deps)).toBe('failed')
    expect(h.signInWith).not.toHaveBeenCalled()
    expect(h.notify).toHaveBeenCalledWith({ id: 'auth.error.invalidLink', tone: 'negative' })
  })

  it('keeps the cached profile on a /callback/ path', async () => {
    const h = harness(() => Promise.resolve(), '/login/callback/linkedin', `?e=${TOKEN}&code=c`)
    await signInWithEmailParam(h.deps)
    expect(h.storage.local.get('profile')).not.toBeNull()
    expect(h.replaceUrl).toHaveBeenCalledWith('/login/callback/linkedin?code=c')
  })
})
