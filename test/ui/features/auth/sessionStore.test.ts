import { describe, expect, it } from 'vitest'
import { createTestClock, memoryStorage } from '../../../../adapters/memory/index'
import { createSessionStore } from '../../../../ui/features/auth/sessionStore'
import { DAY, token } from '../../../core/session/tokens'

const NOW = Date.UTC(2026, 0, 10)
const profile = { id: 'user-1', email: 'ada@example.com', location: null }

const setup = (initial: Parameters<typeof memoryStorage>[0] = {}) => {
  const storage = memoryStorage(initial)
  const clock = createTestClock(NOW)
  const store = createSessionStore(storage, clock)
  const heard: number[] = []
  store.subscribe(() => heard.push(heard.length))
  return { storage, clock, store, heard }
}

describe('createSessionStore', () => {
  it('is signed out with nothing stored', () => {
    const { store } = setup()
    expect(store.current()).toEqual({ _tag: 'SignedOut' })
    expect(store.validToken()).toBeNull()
  })

  it('keeps a login, tells its subscribers, and hands out the token', () => {
    const { store, storage, heard } = setup()
    const jwt = token({ issuedAt: NOW - DAY })
    store.signedIn({ jwt, downloadToken: 'dl-1' }, profile)
    expect(heard).toHaveLength(1)
    expect(store.current()).toEqual({ _tag: 'SignedIn', token: jwt, profile })
    expect(store.validToken()).toBe(jwt)
    expect(JSON.parse(storage.local.get('downloadToken') ?? '')).toBe('dl-1')
  })

  it('returns the same view object until the session changes (useSyncExternalStore needs it)', () => {
    const { store } = setup()
    store.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, profile)
    expect(store.current()).toBe(store.current())
  })

  it('counts an expired or provisional token as signed out', () => {
    const expired = JSON.stringify(token({ issuedAt: NOW - 40 * DAY }))
    expect(setup({ local: { jwt: expired } }).store.validToken()).toBeNull()
    const provisional = JSON.stringify(token({ issuedAt: NOW, tmp: true }))
    expect(setup({ local: { jwt: provisional } }).store.current()._tag).toBe('SignedOut')
  })

  it('becomes signed out once the token expires on the clock', () => {
    const { store, clock } = setup()
    store.signedIn({ jwt: token({ issuedAt: NOW, lifetime: DAY }), downloadToken: 'dl' }, profile)
    clock.advance(DAY + 1)
    expect(store.current()._tag).toBe('SignedOut')
  })

  it('clears jwt, downloadToken and profile from both scopes on sign-out', () => {
    const { store, storage, heard } = setup({ session: { jwt: JSON.stringify(token({ issuedAt: NOW, tmp: true })) } })
    store.signedIn({ jwt: token({ issuedAt: NOW }), downloadToken: 'dl' }, profile)
    store.signedOut()
    expect(storage.local.snapshot()).toEqual({})
    expect(storage.session.snapshot()).toEqual({})
    expect(store.current()._tag).toBe('SignedOut')
    expect(heard).toHaveLength(2)
  })

  it('follows another tab signing in and out, and ignores keys that are not the session', () => {
    const { store, storage, heard } = setup()
    storage.local.externalChange('dark', 'true')
    expect(heard).toHaveLength(0)
    const jwt = token({ issuedAt: NOW })
    storage.local.externalChange('jwt', JSON.stringify(jwt))
    expect(heard).toHaveLength(1)
    expect(store.validToken()).toBe(jwt)
    storage.local.externalChange('jwt', null)
    expect(heard).toHaveLength(2)
    expect(store.current()._tag).toBe('SignedOut')
  })
})
