import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { runMigrations } from '../../adapters/server/db/migrate'
import { openPgliteWorker } from '../../adapters/server/db/pgliteWorker'
import { seedDatabase } from '../../adapters/server/seed/seed'
import { crash, CRASHING_THREAD, PLANTED_CRASH } from './db/plantedCrash'
import { TEST_NOW } from './helpers'

/**
 * The server on PGlite in its thread, on a data folder, when that thread dies (db/pgliteWorker.ts): readiness says 503
 * while it is down and 200 once a new thread has the folder again; searches answer again, and the search cache still
 * hears the writes (its LISTEN was made again on the new thread).
 */
describe('the server after its PGlite thread dies', () => {
  let dataDir: string
  let db: Db
  const threads: Worker[] = []
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hireflow-server-restart-'))
    db = await openPgliteWorker({ dataDir }, { onThread: (worker) => void threads.push(worker), threadUrl: CRASHING_THREAD, restartDelaysMs: [500, 500, 500], log: () => {} })
    await runMigrations(db)
    await seedDatabase(db, { jobs: 200, now: TEST_NOW })
  })
  afterAll(async () => {
    await db.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('readiness goes 503 then 200, and queries and the search cache work again', async () => {
    const app = createApp({ db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {} })
    const ready = async () => (await app.request('/health/ready')).status
    const found = async (what: string) => {
      const answer = await app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what }) })
      if (answer.status !== 200) return `status ${answer.status}`
      return ((await answer.json()) as { hits: { total: { value: number } } }).hits.total.value
    }
    expect(await ready()).toBe(200)
    // Asked once before the thread dies: the answer (none) is in the search cache.
    expect(await found('zanzibarite')).toBe(0)

    crash(threads[0]!)
    await expect(db.query('SELECT 1')).rejects.toThrow(PLANTED_CRASH)
    expect(await ready()).toBe(503)
    // Refused at once while down (the query's error is the server's 500), not left waiting.
    expect(await found('nurse')).toBe('status 500')

    await expect.poll(ready, { timeout: 20_000, interval: 100 }).toBe(200)
    expect(threads).toHaveLength(2)
    expect(await found('nurse')).toBeGreaterThan(0)
    // A write on the new thread drops the cached answer: the cache's LISTEN is in place again.
    await db.query("UPDATE jobs SET title = title || ' zanzibarite' WHERE id = (SELECT min(id) FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL)")
    expect(await found('zanzibarite')).toBe(1)
  })
})
