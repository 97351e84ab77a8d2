import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decideAccess, encodeQueryValue, knownEmailOf, loginRedirectPath } from '../../../core/session'

const route = (href: string, requiresAuth = false, requiresAdmin = false) => ({ href, requiresAuth, requiresAdmin })
const anonymous = { loggedIn: false, admin: false, email: null }

describe('decideAccess', () => {
  it('allows public routes to anyone', () => {
    expect(decideAccess(route('/jobs'), anonymous)).toEqual({ _tag: 'Allowed' })
  })

  it('sends an anonymous visitor to sign in and back', () => {
    expect(decideAccess(route('/settings/account', true), anonymous)).toEqual({
      _tag: 'Redirected',
      to: '/login?redirect=/settings/account',
      because: 'loginRequired',
    })
  })

  it('requires login and the admin flag for admin routes', () => {
    expect(decideAccess(route('/admin', false, true), anonymous)).toMatchObject({ because: 'loginRequired' })
    expect(decideAccess(route('/admin', true, true), { loggedIn: true, admin: false, email: null })).toEqual({
      _tag: 'Redirected',
      to: '/',
      because: 'adminRequired',
    })
    expect(decideAccess(route('/admin', true, true), { loggedIn: true, admin: true, email: null })).toEqual({ _tag: 'Allowed' })
  })
})

describe('loginRedirectPath', () => {
  it('keeps slashes readable and escapes what would break the query', () => {
    expect(loginRedirectPath('/settings/account', 'ada+jobs@example.com')).toBe('/login?redirect=/settings/account&email=ada%2Bjobs@example.com')
    expect(loginRedirectPath('/jobs?what=a&b=c#top', null)).toBe('/login?redirect=/jobs?what%3Da%26b%3Dc%23top')
  })

  it('property: URLSearchParams reads back exactly the full target path and the email', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.option(fc.string({ unit: 'grapheme', minLength: 1 }), { nil: null }), (href, email) => {
        const [path, query] = loginRedirectPath(href, email).split(/\?(.*)/s)
        const params = new URLSearchParams(query)
        expect([path, params.get('redirect'), params.get('email')]).toEqual(['/login', href, email])
      }),
    )
  })

  it('encodeQueryValue leaves only query-safe characters unescaped', () => {
    fc.assert(fc.property(fc.string(), (text) => /^[A-Za-z0-9\-_.!~*'()%/?:@]*$/.test(encodeQueryValue(text))))
  })
})

describe('knownEmailOf', () => {
  it("takes the user's email, else the apply profile's, else the consulting profile's", () => {
    expect(knownEmailOf({ email: 'a@x.com', applyProfileEmail: 'b@x.com' })).toBe('a@x.com')
    expect(knownEmailOf({ email: ' ', applyProfileEmail: 'b@x.com', consultingProfileEmail: 'c@x.com' })).toBe('b@x.com')
    expect(knownEmailOf({ email: null, consultingProfileEmail: 'c@x.com' })).toBe('c@x.com')
    expect(knownEmailOf({})).toBeNull()
  })
})
