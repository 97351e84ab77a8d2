import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import * as v from 'valibot'
import { expect } from 'vitest'
import { ApiErrorBodySchema, JobSchema, SearchResultSchema, type SearchResult } from '../../core'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openPreparedDatabase, type DatabaseLocation } from '../../adapters/server/db/open'
import { runMigrations } from '../../adapters/server/db/migrate'
import { openPglite } from '../../adapters/server/db/pglite'
import { seedDatabase } from '../../adapters/server/seed/seed'

/** The fixed "now" of the test data: posted dates count back 60 days from here. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z')
export const TEST_JOBS = 3000
/**
 * The jobs a search can find at TEST_NOW, as SQL on the jobs table (not aliased): open, not a second posting grouped
 * under another (migration 030), and active within the last 30 days (JOB_EXPIRY_DAYS), itself or a second posting of
 * its group (migration 043).
 */
export const SEARCHABLE = `closed_at IS NULL AND duplicate_of IS NULL AND (last_activity_at >= '2026-10-22T12:00:00Z' OR EXISTS (SELECT 1 FROM jobs d WHERE d.duplicate_of = jobs.id AND d.closed_at IS NULL AND d.last_activity_at >= '2026-10-22T12:00:00Z'))`

export interface TestServer {
  readonly db: Db
  readonly app: ReturnType<typeof createApp>
  search(body: unknown): Promise<SearchResult>
  post(path: string, body: string, headers?: Record<string, string>): Promise<Response>
}

const SNAPSHOT_DIR = 'node_modules/.cache/hireflow-server-tests'
const SEED_SOURCES = ['adapters/server/migrations', 'adapters/server/seed', 'adapters/server/geo']

/** A key that changes whenever the migrations or the generator change, so a stale snapshot is never used. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256').update(`${TEST_JOBS}|${TEST_NOW.toISOString()}`)
  for (const dir of SEED_SOURCES) {
    for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(`${dir}/${name}`))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * In-memory PGlite with the test data. Seeding takes a while on a busy machine, so the first
 * run saves a snapshot under node_modules/.cache and later test files start from it.
 */
export async function openSeededPglite(): Promise<Db> {
  const file = `${SNAPSHOT_DIR}/${await snapshotKey()}.tar.gz`
  const saved = await readFile(file).catch(() => null)
  if (saved) return openPglite({ snapshot: new Blob([new Uint8Array(saved)]) })
  const db = await openPglite()
  await runMigrations(db)
  await seedDatabase(db, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })
  const snapshot = new Uint8Array(await (await db.dump()).arrayBuffer())
  await mkdir(SNAPSHOT_DIR, { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, snapshot)
  await rename(partial, file)
  return db
}

/** A seeded database (in-memory PGlite unless `location` names a PostgreSQL) behind the app. */
export async function startTestServer(location: DatabaseLocation = {}, distDir = 'test/server/fixtures/dist'): Promise<TestServer> {
  const db = location.databaseUrl
    ? (await openPreparedDatabase(location, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })).db
    : await openSeededPglite()
  const app = createApp({ db, distDir, now: () => TEST_NOW, logError: () => {} })
  const post = async (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.request(path, { method: 'POST', body, headers })
  return {
    db,
    app,
    post,
    async search(body) {
      const response = await post('/rest/jobs/search', JSON.stringify(body))
      const json: unknown = await response.json()
      expect(response.status, JSON.stringify(json).slice(0, 300)).toBe(200)
      return v.parse(SearchResultSchema, json)
    },
  }
}

/** Asserts a 400 request.invalid error body and returns its issues' paths. */
export async function expectInvalid(response: Response): Promise<string[]> {
  expect(response.status).toBe(400)
  const body = v.parse(ApiErrorBodySchema, await response.json())
  expect(body.error.code).toBe('request.invalid')
  return (body.error.issues ?? []).map((issue) => issue.path)
}

export const parseJob = (json: unknown) => v.parse(JobSchema, json)

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}
