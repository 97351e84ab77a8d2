import * as v from 'valibot'
import type { FieldErrors, FormCheck } from '../forms'
import type { MessageId } from '../i18n/en-US'
import { isStrongEnough, PASSWORD_NOT_COMPLEX } from '../password'
import type { PasswordScore } from '../ports/passwordStrength'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './schemas'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text'

/** A new password's rules with the spec's messages: printable text of a length (complexity is scored separately). */
const NewPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty('signIn.error.passwordRequired'),
  safeText(UNSAFE_TEXT_MESSAGE),
  v.minLength(PASSWORD_MIN_LENGTH, 'signIn.error.passwordTooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password.error.tooLong'),
)

/** The problems of a new password typed twice (fields `password` and `confirm`). */
export type NewPasswordErrors = Partial<Record<'password' | 'confirm', MessageId>>

/**
 * Checks a new password and its confirmation: required, too short, not complex enough (when its score is
 * known: an unknown score is left to the server), and "Passwords do not match".
 */
export function newPasswordErrors(password: string, confirm: string, score: PasswordScore | null): NewPasswordErrors {
  const length = v.safeParse(NewPasswordSchema, password, { abortPipeEarly: true })
  const errors: NewPasswordErrors = {}
  if (!length.success) errors.password = length.issues[0].message as MessageId
  else if (score !== null && !isStrongEnough(score)) errors.password = PASSWORD_NOT_COMPLEX
  if (confirm !== password) errors.confirm = 'signIn.error.passwordsDoNotMatch'
  return errors
}

/**
 * Adds the new-password fields (`password`, `confirm`) to a form's check: their problems join the others', and
 * a valid form's value gains the password. `scoreOf` is the known score of a password (null: not known yet).
 */
export function withNewPassword<T, Field extends string>(
  checked: FormCheck<T, Field>,
  values: Readonly<Record<string, string>>,
  scoreOf: (password: string) => PasswordScore | null,
): FormCheck<T & { readonly password: string }, Field | 'password' | 'confirm'> {
  const password = values['password'] ?? ''
  const errors = newPasswordErrors(password, values['confirm'] ?? '', scoreOf(password))
  if (checked.ok && Object.keys(errors).length === 0) return { ok: true, value: { ...checked.value, password } }
  const all: FieldErrors<Field | 'password' | 'confirm'> = { ...(checked.ok ? {} : checked.errors) }
  if (errors.password) all.password = errors.password
  if (errors.confirm) all.confirm = errors.confirm
  return { ok: false, errors: all }
}
