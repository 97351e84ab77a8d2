import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import { ImpersonationFormSchema, impersonationProblem } from '../../../core/devtools'

describe('the debug panel\'s sign-in as another account', () => {
  test('takes an email and a key; refuses either missing or a malformed email', () => {
    expect(v.parse(ImpersonationFormSchema, { email: ' ada@example.com ', key: 'k' })).toEqual({ email: 'ada@example.com', key: 'k' })
    for (const form of [{ email: '', key: 'k' }, { email: 'ada@example.com', key: '' }, { email: 'not an email', key: 'k' }]) {
      expect(v.safeParse(ImpersonationFormSchema, form).success).toBe(false)
    }
  })

  test('says why it failed: not an administrator (403), no such account or not the key (401), or the call', () => {
    expect(impersonationProblem(ApiErrors.http(403, 'auth.impersonationForbidden'))).toBe('devtools.impersonateForbidden')
    expect(impersonationProblem(ApiErrors.http(401, 'auth.invalidCredentials'))).toBe('devtools.impersonateRefused')
    expect(impersonationProblem(ApiErrors.http(429, 'auth.rateLimited'))).toBe('devtools.impersonateFailed')
    expect(impersonationProblem(ApiErrors.network())).toBe('devtools.impersonateFailed')
    expect(impersonationProblem(new Error('boom'))).toBe('devtools.impersonateFailed')
  })
})
