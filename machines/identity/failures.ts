import { isApiError } from '../../core/api/errors'
import type { MessageId } from '../../core/i18n/en-US'

/** Which call failed: the same status means different things for a password, a code, a link or a mail. */
export type FailedCall = 'password' | 'code' | 'link' | 'mail' | 'reset'

/** The server's error codes with a text of their own (core/i18n/messages/auth.ts). */
const CODE_MESSAGES: Readonly<Record<string, MessageId>> = {
  'auth.rateLimited': 'auth.error.rateLimited',
  'auth.invalidCode': 'auth.error.invalidCode',
  'auth.invalidLink': 'auth.error.invalidLink',
  'auth.invalidCredentials': 'auth.error.invalidCredentials',
  'auth.emailNotVerified': 'auth.error.emailNotVerified',
  'auth.providerUnavailable': 'auth.error.providerUnavailable',
  'auth.passwordTooWeak': 'password.error.notComplex',
}

/**
 * The message for a refused or failed auth call, by the error's tag, status and code (never its text). A link
 * answer without a token is "User not found." (spec section 5); any other refused link is spent.
 */
export const failureOf = (call: FailedCall, error: unknown): MessageId => {
  if (!isApiError(error)) return 'signIn.error.failed'
  if (call === 'link' && error._tag === 'DecodeError') return 'session.problem.userNotFound'
  if (error._tag !== 'HttpError') return 'signIn.error.failed'
  if (error.status === 429) return 'auth.error.rateLimited'
  const byCode = error.code === undefined ? undefined : CODE_MESSAGES[error.code]
  if (call === 'link') return 'auth.error.invalidLink'
  if (byCode !== undefined) return byCode
  if (call === 'password' && error.status === 401) return 'auth.error.invalidCredentials'
  if ((call === 'code' || call === 'reset') && (error.status === 400 || error.status === 401)) return 'auth.error.invalidCode'
  return 'signIn.error.failed'
}
