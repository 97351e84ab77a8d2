import type { Application, ApplicationAnswers, ApplicationStatus, Phone } from '../../../core/applications'
import type { Db, Queryable } from '../db/db'

/** An application as the server keeps it (the wire shape plus its owner and key). */
export interface ApplicationRecord {
  readonly id: string
  readonly jobId: string
  /** The account it belongs to; null for a visitor's until it is claimed. */
  readonly userId: string | null
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly phone: Required<Phone>
  readonly resumeId: string | null
  readonly answers: ApplicationAnswers
  readonly status: ApplicationStatus
  readonly method: 'easyApply' | 'oneClick'
  readonly idempotencyKey: string
  readonly appliedAt: Date
  readonly modifiedAt: Date
  readonly viewedAt: Date | null
}

/** What inserting answered: the new application, or the one this key or this applicant and job already made. */
export type InsertOutcome = { readonly created: true; readonly id: string } | { readonly created: false; readonly id: string }

interface Row {
  id: string
  job_id: string
  user_id: string | null
  email: string
  first_name: string
  last_name: string
  phone_number: string
  phone_extension: string
  phone_type: Phone['type']
  resume_id: string | null
  work_authorization: ApplicationAnswers['workAuthorization']
  most_recent_title: string
  most_recent_employer: string
  elevator_pitch: string
  charity: string | null
  expected_salary: number | null
  expected_salary_type: 'year' | 'hour' | null
  current_salary: number | null
  current_salary_type: 'year' | 'hour' | null
  status: ApplicationStatus
  method: 'easyApply' | 'oneClick'
  idempotency_key: string
  applied_at: Date | string
  modified_at: Date | string
  viewed_at: Date | string | null
}

