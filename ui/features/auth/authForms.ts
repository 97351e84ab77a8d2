import * as v from 'valibot'
import type { ApiError } from '../../../core/api/contract'
import { EMAIL_CODE_DIGITS, PASSWORD_MIN_LENGTH } from '../../../core/identity'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../../../core/text'
import type { MessageId } from '../../../core/i18n/en-US'

/** A text field that must be filled; like the API, it refuses control characters (with a catalogue message). */
const required = (message: MessageId) => v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.nonEmpty(message))

const EmailField = v.pipe(required('signIn.error.emailRequired'), v.email('signIn.error.emailInvalid'))

/** The sign-in form: email and password (spec section 8's messages). */
export const SignInFormSchema = v.object({
  email: EmailField,
  password: v.pipe(v.string(), v.nonEmpty('signIn.error.passwordRequired')),
})

/** The sign-up form: names and email; the code comes by mail. */
export const SignUpFormSchema = v.object({
  firstName: required('signIn.error.firstNameRequired'),
  lastName: required('signIn.error.lastNameRequired'),
  email: EmailField,
})

const codeField = (requiredMessage: MessageId) =>
  v.pipe(required(requiredMessage), v.regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS},10}$`), 'auth.error.invalidCode'))

/** The code verification form. */
export const CodeFormSchema = v.object({ code: codeField('signIn.error.codeRequired') })

/** The forgot-password and sign-in-link forms: an email address to mail to. */
export const EmailFormSchema = v.object({ email: EmailField })

/** The reset form's fields: the mailed reset code and the new password, typed twice (spec section 8's messages). */
export const ResetPasswordFormSchema = v.object({
  code: codeField('signIn.error.resetCodeRequired'),
  password: v.pipe(
    v.string(),
    v.nonEmpty('signIn.error.passwordRequired'),
    safeText(UNSAFE_TEXT_MESSAGE),
    v.minLength(PASSWORD_MIN_LENGTH, 'signIn.error.passwordTooShort'),
  ),
  confirm: v.string(),
})

/** A form's fields, each with its first problem (a catalogue id). */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageId>>

/** The outcome of checking a form: its parsed values, or the first problem of each field. */
export type FormCheck<T, Field extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<Field> }

/** Checks the values of a form against its schema. */
export const checkForm = <T extends Record<string, unknown>>(
  schema: v.GenericSchema<unknown, T>,
  values: Record<string, unknown>,
): FormCheck<T, Extract<keyof T, string>> => {
  const parsed = v.safeParse(schema, values, { abortPipeEarly: true })
  if (parsed.success) return { ok: true, value: parsed.output }
  const errors: Record<string, MessageId> = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message as MessageId
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof T, string>> }
}

/** Why following a sign-in link failed: an answer without a token is "User not found." (spec section 8). */
export const linkFailureMessage = (error: ApiError): MessageId => {
  if (error._tag === 'DecodeError') return 'session.problem.userNotFound'
  if (error._tag !== 'HttpError') return 'signIn.error.failed'
  return error.status === 429 ? 'auth.error.rateLimited' : 'auth.error.invalidLink'
}

/** The message for a refused or failed login call. */
export const loginFailureMessage = (error: ApiError): MessageId => {
  if (error._tag !== 'HttpError') return 'signIn.error.failed'
  if (error.status === 429) return 'auth.error.rateLimited'
  if (error.code === 'auth.invalidCode') return 'auth.error.invalidCode'
  return error.status === 401 ? 'auth.error.invalidCredentials' : 'signIn.error.failed'
}

type ResetPasswordForm = v.InferOutput<typeof ResetPasswordFormSchema>

/** Checks the reset form: each field's first problem, and a confirmation that differs from the password. */
export const checkResetPasswordForm = (
  values: Record<string, unknown>,
): FormCheck<ResetPasswordForm, keyof ResetPasswordForm> => {
  const checked = checkForm(ResetPasswordFormSchema, values)
  if (values['password'] === values['confirm']) return checked
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), confirm: 'signIn.error.passwordsDoNotMatch' } }
}
