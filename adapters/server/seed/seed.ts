import type { Db } from '../db/db'
import { generateJobs, generatePros, proCount, type SeedJob } from './generate'

export interface SeedOptions {
  readonly seed?: number
  readonly jobs?: number
  readonly now?: Date
  /** Rows per INSERT; larger is faster up to a point. */
  readonly batchSize?: number
  readonly onProgress?: (inserted: number, total: number) => void
}

export const DEFAULT_SEED = 20_251_121
export const DEFAULT_SEED_JOBS = 20_000
export const MAX_SEED_JOBS = 1_000_000

const JOB_COLUMNS = `id text, slug text, title text, pro_id text, company text, industry text, industry_id text, experience text, compensation text,
  compensation_min integer, compensation_max integer, city text, state text, lat float8, lon float8,
  job_type text, remote boolean, skills text[], description text, posted_at timestamptz`

/**
 * Seeds Pros and jobs once: when the seed marker row exists, does nothing and returns false.
 * Deterministic for (seed, jobs, now).
 */
export async function ensureSeeded(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const marker = await db.query('SELECT 1 FROM seed_runs LIMIT 1')
  if (marker.length > 0) return false
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
  await db.exec('TRUNCATE seed_runs, jobs, pros')
  await db.query(
    `INSERT INTO pros (id, name, slug) SELECT * FROM json_to_recordset($1::json) AS r(id text, name text, slug text)`,
    [JSON.stringify(pros)],
  )
  let batch: SeedJob[] = []
  let inserted = 0
  const flush = async () => {
    await db.query(
      `INSERT INTO jobs (id, slug, title, pro_id, company, industry, industry_id, experience, compensation, compensation_min, compensation_max,
         city, state, lat, lon, job_type, remote, skills, description, posted_at)
       SELECT * FROM json_to_recordset($1::json) AS r(${JOB_COLUMNS})`,
      [JSON.stringify(batch)],
    )
    inserted += batch.length
    batch = []
    options.onProgress?.(inserted, total)
  }
  for (const job of generateJobs({ seed, count: total, now: options.now ?? new Date() })) {
    batch.push(job)
    if (batch.length >= batchSize) await flush()
  }
  if (batch.length > 0) await flush()
  // VACUUM merges the text index's pending list (scanned by every search until then) and sets the visibility map.
  await db.exec('VACUUM ANALYZE jobs')
  await db.query('INSERT INTO seed_runs (seed, jobs) VALUES ($1, $2)', [seed, total])
}
