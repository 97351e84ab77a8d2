import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from './helpers'

// Two apps on one database stand for two server processes: signals and blocks are shared through PostgreSQL.
let db: Db
let first: ReturnType<typeof createApp>
let second: ReturnType<typeof createApp>
const logged: string[] = []
let clock = TEST_NOW.getTime()
const rule = { machinePaceMs: 1000, signals: 3, windowMs: 60_000, blockMs: 30_000, refreshMs: 2000 }

const headers = (from: string, agent: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': from, 'user-agent': agent })
const report = (app: ReturnType<typeof createApp>, from: string, agent = 'script/1.0') =>
  app.request('/rest/metrics', { method: 'POST', headers: headers(from, agent), body: JSON.stringify([{ name: 'LCP', value: 1 }]) })
const search = (app: ReturnType<typeof createApp>, from: string, agent = 'script/1.0') =>
  app.request('/rest/jobs/search', { method: 'POST', headers: headers(from, agent), body: JSON.stringify({ what: 'nurse' }) })

beforeAll(async () => {
  db = await openSeededPglite()
  const make = () =>
    createApp({
      db,
      now: () => TEST_NOW,
      logError: () => {},
      auth: { now: () => TEST_NOW, trustProxy: true },
      diagnostics: { metricsRateLimit: { limit: 1, windowMs: 10 * 60_000 } },
      suspicion: { rule, now: () => clock, log: (line) => logged.push(line) },
    })
  first = make()
  second = make()
})
afterAll(async () => {
  await db.close()
})

describe('when a request looks automated (docs/decisions.md)', () => {
  test('refusals at machine pace block that client, in every process, for a short while; others behind the same address are not', async () => {
    const from = '203.0.113.7'
    expect((await report(first, from)).status).toBe(204)
    // The first refusal is ordinary; each one within a second of the previous is a signal.
    for (let refused = 0; refused <= rule.signals; refused++) {
      expect((await report(first, from)).status).toBe(429)
      clock += 200
    }
    const blocked = await search(first, from)
    expect(blocked.status).toBe(403)
    expect(await blocked.json()).toMatchObject({ error: { code: 'request.suspicious' } })
    expect(Number(blocked.headers.get('retry-after'))).toBe(30)
    expect(logged).toEqual(['[suspicious] client blocked for 30000 ms after 3 refusals at machine pace'])
    // Another process learns of the block from the database (after its refresh interval).
    clock += rule.refreshMs
    expect((await search(second, from)).status).toBe(403)
    // A colleague's browser behind the same office address, and another address, are untouched.
    expect((await search(first, from, 'Mozilla/5.0 (colleague)')).status).toBe(200)
    expect((await search(second, '203.0.113.8')).status).toBe(200)
    // The block ends by itself.
    clock += rule.blockMs
    expect((await search(first, from)).status).toBe(200)
    expect((await search(second, from)).status).toBe(200)
  })

  test('refusals at a person’s pace never block, however many (an office behind one proxy retrying)', async () => {
    const from = '203.0.113.9'
    await report(first, from, 'Mozilla/5.0')
    for (let refused = 0; refused < 10; refused++) {
      expect((await report(refused % 2 ? first : second, from, 'Mozilla/5.0')).status).toBe(429)
      clock += 1500
    }
    expect((await search(first, from, 'Mozilla/5.0')).status).toBe(200)
  })

  test('nothing readable is stored: clients are hashes', async () => {
    const rows = await db.query<{ client: string }>(`SELECT client FROM suspicion`)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.client).not.toContain('203.0.113')
  })
})
