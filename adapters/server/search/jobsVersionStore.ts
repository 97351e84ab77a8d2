import type { Queryable } from '../db/db'

/** Migration 037's jobs version: bumped by every statement that changes jobs or Pros, in its transaction. */
export async function readJobsVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM search_jobs_version')
  return row?.version ?? ''
}

/** The schema this connection works in: the payload of migration 037's notifications. */
export async function currentSchema(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema')
  return row?.schema
}
