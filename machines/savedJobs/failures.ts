import type { ApiNotice } from '../../core/api'
import type { SavedJobChange } from '../../core/savedJobs'

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined

/** The toast of a refused change: the full list has its own text; anything else says which change failed. */
export function failureNotice(change: SavedJobChange, error: unknown, cap: number): ApiNotice {
  if (codeOf(error) === 'savedJobs.full') return { id: 'saveJob.full', values: { cap } }
  return { id: change.kind === 'save' ? 'saveJob.saveFailed' : 'saveJob.unsaveFailed' }
}
