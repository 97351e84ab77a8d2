import { describe, expect, it } from 'vitest'
import { validateLoginSearch } from '../../../../ui/features/identity/loginSearch'
import { displayName } from '../../../../core/session/profileName'
import { aProfile } from '../../../core/session/profiles'

describe('validateLoginSearch', () => {
  it('keeps redirect and email when they are text, and drops the rest', () => {
    expect(validateLoginSearch({ redirect: '/settings/account', email: 'a@b.co', x: 1 })).toEqual({
      redirect: '/settings/account',
      email: 'a@b.co',
    })
    expect(validateLoginSearch({ redirect: 5, email: '' })).toEqual({})
  })

  it('keeps the token of a mailed sign-in link', () => {
    expect(validateLoginSearch({ token: 'abc_DEF-123', other: 'x' })).toEqual({ token: 'abc_DEF-123' })
    expect(validateLoginSearch({ token: ['a'] })).toEqual({})
  })
})

describe('displayName', () => {
  it('joins the names, or falls back to the email', () => {
    expect(displayName(aProfile({ firstName: ' Ada ', lastName: 'Lovelace' }))).toBe('Ada Lovelace')
    expect(displayName(aProfile({ firstName: '', lastName: ' ' }))).toBe('ada@example.com')
  })
})
