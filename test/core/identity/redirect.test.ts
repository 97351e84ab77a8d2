import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '../../../core/identity/redirect'

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectPath('/settings/account')).toBe('/settings/account')
    expect(safeRedirectPath('/search?what=nurse&where=Austin#r')).toBe('/search?what=nurse&where=Austin#r')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    ' /settings',
    'settings/account',
    '/login?redirect=/x',
    '',
  ])('sends %j home', (redirect) => {
    expect(safeRedirectPath(redirect)).toBe('/')
  })

  it('resolves dot segments as the browser would before deciding', () => {
    expect(safeRedirectPath('/settings/./account')).toBe('/settings/account')
    expect(safeRedirectPath('/settings/../login/sign-up')).toBe('/')
    expect(safeRedirectPath('/a/../..//evil.example')).toBe('/')
    expect(safeRedirectPath('/search?what=registered nurse')).toBe('/search?what=registered nurse')
  })

  it('sends anything that is not a string home', () => {
    expect(safeRedirectPath(undefined)).toBe('/')
    expect(safeRedirectPath(42)).toBe('/')
    expect(safeRedirectPath({ href: '/settings' })).toBe('/')
  })

  it('never leaves the site, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const path = safeRedirectPath(text)
        expect(path.startsWith('/')).toBe(true)
        expect(new URL(path, 'https://hireflow.test').origin).toBe('https://hireflow.test')
      }),
    )
  })
})
