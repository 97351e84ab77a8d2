import type { Db } from '../db/db'
import { generateActivity, SEED_APPLICANT_DOMAIN, type ActivityJob } from './activity'
import { SEED_CONTENT, seedContent } from './content'
import { DEFAULT_SEED_JOBS, MAX_SEED_JOBS } from './limits'
import { generateJobs, generatePros, proCount, secondPosting, type SeedJob } from './generate'

export interface SeedOptions {
  readonly seed?: number
  readonly jobs?: number
  readonly now?: Date
  /** Rows per INSERT; larger is faster up to a point. */
  readonly batchSize?: number
  readonly onProgress?: (inserted: number, total: number) => void
}

export const DEFAULT_SEED = 20_251_121
// In a module of their own so the server's configuration reads them without loading the seeding code.
export { DEFAULT_SEED_JOBS, MAX_SEED_JOBS } from './limits'

const JOB_COLUMNS = `id text, slug text, title text, pro_id text, company text, industry text, industry_id text, experience text, compensation text,
  compensation_min integer, compensation_max integer, city text, state text, lat float8, lon float8,
  job_type text, remote boolean, skills text[], description text, posted_at timestamptz,
  hiring text, visa_sponsorship boolean, remote_region text, last_activity_at timestamptz, duplicate_of text`

/** Demo applications per Pro draw from the Pro's first this-many jobs. */
const ACTIVITY_JOBS_PER_PRO = 12

/**
 * Seeds Pros and jobs once: when the seed marker row exists, does nothing and returns false.
 * Deterministic for (seed, jobs, now).
 */
export async function ensureSeeded(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // One query on a restart (docs/operations.md, "Start-up"): the seed marker, and whether any seeded content entry is
  // missing (a database seeded before the content table existed gets the content it lacks; nothing is written else).
  const [state] = await db.query<{ seeded: boolean; content: number }>(
    `SELECT EXISTS (SELECT 1 FROM seed_runs) AS seeded, (SELECT count(*)::int FROM content_entries WHERE id = ANY($1::text[])) AS content`,
    [SEED_CONTENT.map((entry) => entry.id)],
  )
  if (state?.seeded) {
    if (state.content < SEED_CONTENT.length) await seedContent(db)
    return false
  }
  await seedDatabase(db, options)
  return true
}

/**
 * Replaces the demo data and writes the seed marker last, so a seeding cut short (a first start
 * stopped midway) is redone cleanly on the next start.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED
  const total = Math.min(options.jobs ?? DEFAULT_SEED_JOBS, MAX_SEED_JOBS)
  const batchSize = options.batchSize ?? 2000
  const pros = generatePros(seed, proCount(total))
  const now = options.now ?? new Date()
  await db.exec('TRUNCATE seed_runs, jobs, pros')
  await db.query(`DELETE FROM applications WHERE email_key LIKE $1`, [`%@${SEED_APPLICANT_DOMAIN}`])
  await db.query(
    `INSERT INTO pros (id, name, slug, photo_url, photo_focus, headline, specialties)
     SELECT * FROM json_to_recordset($1::json) AS r(id text, name text, slug text, photo_url text, photo_focus text, headline text, specialties text[])`,
    [JSON.stringify(pros)],
  )
  const jobsByPro = new Map<string, ActivityJob[]>()
  let batch: SeedJob[] = []
  let inserted = 0
  const flush = async () => {
    await db.query(
      `INSERT INTO jobs (id, slug, title, pro_id, company, industry, industry_id, experience, compensation, compensation_min, compensation_max,
         city, state, lat, lon, job_type, remote, skills, description, posted_at, hiring, visa_sponsorship, remote_region, last_activity_at, duplicate_of)
       SELECT * FROM json_to_recordset($1::json) AS r(${JOB_COLUMNS})`,
      [JSON.stringify(batch)],
    )
    inserted += batch.length
    batch = []
    options.onProgress?.(inserted, total)
  }
  let index = 0
  for (const job of generateJobs({ seed, count: total, now })) {
    const second = secondPosting(job, index++, pros.length, now)
    batch.push(job, ...(second ? [second] : []))
    const proJobs = jobsByPro.get(job.pro_id) ?? []
    if (proJobs.length < ACTIVITY_JOBS_PER_PRO) jobsByPro.set(job.pro_id, [...proJobs, { id: job.id, posted_at: job.posted_at }])
    if (batch.length >= batchSize) await flush()
  }
  if (batch.length > 0) await flush()
  await db.query('SELECT pros_fill_from_jobs()')
  await seedActivity(db, seed, jobsByPro, now)
  // VACUUM merges the text index's pending list (scanned by every search until then) and sets the visibility map.
  await db.exec('VACUUM ANALYZE jobs')
  await seedContent(db)
  await db.query('INSERT INTO seed_runs (seed, jobs) VALUES ($1, $2)', [seed, total])
}

/**
 * The demo applications and the Pros' answers to them (seed/activity.ts), then what the per-row trigger would have
 * done, once for all: each job's last activity and each Pro's response time at `now`.
 */
async function seedActivity(db: Db, seed: number, jobsByPro: ReadonlyMap<string, readonly ActivityJob[]>, now: Date): Promise<void> {
  const { applications, changes } = generateActivity(seed, jobsByPro, now)
  await db.query(
    `INSERT INTO applications (id, job_id, email, email_key, first_name, last_name, phone_number, phone_type, work_authorization,
       status, method, idempotency_key, applied_at, modified_at)
     SELECT r.id, r.job_id, r.email, r.email, r.first_name, r.last_name, '5125550100', 'mobile', 'anyEmployer',
       r.status, 'easyApply', r.id, r.applied_at, r.modified_at
     FROM json_to_recordset($1::json) AS r(id text, job_id text, email text, first_name text, last_name text, status text,
       applied_at timestamptz, modified_at timestamptz)`,
    [JSON.stringify(applications)],
  )
  await db.exec('ALTER TABLE application_status_history DISABLE TRIGGER applications_pro_activity')
  try {
    await db.query(
      `INSERT INTO application_status_history (application_id, status, at)
       SELECT * FROM json_to_recordset($1::json) AS r(application_id text, status text, at timestamptz)`,
      [JSON.stringify(changes)],
    )
  } finally {
    await db.exec('ALTER TABLE application_status_history ENABLE TRIGGER applications_pro_activity')
  }
  await db.exec(
    `UPDATE jobs j SET last_activity_at = greatest(j.last_activity_at, x.at)
       FROM (SELECT a.job_id, max(h.at) AS at FROM application_status_history h JOIN applications a ON a.id = h.application_id
              WHERE h.status NOT IN ('submitted', 'withdrawn') GROUP BY a.job_id) x
      WHERE x.job_id = j.id`,
  )
  await db.query(`SELECT pro_response_refresh(id, $1::timestamptz) FROM pros`, [now.toISOString()])
}