interface JobRow {
  j_id: string | null
  j_slug: string | null
  j_title: string | null
  j_company: string | null
  j_city: string | null
  j_state: string | null
  j_compensation: 'year' | 'hour' | null
  j_compensation_min: number | null
  j_compensation_max: number | null
  j_closed_at: Date | string | null
  r_file_name: string | null
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase()

export const toRecord = (row: Row): ApplicationRecord => ({
  id: row.id,
  jobId: row.job_id,
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: { number: row.phone_number, extension: row.phone_extension, type: row.phone_type },
  resumeId: row.resume_id,
  answers: {
    mostRecentTitle: row.most_recent_title,
    mostRecentEmployer: row.most_recent_employer,
    workAuthorization: row.work_authorization,
    elevatorPitch: row.elevator_pitch,
    charity: row.charity,
    expectedSalary: row.expected_salary,
    expectedSalaryType: row.expected_salary_type,
    currentSalary: row.current_salary,
    currentSalaryType: row.current_salary_type,
  },
  status: row.status,
  method: row.method,
  idempotencyKey: row.idempotency_key,
  appliedAt: new Date(row.applied_at),
  modifiedAt: new Date(row.modified_at),
  viewedAt: row.viewed_at === null ? null : new Date(row.viewed_at),
})

const SELECT_WITH_JOB = `SELECT a.*, j.id AS j_id, j.slug AS j_slug, j.title AS j_title, j.company AS j_company, j.city AS j_city,
       j.state AS j_state, j.compensation AS j_compensation, j.compensation_min AS j_compensation_min,
       j.compensation_max AS j_compensation_max, j.closed_at AS j_closed_at, r.file_name AS r_file_name
  FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
  LEFT JOIN resumes r ON r.id = a.resume_id AND r.user_id = a.user_id`

/** The wire shape its applicant sees. */
export function toWire(record: ApplicationRecord, job: Application['job'], history: Application['history'], resume: Application['resume'] = null): Application {
  return {
    id: record.id,
    jobId: record.jobId,
    job,
    status: record.status,
    method: record.method,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    resumeId: record.resumeId,
    resume,
    ...record.answers,
    appliedAt: record.appliedAt.toISOString(),
    modifiedAt: record.modifiedAt.toISOString(),
    // Nothing to see until something changes after applying (the applicant saw it as they sent it).
    viewed: (record.viewedAt ?? record.appliedAt) >= record.modifiedAt,
    history,
    interviewPath: null,
  }
}

const jobOf = (row: JobRow): Application['job'] =>
  row.j_id === null
    ? null
    : {
        id: row.j_id,
        slug: row.j_slug ?? '',
        title: row.j_title ?? '',
        company: row.j_company ?? '',
        city: row.j_city ?? '',
        state: row.j_state ?? '',
        compensation: row.j_compensation ?? 'year',
        compensationMin: row.j_compensation_min,
        compensationMax: row.j_compensation_max,
        closed: row.j_closed_at !== null,
      }

/**
 * The applications' SQL, shared by applying, the applications pages, claims and the interview. Reads by owner
 * (user id) are the only way a route reaches an application; `findById` is for code that proves ownership
 * another way (a signed interview link, a claim).
 */
export interface ApplicationStore {
  /**
   * Inserts a new application with its first history entry, or answers the one this idempotency key, or this
   * account (or email, for a visitor) and job, already made. Safe under any number of parallel calls.
   */
  insert(record: ApplicationRecord): Promise<InsertOutcome>
  findById(id: string): Promise<ApplicationRecord | null>
  /** Any application with its job and history, by id: for code that proved ownership another way (the apply call's own answer). */
  findWireById(id: string): Promise<Application | null>
  /** The account's application, with its job and history; null when it is not theirs. */
  findFor(userId: string, id: string): Promise<Application | null>
  /** The account's applications with their jobs and histories, newest first. */
  listFor(userId: string): Promise<Application[]>
  /** Appends a status change (and moves `status` and `modified_at`). */
  setStatus(id: string, status: ApplicationStatus, at: Date): Promise<void>
  /**
   * Ties applications to an account (a claim, a migration). Answers the ids moved; one the account already has
   * an application for the same job is left where it is.
   */
  assignTo(userId: string, ids: readonly string[]): Promise<string[]>
}

async function historyOf(db: Queryable, ids: readonly string[]): Promise<Map<string, Application['history']>> {
  const byId = new Map<string, Application['history']>()
  if (ids.length === 0) return byId
  const rows = await db.query<{ application_id: string; status: ApplicationStatus; at: Date | string }>(
    `SELECT application_id, status, at FROM application_status_history WHERE application_id = ANY($1::text[]) ORDER BY at, status`,
    [ids],
  )
  for (const row of rows) {
    const list = byId.get(row.application_id) ?? []
    list.push({ status: row.status, at: new Date(row.at).toISOString() })
    byId.set(row.application_id, list)
  }
  return byId
}

export function createApplicationStore(db: Db): ApplicationStore {
  const withJobs = async (rows: (Row & JobRow)[]): Promise<Application[]> => {
    const histories = await historyOf(db, rows.map((row) => row.id))
    return rows.map((row) =>
      toWire(toRecord(row), jobOf(row), histories.get(row.id) ?? [], row.r_file_name === null || row.resume_id === null ? null : { id: row.resume_id, fileName: row.r_file_name }),
    )
  }
  return {
    insert: (r) =>
      db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO applications (id, job_id, user_id, email, email_key, first_name, last_name, phone_number, phone_extension,
             phone_type, resume_id, work_authorization, most_recent_title, most_recent_employer, elevator_pitch, charity,
             expected_salary, expected_salary_type, current_salary, current_salary_type, status, method, idempotency_key,
             applied_at, modified_at, viewed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)
           ON CONFLICT DO NOTHING RETURNING id`,
          [
            r.id, r.jobId, r.userId, r.email, emailKeyOf(r.email), r.firstName, r.lastName, r.phone.number, r.phone.extension,
            r.phone.type, r.resumeId, r.answers.workAuthorization, r.answers.mostRecentTitle, r.answers.mostRecentEmployer,
            r.answers.elevatorPitch, r.answers.charity, r.answers.expectedSalary, r.answers.expectedSalaryType,
            r.answers.currentSalary, r.answers.currentSalaryType, r.status, r.method, r.idempotencyKey,
            r.appliedAt.toISOString(), r.modifiedAt.toISOString(), r.viewedAt?.toISOString() ?? null,
          ],
        )
        if (inserted.length > 0) {
          await tx.query(`INSERT INTO application_status_history (application_id, status, at) VALUES ($1, $2, $3)`, [r.id, r.status, r.appliedAt.toISOString()])
          return { created: true, id: r.id }
        }
        const [existing] = await tx.query<{ id: string }>(
          `SELECT id FROM applications
            WHERE idempotency_key = $1
               OR (job_id = $2 AND ((user_id IS NOT NULL AND user_id = $3) OR (user_id IS NULL AND $3::text IS NULL AND email_key = $4)))
            ORDER BY (idempotency_key = $1) DESC LIMIT 1`,
          [r.idempotencyKey, r.jobId, r.userId, emailKeyOf(r.email)],
        )
        if (!existing) throw new Error('application insert conflicted with no visible row')
        return { created: false, id: existing.id }
      }),
    async findById(id) {
      const [row] = await db.query<Row>(`SELECT * FROM applications WHERE id = $1`, [id])
      return row ? toRecord(row) : null
    },
    async findWireById(id) {
      const rows = await db.query<Row & JobRow>(`${SELECT_WITH_JOB} WHERE a.id = $1`, [id])
      return (await withJobs(rows))[0] ?? null
    },
    async findFor(userId, id) {
      const rows = await db.query<Row & JobRow>(`${SELECT_WITH_JOB} WHERE a.user_id = $1 AND a.id = $2`, [userId, id])
      return (await withJobs(rows))[0] ?? null
    },
    async listFor(userId) {
      const rows = await db.query<Row & JobRow>(`${SELECT_WITH_JOB} WHERE a.user_id = $1 ORDER BY a.applied_at DESC, a.id`, [userId])
      return withJobs(rows)
    },
    setStatus: (id, status, at) =>
      db.transaction(async (tx) => {
        await tx.query(`UPDATE applications SET status = $2, modified_at = $3 WHERE id = $1`, [id, status, at.toISOString()])
        await tx.query(`INSERT INTO application_status_history (application_id, status, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [id, status, at.toISOString()])
      }),
    assignTo: (userId, ids) =>
      db.transaction(async (tx) => {
        const moved: string[] = []
        // One at a time: two of the ids may be for the same job, and the account keeps one application per job.
        for (const id of new Set(ids)) {
          const [row] = await tx.query<{ id: string }>(
            `UPDATE applications a SET user_id = $1
              WHERE a.id = $2 AND (a.user_id IS NULL OR a.user_id <> $1)
                AND NOT EXISTS (SELECT 1 FROM applications b WHERE b.user_id = $1 AND b.job_id = a.job_id)
              RETURNING a.id`,
            [userId, id],
          )
          if (row) moved.push(row.id)
        }
        await adoptVisitorResumes(tx, userId, moved)
        return moved
      }),
  }
}

