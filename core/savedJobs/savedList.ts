import type { Job, JobId, JobSummary } from '../search'
import { SAVED_JOBS_CAP, type DeviceSavedJob, type SavedJob } from './schemas'

/** What the user asked of one job: save it (with the card's data and the time) or unsave it. */
export type SavedJobChange =
  | { readonly kind: 'save'; readonly saved: SavedJob }
  | { readonly kind: 'unsave'; readonly jobId: JobId }

export const changedJobId = (change: SavedJobChange): JobId => (change.kind === 'save' ? change.saved.job.id : change.jobId)

export const isSaved = (list: readonly SavedJob[], jobId: JobId): boolean => list.some((entry) => entry.job.id === jobId)

/** The list after one change: a save goes first unless the job is saved already or the list is full. */
export function applyChange(list: readonly SavedJob[], change: SavedJobChange, cap = SAVED_JOBS_CAP): readonly SavedJob[] {
  if (change.kind === 'unsave') return isSaved(list, change.jobId) ? list.filter((entry) => entry.job.id !== change.jobId) : list
  if (isSaved(list, change.saved.job.id) || list.length >= cap) return list
  return [change.saved, ...list]
}

/** The list after the changes, in order: what the user sees while they are sent. */
export const applyChanges = (list: readonly SavedJob[], changes: readonly SavedJobChange[], cap = SAVED_JOBS_CAP): readonly SavedJob[] =>
  changes.reduce((current, change) => applyChange(current, change, cap), list)

const newestFirst = (a: { readonly savedAt: string }, b: { readonly savedAt: string }) => Date.parse(b.savedAt) - Date.parse(a.savedAt)

/**
 * The device's list merged into the account's at sign-in. The account keeps every job it has; the device's jobs it
 * lacks fill the room left under `cap`, newest first; the result is newest first. Merging again adds nothing.
 */
export function mergeSavedLists<T extends { readonly jobId: JobId; readonly savedAt: string }>(
  account: readonly T[],
  device: readonly T[],
  cap = SAVED_JOBS_CAP,
): T[] {
  const known = new Set(account.map((entry) => entry.jobId))
  const added: T[] = []
  for (const entry of [...device].sort(newestFirst)) {
    if (known.has(entry.jobId) || account.length + added.length >= cap) continue
    known.add(entry.jobId)
    added.push(entry)
  }
  return [...account, ...added].sort(newestFirst)
}

/** The device's list as the merge sends it. */
export const toDeviceJobs = (list: readonly SavedJob[]): DeviceSavedJob[] => list.map((entry) => ({ jobId: entry.job.id, savedAt: entry.savedAt }))

const SUMMARY_CHARS = 170

/**
 * A job page's job in the saved list's shape (a search card's). The list never shows the summary, so a plain cut
 * does; core/text's word-aware one would pull core/text into this lazy chunk (+0.5 KB on the first screen, see
 * docs/decisions.md). The account's list carries the server's summary anyway.
 */
export function summaryOf(job: Job | JobSummary): JobSummary {
  if ('summary' in job) return job
  const { description, ...fields } = job
  const summary = description.length <= SUMMARY_CHARS ? description : `${description.slice(0, SUMMARY_CHARS - 1)}…`
  return { ...fields, summary }
}
