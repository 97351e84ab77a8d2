import { mergeSavedLists, SAVED_JOBS_CAP, type DeviceSavedJob, type SavedJob } from '../../../core/savedJobs'
import type { JobId } from '../../../core/search'
import type { Db, Queryable } from '../db/db'
import { ACTIVE_SINCE_DATABASE_CLOCK, summaryColumns, toJobSummary, type JobRow } from '../search/rowsStore'

/** Why a save was refused, or that the job is saved now. */
export type SaveOutcome = 'saved' | 'unknownJob' | 'full'

/** The saved-jobs domain's SQL: an account's list, only ever read or changed for that account's own id. */
export interface SavedJobsStore {
  /** The account's list with each job as a search card shows it, newest first. */
  list(userId: string): Promise<SavedJob[]>
  /** Saves a job (again: unchanged); refused for an unknown job or a full list. */
  save(userId: string, jobId: JobId, savedAt: Date): Promise<SaveOutcome>
  /** Unsaves a job (an unsaved one: nothing happens). */
  unsave(userId: string, jobId: JobId): Promise<void>
  /** Adds the device's jobs (known ones, saved no later than `now`) to the account's list (mergeSavedLists). */
  merge(userId: string, device: readonly DeviceSavedJob[], now: Date): Promise<void>
}

type SavedRow = JobRow & { saved_at: Date | string }

// The account's row is locked first, so two calls of one account never both pass the cap.
const lockAccount = (tx: Queryable, userId: string) => tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId])

export function createSavedJobsStore(db: Db, cap = SAVED_JOBS_CAP): SavedJobsStore {
  return {
    async list(userId) {
      const rows = await db.query<SavedRow>(
        `SELECT ${summaryColumns(ACTIVE_SINCE_DATABASE_CLOCK)}, s.saved_at FROM saved_jobs s
           JOIN jobs j ON j.id = s.job_id JOIN pros p ON p.id = j.pro_id
          WHERE s.user_id = $1 ORDER BY s.saved_at DESC, s.job_id LIMIT $2`,
        [userId, cap],
      )
      return rows.map((row) => ({ job: toJobSummary(row), savedAt: new Date(row.saved_at).toISOString() }))
    },
    save: (userId, jobId, savedAt) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId)
        const [state] = await tx.query<{ job: boolean; saved: boolean; count: number }>(
          `SELECT EXISTS (SELECT 1 FROM jobs WHERE id = $2) AS job,
                  EXISTS (SELECT 1 FROM saved_jobs WHERE user_id = $1 AND job_id = $2) AS saved,
                  (SELECT count(*) FROM saved_jobs WHERE user_id = $1)::int AS count`,
          [userId, jobId],
        )
        if (!state?.job) return 'unknownJob'
        if (state.saved) return 'saved'
        if (state.count >= cap) return 'full'
        await tx.query(`INSERT INTO saved_jobs (user_id, job_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [userId, jobId, savedAt])
        return 'saved'
      }),
    async unsave(userId, jobId) {
      await db.query(`DELETE FROM saved_jobs WHERE user_id = $1 AND job_id = $2`, [userId, jobId])
    },
    merge: (userId, device, now) =>
      db.transaction(async (tx) => {
        if (device.length === 0) return
        await lockAccount(tx, userId)
        const account = await tx.query<{ job_id: string; saved_at: Date | string }>(`SELECT job_id, saved_at FROM saved_jobs WHERE user_id = $1`, [userId])
        const known = new Set(
          (await tx.query<{ id: string }>(`SELECT id FROM jobs WHERE id = ANY($1::text[])`, [device.map((entry) => entry.jobId)])).map((row) => row.id),
        )
        const latest = now.getTime()
        const candidates = device
          .filter((entry) => known.has(entry.jobId))
          .map((entry) => ({ jobId: entry.jobId, savedAt: new Date(Math.min(Date.parse(entry.savedAt), latest)).toISOString() }))
        const current = account.map((row) => ({ jobId: row.job_id as JobId, savedAt: new Date(row.saved_at).toISOString() }))
        const had = new Set(current.map((entry) => entry.jobId))
        const added = mergeSavedLists(current, candidates, cap).filter((entry) => !had.has(entry.jobId))
        if (added.length === 0) return
        await tx.query(
          `INSERT INTO saved_jobs (user_id, job_id, saved_at)
           SELECT $1, added.job_id, added.saved_at FROM unnest($2::text[], $3::timestamptz[]) AS added (job_id, saved_at)
           ON CONFLICT DO NOTHING`,
          [userId, added.map((entry) => entry.jobId), added.map((entry) => entry.savedAt)],
        )
      }),
  }
}