/**
 * The resumes a visitor uploaded for these applications (no account, proven by an upload token) become the account's
 * once the applications are (a claim, a migration): listed with its resumes, shown on the application, downloadable
 * by it alone. The upload token is forgotten, so the browser that uploaded it can no longer apply with it as a
 * visitor. A resume of another account is never moved: it stays its owner's, and the application shows none.
 */
export async function adoptVisitorResumes(tx: Queryable, userId: string, applicationIds: readonly string[]): Promise<void> {
  if (applicationIds.length === 0) return
  await tx.query(
    `UPDATE resumes r SET user_id = $1, upload_token_hash = NULL
       FROM applications a
      WHERE a.id = ANY($2::text[]) AND a.user_id = $1 AND r.id = a.resume_id AND r.user_id IS NULL`,
    [userId, [...applicationIds]],
  )
}

/**
 * Account deletion (accounts/deletion.ts): deletes the account's applications and, when its email is verified
 * (email_key is its email lower-cased; claims/store.ts), those made with that email without an account, since the
 * person proved the address is theirs. Their status history, interview and answers go with them (ON DELETE CASCADE).
 * The visitor uploads they were sent with are deleted too; answers those files' keys, to delete after commit.
 */
export async function deleteApplicationsOf(tx: Queryable, userId: string): Promise<readonly string[]> {
  const owned = `FROM applications a JOIN users u ON u.id = $1
    WHERE a.user_id = u.id OR (a.user_id IS NULL AND u.email_key = lower(trim(u.email)) AND a.email_key = u.email_key)`
  const visitorResumes = await tx.query<{ resume_id: string }>(`SELECT DISTINCT a.resume_id ${owned} AND a.resume_id IS NOT NULL`, [userId])
  await tx.query(`DELETE FROM applications WHERE id IN (SELECT a.id ${owned})`, [userId])
  const files = await tx.query<{ storage_key: string }>(`DELETE FROM resumes WHERE id = ANY($1::text[]) AND user_id IS NULL RETURNING storage_key`, [
    visitorResumes.map((row) => row.resume_id),
  ])
  return files.map((row) => row.storage_key)
}
