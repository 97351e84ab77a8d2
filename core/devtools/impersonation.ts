import * as v from 'valibot'
import { isApiError } from '../api/errors'
import type { MessageId } from '../i18n/en-US'
import { EmailSchema, PASSWORD_MAX_LENGTH } from '../identity'

/** The debug panel's "sign in as" form: the account's email and the server's impersonation key. */
export const ImpersonationFormSchema = v.object({
  email: EmailSchema,
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH)),
})
export type ImpersonationForm = v.InferOutput<typeof ImpersonationFormSchema>

/**
 * Why signing in as another account failed, as the panel says it: 403 the caller is no signed-in administrator, 401
 * no such account or not the key (or no key on this server), anything else the call itself.
 */
export const impersonationProblem = (error: unknown): MessageId => {
  if (!isApiError(error) || error._tag !== 'HttpError') return 'devtools.impersonateFailed'
  if (error.status === 403) return 'devtools.impersonateForbidden'
  if (error.status === 401) return 'devtools.impersonateRefused'
  return 'devtools.impersonateFailed'
}
