import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SESSION_REFRESH_AFTER_MS } from '../../../core/constants'
import {
  isInvalidEmailLogin,
  isLoggedIn,
  isProvisional,
  isUsable,
  isUserSwitch,
  msUntilExpiry,
  msUntilRefreshDue,
  needsRefresh,
  sessionKindOf,
  type SessionClaims,
  type UserId,
} from '../../../core/session'

const claims = (overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  sub: 'user-1' as UserId,
  email: 'ada@example.com',
  iat: 1_000,
  exp: 2_000,
  ...overrides,
})
const claimsArb = fc.record({
  sub: fc.option(fc.constantFrom('user-1', 'user-2').map((sub) => sub as UserId), { nil: undefined }),
  email: fc.option(fc.constantFrom('ada@example.com', 'ADA@example.com ', 'bob@example.com'), { nil: undefined }),
  iat: fc.integer({ min: 0, max: 400_000 }),
  exp: fc.integer({ min: 0, max: 400_000 }),
  tmp: fc.option(fc.boolean(), { nil: undefined }),
})
const nowArb = fc.integer({ min: 0, max: 400_000_000 })

describe('isUsable, isLoggedIn, isProvisional', () => {
  it('a token is usable only while exp is in the future', () => {
    expect(isUsable(claims(), 1_999_999)).toBe(true)
    expect(isUsable(claims(), 2_000_000)).toBe(false)
  })

  it('logged in means usable, with a subject and no tmp', () => {
    expect(isLoggedIn(claims(), 1_500_000)).toBe(true)
    expect(isLoggedIn(claims({ tmp: true }), 1_500_000)).toBe(false)
    expect(isLoggedIn(claims({ tmp: false }), 1_500_000)).toBe(true)
    expect(isLoggedIn(claims({ sub: undefined }), 1_500_000)).toBe(false)
    expect(isLoggedIn(claims(), 2_000_000)).toBe(false)
  })

  it('property: logged in implies usable and not provisional', () => {
    fc.assert(fc.property(claimsArb, nowArb, (c, now) => !isLoggedIn(c, now) || (isUsable(c, now) && !isProvisional(c))))
  })
})

describe('needsRefresh', () => {
  it('is due strictly more than 24 h after iat, and the delay lands on the first due millisecond', () => {
    const c = claims({ iat: 1_000, exp: 1_000_000 })
    const dayAfter = 1_000_000 + SESSION_REFRESH_AFTER_MS
    expect(needsRefresh(c, dayAfter)).toBe(false)
    expect(needsRefresh(c, dayAfter + 1)).toBe(true)
    expect(msUntilRefreshDue(c, 1_000_000)).toBe(SESSION_REFRESH_AFTER_MS + 1)
  })

  it('property: waiting msUntilRefreshDue (or msUntilExpiry) makes it due (or unusable)', () => {
    fc.assert(
      fc.property(claimsArb, nowArb, (c, now) => {
        expect(needsRefresh(c, now + msUntilRefreshDue(c, now))).toBe(true)
        expect(isUsable(c, now + msUntilExpiry(c, now))).toBe(false)
      }),
    )
  })
})

describe('sessionKindOf, isUserSwitch, isInvalidEmailLogin', () => {
  const now = 1_500_000
  const tmp = claims({ tmp: true })

  it('names the session the tokens make', () => {
    expect(sessionKindOf({ main: null, provisional: null }, now)).toBe('anonymous')
    expect(sessionKindOf({ main: claims(), provisional: null }, now)).toBe('loggedIn')
    expect(sessionKindOf({ main: claims(), provisional: tmp }, now)).toBe('loggedIn')
    expect(sessionKindOf({ main: null, provisional: tmp }, now)).toBe('provisional')
    expect(sessionKindOf({ main: tmp, provisional: null }, now)).toBe('provisional')
    expect(sessionKindOf({ main: null, provisional: claims() }, now)).toBe('anonymous')
    expect(sessionKindOf({ main: claims(), provisional: tmp }, 2_000_000)).toBe('anonymous')
  })

  it('flags a user switch when the provisional session belongs to someone else', () => {
    expect(isUserSwitch({ main: claims(), provisional: claims({ tmp: true, email: 'bob@example.com' }) }, now)).toBe(true)
    expect(isUserSwitch({ main: claims(), provisional: claims({ tmp: true, email: ' ADA@example.com' }) }, now)).toBe(false)
    expect(isUserSwitch({ main: claims({ email: undefined }), provisional: claims({ tmp: true, sub: 'user-2' as UserId }) }, now)).toBe(true)
    expect(isUserSwitch({ main: null, provisional: tmp }, now)).toBe(false)
    expect(isUserSwitch({ main: claims(), provisional: claims({ tmp: true, email: 'bob@example.com' }) }, 2_000_000)).toBe(false)
  })

  it('flags an invalid email login when a link was used without a valid provisional session', () => {
    expect(isInvalidEmailLogin(true, { main: claims(), provisional: null }, now)).toBe(true)
    expect(isInvalidEmailLogin(true, { main: null, provisional: tmp }, now)).toBe(false)
    expect(isInvalidEmailLogin(true, { main: null, provisional: tmp }, 2_000_000)).toBe(true)
    expect(isInvalidEmailLogin(false, { main: null, provisional: null }, now)).toBe(false)
  })
})
