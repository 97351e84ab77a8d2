import { describe, expect, it } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import { enUS } from '../../../core/i18n/en-US'
import { checkResetPasswordForm, linkFailureMessage } from '../../../core/identity/forms'
import { checkForm, EmailFormSchema } from '../../../core/forms/formCheck'

describe('the forgot-password and sign-in-link forms', () => {
  it('need a valid email address', () => {
    expect(checkForm(EmailFormSchema, { email: '' })).toEqual({ ok: false, errors: { email: 'signIn.error.emailRequired' } })
    expect(checkForm(EmailFormSchema, { email: 'ada@' })).toEqual({ ok: false, errors: { email: 'signIn.error.emailInvalid' } })
    expect(checkForm(EmailFormSchema, { email: ' ada@example.com ' })).toEqual({ ok: true, value: { email: 'ada@example.com' } })
  })
})

describe('the reset-password form', () => {
  it('asks for the reset code and the password', () => {
    expect(checkResetPasswordForm({ code: ' ', password: '', confirm: '' })).toEqual({
      ok: false,
      errors: { code: 'signIn.error.resetCodeRequired', password: 'signIn.error.passwordRequired' },
    })
    expect(enUS['signIn.error.resetCodeRequired']).toBe('Reset code is required.')
  })

  it('refuses a short password and a confirmation that differs, together with other problems', () => {
    expect(checkResetPasswordForm({ code: '12345a', password: 'short', confirm: 'shirt' })).toEqual({
      ok: false,
      errors: { code: 'auth.error.invalidCode', password: 'signIn.error.passwordTooShort', confirm: 'signIn.error.passwordsDoNotMatch' },
    })
    expect(checkResetPasswordForm({ code: '', password: 'long enough', confirm: 'long enougH' }).ok).toBe(false)
    expect(enUS['signIn.error.passwordsDoNotMatch']).toBe('Passwords do not match.')
  })

  it('refuses a control character in the new password with a catalogue message', () => {
    expect(checkResetPasswordForm({ code: '123456', password: 'long enough\u0000', confirm: 'long enough\u0000' })).toEqual({
      ok: false,
      errors: { password: 'error.unsafeText' },
    })
  })

  it('passes the trimmed code and the password as typed', () => {
    expect(checkResetPasswordForm({ code: ' 123456 ', password: ' long enough ', confirm: ' long enough ' })).toEqual({
      ok: true,
      value: { code: '123456', password: ' long enough ', confirm: ' long enough ' },
    })
  })
})

describe('linkFailureMessage', () => {
  it('says the link is spent, the user was not found when no token came back, or too many tries', () => {
    expect(linkFailureMessage(ApiErrors.http(401, 'auth.invalidLink'))).toBe('auth.error.invalidLink')
    expect(linkFailureMessage(ApiErrors.http(400))).toBe('auth.error.invalidLink')
    expect(linkFailureMessage(ApiErrors.http(429, 'auth.rateLimited'))).toBe('auth.error.rateLimited')
    expect(linkFailureMessage({ _tag: 'DecodeError', issues: ['jwt: missing'] })).toBe('session.problem.userNotFound')
    expect(enUS['session.problem.userNotFound']).toBe('User not found.')
    expect(linkFailureMessage(ApiErrors.network(new Error('down')))).toBe('signIn.error.failed')
  })
})
