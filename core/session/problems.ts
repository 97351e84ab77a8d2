import type { SessionMessageId } from '../i18n/messages/session'

/** Login problems (spec section 8). Each one logs the user out with itself as the reason. */
export type LoginProblem =
  | { readonly _tag: 'UserNotFound' }
  | { readonly _tag: 'RefreshUserFailed'; readonly detail: string }
  | { readonly _tag: 'LoginFailed'; readonly detail: string }
  | { readonly _tag: 'RefreshJwtFailed'; readonly detail: string }

/**
 * A short technical description of a failure for a problem's {detail}: an ApiError's tag (and status),
 * an Error's message, or the text itself. Never the user-facing message of the failure.
 */
export const describeFailure = (error: unknown): string => {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { _tag, status, message } = error as { _tag?: unknown; status?: unknown; message?: unknown }
    if (typeof _tag === 'string') return typeof status === 'number' ? `${_tag} ${status}` : _tag
    if (typeof message === 'string') return message
  }
  return 'unknown'
}

/** Constructors of the login problems. */
export const LoginProblems = {
  userNotFound: (): LoginProblem => ({ _tag: 'UserNotFound' }),
  refreshUserFailed: (cause: unknown): LoginProblem => ({ _tag: 'RefreshUserFailed', detail: describeFailure(cause) }),
  loginFailed: (cause: unknown): LoginProblem => ({ _tag: 'LoginFailed', detail: describeFailure(cause) }),
  refreshJwtFailed: (cause: unknown): LoginProblem => ({ _tag: 'RefreshJwtFailed', detail: describeFailure(cause) }),
} as const

/** The catalogue message for a login problem, with its values. Pure. */
export const messageForLoginProblem = (
  problem: LoginProblem,
): { readonly id: SessionMessageId; readonly values?: { readonly detail: string } } => {
  switch (problem._tag) {
    case 'UserNotFound':
      return { id: 'session.problem.userNotFound' }
    case 'RefreshUserFailed':
      return { id: 'session.problem.refreshUserFailed', values: { detail: problem.detail } }
    case 'LoginFailed':
      return { id: 'session.problem.loginFailed', values: { detail: problem.detail } }
    case 'RefreshJwtFailed':
      return { id: 'session.problem.refreshJwtFailed', values: { detail: problem.detail } }
  }
}
