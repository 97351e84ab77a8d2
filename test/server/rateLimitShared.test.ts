import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { runMigrations } from '../../adapters/server/db/migrate'
import { openDatabase } from '../../adapters/server/db/open'
import type { RateLimiterFactory } from '../../adapters/server/identity/rateLimit'
import { postgresReachable, TEST_DATABASE_URL } from '../support/postgres'

// Two server processes on one PostgreSQL: two apps, each on its own connection pool to the same schema.
const schema = `hf_limits_${randomBytes(6).toString('hex')}`
const dbs: Db[] = []
let apps: ReturnType<typeof createApp>[] = []

/** An auth call from `address` as @hono/node-server delivers it: the socket's address in the bindings. */
const refresh = (app: ReturnType<typeof createApp>, address: string) =>
  app.request('/rest/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, { incoming: { socket: { remoteAddress: address } } })

describe.skipIf(!(await postgresReachable(TEST_DATABASE_URL)))('rate limits shared by two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) dbs.push(await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }))
    await runMigrations(dbs[0]!)
    // The default limits: 60 calls per address per 15 minutes.
    apps = dbs.map((db) => createApp({ db, logError: () => {}, publicOrigin: 'http://localhost', auth: { minAnswerMs: 0 } }))
  })
  afterAll(async () => {
    await dbs[0]?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    for (const db of dbs) await db.close()
  })

  test('60 calls from one address spread over both pass; the 61st is refused on either', async () => {
    const [one, two] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>]
    for (let i = 0; i < 60; i++) expect((await refresh(i % 2 === 0 ? one : two, '203.0.113.7')).status).not.toBe(429)
    expect((await refresh(one, '203.0.113.7')).status).toBe(429)
    expect((await refresh(two, '203.0.113.7')).status).toBe(429)
    // Another address has its own budget on both.
    expect((await refresh(two, '203.0.113.8')).status).not.toBe(429)
  })

  test('concurrent calls on both processes never pass more than the limit together', async () => {
    const calls = Array.from({ length: 80 }, (_, i) => refresh(apps[i % 2]!, '198.51.100.9'))
    const statuses = (await Promise.all(calls)).map((response) => response.status)
    expect(statuses.filter((status) => status !== 429)).toHaveLength(60)
  })

  test('planted: per-process counters (the old way) would let the 61st call through on the other process', async () => {
    // Each app counts in its own memory, as before the shared store: the check above must catch this.
    const perProcess = (): RateLimiterFactory => (_bucket, rule) => {
      const hits = new Map<string, number>()
      return { hit: async (key) => { hits.set(key, (hits.get(key) ?? 0) + 1); return (hits.get(key) ?? 0) <= rule.limit } }
    }
    const [one, two] = dbs.map((db) => createApp({ db, logError: () => {}, auth: { minAnswerMs: 0, rateLimiter: perProcess() } })) as [ReturnType<typeof createApp>, ReturnType<typeof createApp>]
    for (let i = 0; i < 60; i++) await refresh(i % 2 === 0 ? one : two, '192.0.2.44')
    expect((await refresh(two, '192.0.2.44')).status).not.toBe(429)
  })
})
