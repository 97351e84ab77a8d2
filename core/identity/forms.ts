import * as v from 'valibot'
import type { ApiError } from '../api/contract'
import { EMAIL_CODE_DIGITS, PASSWORD_MIN_LENGTH } from './schemas'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text'
import { checkForm, EmailField, required, type FormCheck } from '../forms'
import type { MessageId } from '../i18n/en-US'

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

/** The code verification form opened afresh (another tab, a reload of an old entry): the names are asked again. */
export const CodeWithNamesFormSchema = v.object({
  code: codeField('signIn.error.codeRequired'),
  firstName: required('signIn.error.firstNameRequired'),
  lastName: required('signIn.error.lastNameRequired'),
})

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
