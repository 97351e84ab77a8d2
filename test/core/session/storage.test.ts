import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../adapters/memory'
import {
  clearStoredSession,
  isSessionKey,
  ProfileWireSchema,
  readStoredProfile,
  readStoredTokens,
  storeIssuedTokens,
  storeProfile,
} from '../../../core/session'
import * as v from 'valibot'
import { aProfile } from './profiles'
import { token } from './tokens'

const full = token({ issuedAt: 0 })
const tmp = token({ issuedAt: 0, tmp: true })
const profile = aProfile({ location: { city: 'Austin', state: 'TX' } })

describe('session storage', () => {
  it('keeps a full token in local storage and a tmp one in this tab, as JSON', () => {
    const storage = memoryStorage()
    storeIssuedTokens(storage, { jwt: full, downloadToken: 'dl' })
    storeIssuedTokens(storage, { jwt: tmp, downloadToken: null })
    expect(storage.local.snapshot()).toEqual({ jwt: JSON.stringify(full), downloadToken: JSON.stringify('dl') })
    expect(storage.session.snapshot()).toEqual({ jwt: JSON.stringify(tmp) })
    expect(readStoredTokens(storage)).toEqual({ token: full, provisionalToken: tmp })
  })

  it('reads invalid stored values as missing', () => {
    const storage = memoryStorage({ local: { jwt: 'not json', profile: '{"id":1}' }, session: { jwt: '"a.b"' } })
    expect(readStoredTokens(storage)).toEqual({ token: null, provisionalToken: null })
    expect(readStoredProfile(storage)).toBeNull()
  })

  it('reads a cached profile of an older shape (no names, no hasPassword) as missing, so the session loads it again', () => {
    const older = { id: 'user-1', email: 'ada@example.com', location: null, admin: false }
    const storage = memoryStorage({ local: { profile: JSON.stringify(older) } })
    expect(readStoredProfile(storage)).toBeNull()
  })

  it('caches the profile and reads it back', () => {
    const storage = memoryStorage()
    storeProfile(storage, profile)
    expect(readStoredProfile(storage)).toEqual(profile)
  })

  it('clears jwt, downloadToken and profile in both scopes, and nothing else', () => {
    const storage = memoryStorage({ local: { dark: 'true', utm: '"x"' }, session: { utm_source: '"y"' } })
    storeIssuedTokens(storage, { jwt: full, downloadToken: 'dl' })
    storeIssuedTokens(storage, { jwt: tmp, downloadToken: 'dl2' })
    storeProfile(storage, profile)
    clearStoredSession(storage)
    expect(storage.local.snapshot()).toEqual({ dark: 'true', utm: '"x"' })
    expect(storage.session.snapshot()).toEqual({ utm_source: '"y"' })
  })

  it('knows which keys are the session', () => {
    expect([isSessionKey('jwt'), isSessionKey('profile'), isSessionKey(null), isSessionKey('dark')]).toEqual([true, true, true, false])
  })
})

describe('ProfileWireSchema', () => {
  const wire = { id: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', admin: false, hasPassword: true }

  it('maps the wire _location to location and keeps every field the server sends, and only those', () => {
    const parsed = v.parse(ProfileWireSchema, { ...wire, _location: { city: 'Austin', zip: '78701', region: 'x' }, extra: 1 })
    expect(parsed).toEqual({ ...wire, location: { city: 'Austin', zip: '78701' } })
    expect(v.parse(ProfileWireSchema, { ...wire, _location: null }).location).toBeNull()
  })

  it('refuses a profile missing a field the server always sends', () => {
    for (const field of ['firstName', 'lastName', 'admin', 'hasPassword', '_location'] as const) {
      const { [field]: _left, ...partial } = { ...wire, _location: null }
      expect(v.safeParse(ProfileWireSchema, partial).success, field).toBe(false)
    }
  })
})
