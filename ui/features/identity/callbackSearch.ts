/** The query a provider returns to /login/callback/{provider} with: a code and the state, or an error. */
export interface CallbackSearch {
  readonly code?: string
  readonly state?: string
  readonly error?: string
}

const KEYS = ['code', 'state', 'error'] as const

/** validateSearch of the callback route (on the first screen's router, so kept tiny): non-empty strings only. */
export const validateCallbackSearch = (search: Record<string, unknown>): CallbackSearch =>
  Object.fromEntries(KEYS.flatMap((key) => (typeof search[key] === 'string' && search[key] !== '' ? [[key, search[key]]] : [])))
