import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../adapters/memory/index'
import { ApiErrors } from '../../../core/api/errors'
import { enUS } from '../../../core/i18n/en-US'
import { SignUpFormSchema } from '../../../core/identity/forms'
import { checkForm } from '../../../core/forms/formCheck'
import { CurrentPasswordSchema, deleteAccountFormSchema, NameFormSchema } from '../../../core/accounts/forms'
import { clearNameDraft, readNameDraft, writeNameDraft } from '../../../core/accounts/nameDraft'
import { newPasswordErrors, withNewPassword } from '../../../core/identity/newPassword'
import { accountFailureOf } from '../../../machines/accounts/accountFailures'

describe('a new password typed twice (spec section 5)', () => {
  it('is required, long enough and matched', () => {
    expect(newPasswordErrors('', '', null)).toEqual({ password: 'signIn.error.passwordRequired' })
    expect(newPasswordErrors('short', 'short', null)).toEqual({ password: 'signIn.error.passwordTooShort' })
    expect(newPasswordErrors('violet kettle', 'violet kettel', 3)).toEqual({ confirm: 'signIn.error.passwordsDoNotMatch' })
    expect(newPasswordErrors('x'.repeat(1025), 'x'.repeat(1025), null)).toEqual({ password: 'password.error.tooLong' })
  })

  it('is not complex enough when scored weak, and left to the server while the score is unknown', () => {
    expect(newPasswordErrors('password1', 'password1', 1)).toEqual({ password: 'password.error.notComplex' })
    expect(newPasswordErrors('password1', 'password1', 0)).toEqual({ password: 'password.error.notComplex' })
    expect(newPasswordErrors('password1', 'password1', null)).toEqual({})
    expect(newPasswordErrors('violet kettle', 'violet kettle', 2)).toEqual({})
    expect(enUS['password.error.notComplex']).toBe('Password is not complex enough.')
  })

  it('joins the other fields\' problems, and a valid form gains the password', () => {
    const values = { firstName: 'Ada', lastName: '', email: 'ada@example.com', password: 'violet kettle', confirm: 'violet' }
    expect(withNewPassword(checkForm(SignUpFormSchema, values), values, () => 4)).toEqual({
      ok: false,
      errors: { lastName: 'signIn.error.lastNameRequired', confirm: 'signIn.error.passwordsDoNotMatch' },
    })
    const valid = { ...values, lastName: 'Lovelace', confirm: 'violet kettle' }
    expect(withNewPassword(checkForm(SignUpFormSchema, valid), valid, () => 3)).toEqual({
      ok: true,
      value: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'violet kettle' },
    })
  })
})

describe('the account page forms', () => {
  it('need both names, trimmed', () => {
    expect(checkForm(NameFormSchema, { firstName: ' ', lastName: '' })).toEqual({
      ok: false,
      errors: { firstName: 'signIn.error.firstNameRequired', lastName: 'signIn.error.lastNameRequired' },
    })
    expect(checkForm(NameFormSchema, { firstName: ' Ada ', lastName: 'King' })).toEqual({ ok: true, value: { firstName: 'Ada', lastName: 'King' } })
  })

  it('refuse a control character in a name or a new password with a catalogue message', () => {
    expect(checkForm(NameFormSchema, { firstName: 'Ann\u0000', lastName: 'Lee' })).toEqual({ ok: false, errors: { firstName: 'error.unsafeText' } })
    expect(newPasswordErrors('violet kettle\u001b', 'violet kettle\u001b', 4)).toEqual({ password: 'error.unsafeText' })
  })

  it('need the current password to change it', () => {
    expect(checkForm(CurrentPasswordSchema, { currentPassword: '' })).toEqual({ ok: false, errors: { currentPassword: 'password.error.currentRequired' } })
    expect(enUS['password.error.currentRequired']).toBe('Current password is required.')
  })

  it('say why the server refused (the account forms\' failure texts, machines/accounts/accountFailures.ts)', () => {
    const accountFailureMessage = (error: unknown) => accountFailureOf(error).message
    expect(accountFailureMessage(ApiErrors.http(403, 'auth.currentPasswordWrong'))).toBe('auth.error.currentPasswordWrong')
    expect(accountFailureMessage(ApiErrors.http(400, 'auth.passwordTooWeak'))).toBe('password.error.notComplex')
    expect(accountFailureMessage(ApiErrors.http(400, 'auth.currentPasswordRequired'))).toBe('password.error.currentRequired')
    expect(accountFailureMessage(ApiErrors.http(429))).toBe('auth.error.rateLimited')
    expect(accountFailureMessage(ApiErrors.http(500))).toBe('accountSettings.error.saveFailed')
    expect(accountFailureMessage(ApiErrors.network(new Error('down')))).toBe('accountSettings.error.saveFailed')
  })
})

describe('the unsaved name draft', () => {
  it('is kept per account until saved, and a damaged one is ignored', () => {
    const { session } = memoryStorage()
    expect(readNameDraft(session, 'u1')).toBeNull()
    writeNameDraft(session, 'u1', { firstName: 'Augusta', lastName: 'King' })
    expect(readNameDraft(session, 'u1')).toEqual({ firstName: 'Augusta', lastName: 'King' })
    expect(readNameDraft(session, 'u2')).toBeNull()
    clearNameDraft(session, 'u1')
    expect(readNameDraft(session, 'u1')).toBeNull()
    session.set('accountDraft.name.u1', '{not json')
    expect(readNameDraft(session, 'u1')).toBeNull()
  })
})

describe('the account deletion\'s confirmation', () => {
  const schema = deleteAccountFormSchema('Ada.Lovelace@Example.com')
  it('is the account\'s email typed again, any case, spaces around it ignored', () => {
    expect(checkForm(schema, { email: '  ada.lovelace@example.COM ' })).toEqual({ ok: true, value: { email: 'ada.lovelace@example.COM' } })
  })
  it('is required, and another address is refused with its own message', () => {
    expect(checkForm(schema, { email: ' ' })).toEqual({ ok: false, errors: { email: 'accountSettings.delete.emailRequired' } })
    expect(checkForm(schema, { email: 'ada@example.com' })).toEqual({ ok: false, errors: { email: 'accountSettings.delete.emailMismatch' } })
    expect(enUS['accountSettings.delete.emailMismatch']).toBeTruthy()
  })
})
