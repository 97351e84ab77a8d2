import type { Db } from '../db/db'

/** A job's open or closed standing, as the close and reopen calls answer it. */
export interface JobStandingRecord {
  readonly id: string
  /** When it closed; null while it takes applications. */
  readonly closedAt: Date | null
}

/** The SQL of closing and reopening jobs (docs/decisions.md, "Closing jobs"). */
export interface JobStandingStore {
  /**
   * Closes the job at `at` (a job already closed keeps its first date). The applications still waiting for the Pro
   * (submitted, viewed) are marked changed, so their applicants see the job closed as an unseen change. Null: no such job.
   */
  close(jobId: string, at: Date): Promise<JobStandingRecord | null>
  /** Opens the job again. Null: no such job. */
  reopen(jobId: string): Promise<JobStandingRecord | null>
}

const toRecord = (row: { id: string; closed_at: Date | string | null }): JobStandingRecord => ({
  id: row.id,
  closedAt: row.closed_at === null ? null : new Date(row.closed_at),
})

export function createJobStandingStore(db: Db): JobStandingStore {
  return {
    close: (jobId, at) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; closed_at: Date | string | null }>(`SELECT id, closed_at FROM jobs WHERE id = $1 FOR UPDATE`, [jobId])
        if (!row) return null
        if (row.closed_at !== null) return toRecord(row)
        await tx.query(`UPDATE jobs SET closed_at = $2 WHERE id = $1`, [jobId, at.toISOString()])
        await tx.query(`UPDATE applications SET modified_at = GREATEST(modified_at, $2) WHERE job_id = $1 AND status IN ('submitted', 'viewed')`, [
          jobId,
          at.toISOString(),
        ])
        return { id: row.id, closedAt: at }
      }),
    async reopen(jobId) {
      const [row] = await db.query<{ id: string; closed_at: null }>(`UPDATE jobs SET closed_at = NULL WHERE id = $1 RETURNING id, closed_at`, [jobId])
      return row ? toRecord(row) : null
    },
  }
}
