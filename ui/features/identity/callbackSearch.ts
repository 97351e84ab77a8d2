import type { CallbackSearch } from '../../../core/identity'

const KEYS = ['code', 'state', 'error'] as const

/** validateSearch of the callback route (on the first screen's router, so kept tiny): non-empty strings only. */
export const validateCallbackSearch = (search: Record<string, unknown>): CallbackSearch =>
  Object.fromEntries(KEYS.flatMap((key) => (typeof search[key] === 'string' && search[key] !== '' ? [[key, search[key]]] : [])))
