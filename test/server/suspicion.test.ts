import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from './helpers'

let db: Db
let app: ReturnType<typeof createApp>
const logged: string[] = []
let clock = TEST_NOW.getTime()

const report = (from: string) =>
  app.request('/rest/metrics', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify([{ name: 'LCP', value: 1 }]) })
const search = (from: string) =>
  app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ what: 'nurse' }) })

beforeAll(async () => {
  db = await openSeededPglite()
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    auth: { now: () => TEST_NOW, trustProxy: true },
    diagnostics: { metricsRateLimit: { limit: 1, windowMs: 60_000 } },
    suspicion: { rule: { refusals: 3, windowMs: 60_000, blockMs: 30_000 }, now: () => clock, log: (line) => logged.push(line) },
  })
})
afterAll(async () => {
  await db.close()
})

describe('when a request looks automated (docs/decisions.md)', () => {
  test('an address refused by the rate limits again and again gets 403 request.suspicious on every API call, for a while', async () => {
    const from = '203.0.113.7'
    expect((await report(from)).status).toBe(204)
    for (let refused = 1; refused <= 3; refused++) expect((await report(from)).status).toBe(429)
    const blocked = await search(from)
    expect(blocked.status).toBe(403)
    expect(await blocked.json()).toMatchObject({ error: { code: 'request.suspicious' } })
    expect(Number(blocked.headers.get('retry-after'))).toBe(30)
    expect(logged).toEqual(['[suspicious] address blocked for 30000 ms after 3 rate-limit refusals'])
    // Another address is untouched; the block ends by itself.
    expect((await search('203.0.113.8')).status).toBe(200)
    clock += 30_001
    expect((await search(from)).status).toBe(200)
  })

  test('a few refusals (a person retrying) do not', async () => {
    const from = '203.0.113.9'
    await report(from)
    expect((await report(from)).status).toBe(429)
    expect((await report(from)).status).toBe(429)
    expect((await search(from)).status).toBe(200)
  })
})
