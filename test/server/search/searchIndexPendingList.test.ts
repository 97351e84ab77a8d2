import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../../adapters/server/db/db'
import { backends } from '../applyingHarness'

/** The text index's buffers a search reads (EXPLAIN's count for its scan of jobs_search_idx). */
async function indexBuffers(db: Db): Promise<number> {
  // Through the index whatever the planner thinks of it (a long pending list makes it choose a sequential scan).
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off')
    return tx.query<Record<string, string>>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) SELECT count(*) FROM jobs j WHERE j.search @@ websearch_to_tsquery('english', 'nurse')`,
    )
  })
  const lines = plan.map((row) => Object.values(row)[0] ?? '')
  const scan = lines.findIndex((line) => line.includes('Bitmap Index Scan on jobs_search_idx'))
  expect(scan, lines.join('\n')).toBeGreaterThanOrEqual(0)
  const buffers = lines.slice(scan + 1).find((line) => /Buffers:/.test(line)) ?? ''
  return [...buffers.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0)
}

/** 300 jobs written and rolled back: their entries stay in the pending list as a real write's would, until merged. */
async function writeAndRollBack(db: Db): Promise<void> {
  await expect(db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO jobs (id, slug, title, pro_id, industry, industry_id, experience, compensation, compensation_min, compensation_max, city, state, lat, lon, job_type, remote, skills, description, posted_at, company)
       SELECT 'pending' || id, slug, title, pro_id, industry, industry_id, experience, compensation, compensation_min, compensation_max, city, state, lat, lon, job_type, remote, skills, description, posted_at, company
         FROM jobs ORDER BY id LIMIT 300`,
    )
    throw new Error('rolled back')
  })).rejects.toThrow('rolled back')
}

/**
 * Migration 045: the text index's pending list is kept to 64 kB, so a search after many job writes reads about as
 * much of the index as after a VACUUM (at the default 4 MB, 1,500 writes doubled a search's cost).
 */
describe.each(await backends('pendinglist'))('the text index after job writes on $name', ({ open, drop }) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  test('a search reads about the 8 pages of a full pending list more than after a VACUUM, not the 60 of 4 MB', async () => {
    await db.exec('VACUUM jobs')
    const vacuumed = await indexBuffers(db)
    await writeAndRollBack(db)
    const afterWrites = await indexBuffers(db)
    // 8 pending pages at most, and a merge may add a page to the word's own entries.
    expect(afterWrites - vacuumed).toBeLessThanOrEqual(10)
    await db.exec('VACUUM jobs')
    expect(await indexBuffers(db)).toBeLessThanOrEqual(vacuumed + 1)
  })
})
