import type { MessageId } from '../i18n/en-US'

/** A problem the server found with one field of what was sent: its dotted path and (for our schemas) a catalogue id. */
export interface ApiIssue {
  readonly path: string
  readonly message: string
}

/**
 * Failures of an API call, as tagged values. Handle by `_tag`, never by message text. An HttpError carries the
 * server's `code` and, for a refused body (400 request.invalid), its `issues` field by field.
 */
export type ApiError =
  | { readonly _tag: 'NetworkError'; readonly cause?: unknown }
  | { readonly _tag: 'HttpError'; readonly status: number; readonly code?: string; readonly issues?: readonly ApiIssue[] }
  | { readonly _tag: 'DecodeError'; readonly issues: readonly string[] }
  | { readonly _tag: 'TaintError' }
  | { readonly _tag: 'Aborted' }

/** A notice the client raises for the UI to show as a toast (message id + values). */
export interface ApiNotice {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, string | number>>
  /** Good news (a greeting) or a failure; neither: information. Its toast's colour and place follow (spec 9). */
  readonly tone?: 'positive' | 'negative'
}
