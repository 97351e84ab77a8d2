import type { ApiError } from '../../core/api/contract'
import { isApiError } from '../../core/api/errors'
import type { MessageId } from '../../core/i18n/en-US'

/**
 * Why a call failed, as the machines keep it: the ApiError's `_tag`, and an HttpError's status and the server's
 * `code`. Never its message text, and nothing that is not plain data (no `cause`). A rejection that is not an
 * ApiError (a bug at the edge) is `UnexpectedError`.
 */
export type CallError =
  | { readonly _tag: 'HttpError'; readonly status: number; readonly code?: string }
  | { readonly _tag: Exclude<ApiError['_tag'], 'HttpError'> | 'UnexpectedError' }

/** A form's failure texts, looked up by the error's tag and code (never its text). */
export interface FailureMessages {
  /** By an HttpError's `code` (the server's reason), looked up first. */
  readonly byCode?: Readonly<Record<string, MessageId>>
  /** By an HttpError's status, when its code has no text of its own (e.g. 429 without a code). */
  readonly byStatus?: Readonly<Record<number, MessageId>>
  /** By the tag of any other ApiError (NetworkError, DecodeError, TaintError, Aborted). */
  readonly byTag?: Readonly<Partial<Record<CallError['_tag'], MessageId>>>
  /** Everything else. */
  readonly fallback: MessageId
}

/** The tagged error of a rejected call, reduced to plain data. */
export const callErrorOf = (error: unknown): CallError => {
  if (!isApiError(error)) return { _tag: 'UnexpectedError' }
  if (error._tag !== 'HttpError') return { _tag: error._tag }
  return error.code === undefined ? { _tag: 'HttpError', status: error.status } : { _tag: 'HttpError', status: error.status, code: error.code }
}

/** The message id for a call error: by code, then status, then tag, then the fallback. Pure. */
export const failureMessageOf = (error: CallError, messages: FailureMessages): MessageId => {
  if (error._tag !== 'HttpError') return messages.byTag?.[error._tag] ?? messages.fallback
  const byCode = error.code === undefined ? undefined : messages.byCode?.[error.code]
  return byCode ?? messages.byStatus?.[error.status] ?? messages.fallback
}

/** The failure of a form or flow: the tagged error and the message id shown for it. */
export interface Failure {
  readonly error: CallError
  readonly message: MessageId
}

/** The failure a rejected call leaves, by `messages`. */
export const callFailureOf = (error: unknown, messages: FailureMessages): Failure => {
  const callError = callErrorOf(error)
  return { error: callError, message: failureMessageOf(callError, messages) }
}
