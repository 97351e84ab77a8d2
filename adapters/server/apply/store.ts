import type { Queryable } from '../db/db'
import type { ResumeKind } from '../resumes/content'

/** A job's standing for applying: absent, or there and open or closed. */
export type JobStanding = 'unknown' | 'open' | 'closed'

/** A visitor's upload while applying, as inserted. */
export interface VisitorResumeRecord {
  readonly id: string
  readonly fileName: string
  readonly kind: ResumeKind
  readonly size: number
  readonly storageKey: string
  readonly hasScript: boolean
  readonly uploadTokenHash: string
  readonly uploadedAt: Date
}

/** The last application of an account, for prefill and 1-Click Apply. */
export interface LastApplicationRow {
  readonly phone_number: string
  readonly phone_extension: string
  readonly phone_type: 'mobile' | 'home' | 'office'
  readonly most_recent_title: string
  readonly most_recent_employer: string
  readonly work_authorization: 'anyEmployer' | 'presentEmployerOnly' | 'requiresSponsorship'
  readonly elevator_pitch: string
  readonly charity: string | null
  readonly expected_salary: number | null
  readonly expected_salary_type: 'year' | 'hour' | null
  readonly current_salary: number | null
  readonly current_salary_type: 'year' | 'hour' | null
}

/** Applying's SQL beyond the applications store: jobs' standing, visitor uploads, what an account has on file. */
export interface ApplyStore {
  jobStanding(jobId: string): Promise<JobStanding>
  insertVisitorResume(record: VisitorResumeRecord): Promise<void>
  /** Whether a visitor upload with this id and token hash exists, made at or after `since`. */
  visitorResumeMatches(id: string, uploadTokenHash: string, since: Date): Promise<boolean>
  /** The account's resume with this id, when it is active. */
  activeResumeOf(userId: string, id: string): Promise<{ id: string; fileName: string } | null>
  /** The account's newest active resume. */
  newestActiveResume(userId: string): Promise<{ id: string; fileName: string } | null>
  lastApplication(userId: string): Promise<LastApplicationRow | null>
  /** The account's application for a job, if any. */
  applicationFor(userId: string, jobId: string): Promise<string | null>
}

export function createApplyStore(db: Queryable): ApplyStore {
  return {
    async jobStanding(jobId) {
      const [row] = await db.query<{ closed_at: Date | string | null }>(`SELECT closed_at FROM jobs WHERE id = $1`, [jobId])
      return row === undefined ? 'unknown' : row.closed_at === null ? 'open' : 'closed'
    },
    async insertVisitorResume(r) {
      await db.query(
        `INSERT INTO resumes (id, user_id, file_name, kind, size_bytes, storage_key, has_script, active, uploaded_at, upload_token_hash)
         VALUES ($1, NULL, $2, $3, $4, $5, $6, true, $7, $8)`,
        [r.id, r.fileName, r.kind, r.size, r.storageKey, r.hasScript, r.uploadedAt.toISOString(), r.uploadTokenHash],
      )
    },
    async visitorResumeMatches(id, uploadTokenHash, since) {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM resumes WHERE id = $1 AND user_id IS NULL AND upload_token_hash = $2 AND uploaded_at >= $3`,
        [id, uploadTokenHash, since.toISOString()],
      )
      return rows.length > 0
    },
    async activeResumeOf(userId, id) {
      const [row] = await db.query<{ id: string; file_name: string }>(`SELECT id, file_name FROM resumes WHERE user_id = $1 AND id = $2 AND active`, [userId, id])
      return row ? { id: row.id, fileName: row.file_name } : null
    },
    async newestActiveResume(userId) {
      const [row] = await db.query<{ id: string; file_name: string }>(
        `SELECT id, file_name FROM resumes WHERE user_id = $1 AND active ORDER BY uploaded_at DESC, id LIMIT 1`,
        [userId],
      )
      return row ? { id: row.id, fileName: row.file_name } : null
    },
    async lastApplication(userId) {
      const [row] = await db.query<LastApplicationRow>(`SELECT * FROM applications WHERE user_id = $1 ORDER BY applied_at DESC, id LIMIT 1`, [userId])
      return row ?? null
    },
    async applicationFor(userId, jobId) {
      const [row] = await db.query<{ id: string }>(`SELECT id FROM applications WHERE user_id = $1 AND job_id = $2`, [userId, jobId])
      return row?.id ?? null
    },
  }
}
