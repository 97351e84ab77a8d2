import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkForm, remainingErrors, type FieldErrors } from '../../../core/forms'
import { newPasswordErrors, SignUpFormSchema } from '../../../core/identity'
import type { MessageId } from '../../../core/i18n/en-US'

type Field = 'a' | 'b' | 'c'
const message = fc.constantFrom<MessageId>('signIn.error.emailInvalid', 'signIn.error.passwordTooShort', 'signIn.error.passwordsDoNotMatch')
const errors = fc.record<FieldErrors<Field>>({ a: message, b: message, c: message }, { requiredKeys: [] })

describe('remainingErrors (an error goes as soon as its field is valid again)', () => {
  it('keeps only fields shown before and still wrong now, each with its current problem', () => {
    fc.assert(
      fc.property(errors, errors, (shown, current) => {
        const remaining = remainingErrors(shown, current)
        for (const field of Object.keys(remaining) as Field[]) {
          expect(shown[field]).toBeDefined()
          expect(remaining[field]).toBe(current[field])
        }
        for (const field of Object.keys(shown) as Field[]) if (current[field] !== undefined) expect(remaining[field]).toBe(current[field])
      }),
    )
  })

  it('never marks a field that was not marked (typing is not a submit), and a valid form shows nothing', () => {
    fc.assert(fc.property(errors, (current) => void expect(remainingErrors({}, current)).toEqual({})))
    fc.assert(fc.property(errors, (shown) => void expect(remainingErrors(shown, {})).toEqual({})))
  })

  it('clears the sign-up form\'s email and password problems once they are fixed', () => {
    const bad = checkForm(SignUpFormSchema, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@' })
    const shown = { ...(bad.ok ? {} : bad.errors), ...newPasswordErrors('short', 'other', null) }
    expect(shown).toEqual({ email: 'signIn.error.emailInvalid', password: 'signIn.error.passwordTooShort', confirm: 'signIn.error.passwordsDoNotMatch' })
    const fixed = checkForm(SignUpFormSchema, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })
    const now = { ...(fixed.ok ? {} : fixed.errors), ...newPasswordErrors('violet kettle under marble', 'violet kettle under marble', 4) }
    expect(remainingErrors(shown, now)).toEqual({})
  })
})
