import type { ApiError, ApiIssue } from '../../core/api/contract'
import { isApiError } from '../../core/api/errors'
import type { MessageId } from '../../core/i18n/en-US'

/**
 * Why a call failed, as the machines keep it: the ApiError's `_tag`, and an HttpError's status and the server's
 * `code`. Never its message text, and nothing that is not plain data (no `cause`). A rejection that is not an
 * ApiError (a bug at the edge) is `UnexpectedError`.
 */
export type CallError =
  | { readonly _tag: 'HttpError'; readonly status: number; readonly code?: string; readonly issues?: readonly ApiIssue[] }
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

/** The tagged error of a rejected call, reduced to plain data (an HttpError's issues are plain data too). */
export const callErrorOf = (error: unknown): CallError => {
  if (!isApiError(error)) return { _tag: 'UnexpectedError' }
  if (error._tag !== 'HttpError') return { _tag: error._tag }
  return {
    _tag: 'HttpError',
    status: error.status,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.issues === undefined ? {} : { issues: error.issues.map(({ path, message }) => ({ path, message })) }),
  }
}

/** What a field shows when the server refused it with a text that is not one of the catalogue's ids. */
export const FIELD_REFUSED_MESSAGE: MessageId = 'forms.error.fieldRefused'

/** A catalogue id's shape (`area.name`, `area.part.name`): our schemas' messages are ids; anything else is not shown as is. */
const CATALOGUE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/

/**
 * The fields a refused body's issues name, each with its first problem: the server's catalogue id, or
 * FIELD_REFUSED_MESSAGE for a text that is not one (valibot's own English). Issues about the whole body (path '')
 * name no field. Keyed by the dotted path, as the forms key their own problems (core/forms, core/profile checkSection).
 */
export const fieldErrorsOf = (error: CallError): Readonly<Record<string, MessageId>> => {
  const fields: Record<string, MessageId> = {}
  if (error._tag !== 'HttpError' || error.status !== 400) return fields
  for (const issue of error.issues ?? []) {
    if (issue.path === '' || issue.path in fields) continue
    fields[issue.path] = CATALOGUE_ID.test(issue.message) ? (issue.message as MessageId) : FIELD_REFUSED_MESSAGE
  }
  return fields
}

/** The message id for a call error: by code, then status, then tag, then the fallback. Pure. */
export const failureMessageOf = (error: CallError, messages: FailureMessages): MessageId => {
  if (error._tag !== 'HttpError') return messages.byTag?.[error._tag] ?? messages.fallback
  const byCode = error.code === undefined ? undefined : messages.byCode?.[error.code]
  return byCode ?? messages.byStatus?.[error.status] ?? messages.fallback
}

/**
 * The failure of a form or flow: the tagged error, the message id shown for it, and the fields the server refused
 * (each with its problem; empty unless a 400 named fields), which the form marks.
 */
export interface Failure {
  readonly error: CallError
  readonly message: MessageId
  readonly fields: Readonly<Record<string, MessageId>>
}

/** The failure a rejected call leaves, by `messages`. */
export const callFailureOf = (error: unknown, messages: FailureMessages): Failure => {
  const callError = callErrorOf(error)
  return { error: callError, message: failureMessageOf(callError, messages), fields: fieldErrorsOf(callError) }
}
