import * as v from 'valibot'
import { EnvConfigSchema } from '../env/schema'
import { SearchTermsSchema } from '../search'

/**
 * Every key Hireflow keeps in key-value storage, with its scope and schema. Values are stored as JSON.
 * Read and write them through readStored/writeStored so they are validated both ways.
 */
export const STORED = {
  /** The last good GET /env answer (local storage). */
  envConfig: { scope: 'local', key: 'hireflow.env', schema: EnvConfigSchema },
  /** The user's dark-mode choice (local storage); absent means "follow the system". */
  darkMode: { scope: 'local', key: 'dark', schema: v.boolean() },
  /** What was typed into the search form but not yet searched (session storage): survives a reload. */
  searchDraft: { scope: 'session', key: 'hireflow.searchDraft', schema: SearchTermsSchema },
} as const

// The jobs saved while signed out: only the key lives in core/storage (core/savedJobs has their schema and rules).
export { DEVICE_SAVED_JOBS_KEY } from './deviceSavedJobsKey'
