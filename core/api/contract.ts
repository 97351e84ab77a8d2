import type { MessageId } from '../i18n/en-US'

/** Failures of an API call, as tagged values. Handle by `_tag`, never by message text. */
export type ApiError =
  | { readonly _tag: 'NetworkError'; readonly cause?: unknown }
  | { readonly _tag: 'HttpError'; readonly status: number; readonly code?: string }
  | { readonly _tag: 'DecodeError'; readonly issues: readonly string[] }
  | { readonly _tag: 'TaintError' }
  | { readonly _tag: 'Aborted' }

/** A notice the client raises for the UI to show as a toast (message id + values). */
export interface ApiNotice {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, string | number>>
}
