import { describe, expect, it } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import { enUS } from '../../../core/i18n/en-US'
import { checkForm } from '../../../core/forms/formCheck'
import { CodeFormSchema, loginFailureMessage, SignInFormSchema, SignUpFormSchema } from '../../../core/identity/forms'

describe('the sign-in form', () => {
  it('asks for an email and a password', () => {
    expect(checkForm(SignInFormSchema, { email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: 'signIn.error.emailRequired', password: 'signIn.error.passwordRequired' },
    })
  })

  it('refuses an invalid email address', () => {
    const checked = checkForm(SignInFormSchema, { email: 'ada@', password: 'x' })
    expect(checked).toEqual({ ok: false, errors: { email: 'signIn.error.emailInvalid' } })
    expect(enUS['signIn.error.emailInvalid']).toBe('Invalid email address.')
  })

  it('passes the trimmed email and the password as typed', () => {
    expect(checkForm(SignInFormSchema, { email: ' ada@example.com ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: ' secret ' },
    })
  })
})

describe('the sign-up and code forms', () => {
  it('need both names and an email', () => {
    expect(checkForm(SignUpFormSchema, { firstName: '', lastName: ' ', email: '' })).toEqual({
      ok: false,
      errors: {
        firstName: 'signIn.error.firstNameRequired',
        lastName: 'signIn.error.lastNameRequired',
        email: 'signIn.error.emailRequired',
      },
    })
  })

  it('refuse a control character in a name or the email with a catalogue message, so nothing is sent', () => {
    expect(checkForm(SignUpFormSchema, { firstName: 'Ann\u0000', lastName: 'Lee\ud800', email: 'ann@example.com\u0007' })).toEqual({
      ok: false,
      errors: { firstName: 'error.unsafeText', lastName: 'error.unsafeText', email: 'error.unsafeText' },
    })
    expect(enUS['error.unsafeText']).toBe('This contains a character that cannot be used here, such as an invisible control character. Remove it or type the text again.')
    expect(checkForm(SignUpFormSchema, { firstName: 'Zoë 👩\u200d💻', lastName: 'Nguyễn', email: 'zoe@example.com' }).ok).toBe(true)
  })

  it('need a code of digits', () => {
    expect(checkForm(CodeFormSchema, { code: '' })).toEqual({ ok: false, errors: { code: 'signIn.error.codeRequired' } })
    expect(checkForm(CodeFormSchema, { code: '12a456' })).toEqual({ ok: false, errors: { code: 'auth.error.invalidCode' } })
    expect(checkForm(CodeFormSchema, { code: ' 123456 ' })).toEqual({ ok: true, value: { code: '123456' } })
  })
})

describe('loginFailureMessage', () => {
  it('names wrong credentials, a wrong code, too many tries, and anything else', () => {
    expect(loginFailureMessage(ApiErrors.http(401, 'auth.invalidCredentials'))).toBe('auth.error.invalidCredentials')
    expect(loginFailureMessage(ApiErrors.http(401, 'auth.invalidCode'))).toBe('auth.error.invalidCode')
    expect(loginFailureMessage(ApiErrors.http(429, 'auth.rateLimited'))).toBe('auth.error.rateLimited')
    expect(loginFailureMessage(ApiErrors.http(500))).toBe('signIn.error.failed')
    expect(loginFailureMessage(ApiErrors.network(new Error('down')))).toBe('signIn.error.failed')
  })
})
