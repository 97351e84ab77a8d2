import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'
import type { ApiError, ApiIssue } from './contract'

/** Constructors of the tagged API errors. */
export const ApiErrors = {
  network: (cause?: unknown): ApiError => ({ _tag: 'NetworkError', cause }),
  http: (status: number, code?: string, issues?: readonly ApiIssue[]): ApiError => ({
    _tag: 'HttpError',
    status,
    ...(code === undefined ? {} : { code }),
    ...(issues === undefined || issues.length === 0 ? {} : { issues }),
  }),
  decode: (issues: readonly string[]): ApiError => ({ _tag: 'DecodeError', issues }),
  taint: (): ApiError => ({ _tag: 'TaintError' }),
  aborted: (): ApiError => ({ _tag: 'Aborted' }),
} as const

const API_ERROR_TAGS = new Set(['NetworkError', 'HttpError', 'DecodeError', 'TaintError', 'Aborted'])

/** True for the values an ApiClient method rejects with (anything else is a programming error). */
export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && API_ERROR_TAGS.has((value as { _tag?: unknown })._tag as string)

/** A message to show for an API error, as a catalogue id and its values. */
export interface ErrorMessage {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, string | number>>
}

/** Maps an API error to the catalogue message the UI shows for it (spec section 8). Pure. */
export const messageForApiError = (error: ApiError): ErrorMessage => {
  switch (error._tag) {
    case 'NetworkError':
      return { id: 'network.unreachable' }
    case 'HttpError':
      return { id: 'network.requestFailed', values: { code: error.status } }
    case 'DecodeError':
      return { id: 'error.unexpected' }
    case 'TaintError':
      return { id: 'network.taintEnabled' }
    case 'Aborted':
      return { id: 'network.aborted' }
  }
}

/** Valibot issues as short "path: message" lines, for DecodeError. */
export const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string[] =>
  issues.map((issue) => {
    const path = v.getDotPath(issue)
    return path ? `${path}: ${issue.message}` : issue.message
  })
