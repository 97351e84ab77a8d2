import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { SearchResultSchema, type Job, type JobId, type SearchResult } from '../../core'
import { createApp } from '../../adapters/server/app'
import { composeServer } from '../../adapters/server/compose'
import { readConfig } from '../../adapters/server/config'
import type { Db } from '../../adapters/server/db/db'
import type { RateLimiterFactory } from '../../adapters/server/identity/rateLimit'
import type { SearchIndex } from '../../adapters/server/search/searchIndex'

/** A database the app must never reach in these tests: any call fails loudly. */
const untouchableDb: Db = new Proxy({} as Db, {
  get: (_target, name) => (name === 'kind' ? 'postgres' : () => Promise.reject(new Error(`Db.${String(name)} is not faked`))),
})

/** What the index answers; the route passes it on untouched. */
const JOB = { id: 'job-1', title: 'Night nurse', description: 'Nights.' } as unknown as Job

describe('the server ports swap without anything else changing', () => {
  test('a SearchIndex given to createApp answers search and job lookup', async () => {
    const asked: unknown[] = []
    const result: SearchResult = { documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message: null, alternatives: [] }
    const searchIndex: SearchIndex = {
      search: async (criteria, now) => {
        asked.push([criteria.what, now.toISOString()])
        return { _tag: 'SearchAnswered', result }
      },
      lookup: async (id: JobId) => (id === JOB.id ? JOB : null),
      suggestWhat: async (typed) => [{ text: `${typed}se`, kind: 'title', jobs: 3 }],
    }
    const app = createApp({ db: untouchableDb, searchIndex, now: () => new Date('2026-11-21T12:00:00Z'), logError: () => {} })
    const searched = await app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: 'nurse' }) })
    expect(searched.status).toBe(200)
    expect(v.parse(SearchResultSchema, await searched.json())).toEqual(result)
    expect(asked).toEqual([['nurse', '2026-11-21T12:00:00.000Z']])
    expect(await (await app.request('/rest/job-lookup/job-1')).json()).toEqual(JSON.parse(JSON.stringify(JOB)))
    expect((await app.request('/rest/job-lookup/job-2')).status).toBe(404)
    expect(await (await app.request('/rest/suggestions/what?q=nur')).json()).toEqual({ suggestions: [{ text: 'nurse', kind: 'title', jobs: 3 }] })
  })

  test('a RateLimiter factory decides every auth limit', async () => {
    const counted: string[] = []
    const rateLimiter: RateLimiterFactory = (bucket) => ({ hit: async (key) => (counted.push(`${bucket}:${key}`), false) })
    const app = createApp({ db: untouchableDb, logError: () => {}, auth: { rateLimiter, minAnswerMs: 0 } })
    const refused = await app.request('/rest/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, { incoming: { socket: { remoteAddress: '192.0.2.1' } } })
    expect(refused.status).toBe(429)
    expect(counted).toEqual(['address:192.0.2.1'])
  })
})

describe('composeServer: the one composition of main.ts and dev.ts', () => {
  test('opens, migrates and seeds the database and serves the app on it; close releases it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hireflow-compose-'))
    try {
      const config = readConfig({ SEED_JOBS: '30', DATA_DIR: dataDir, DIST_DIR: 'test/server/fixtures/dist' })
      const server = await composeServer(config, {})
      expect(server.seeded).toBe(true)
      const searched = await server.app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(v.parse(SearchResultSchema, await searched.json()).hits.total.value).toBeGreaterThan(20)
      expect(await (await server.app.request('/rest/auth/providers')).json()).toEqual({ providers: ['password', 'email'], googleClientId: null })
      await server.close()
      const again = await composeServer(config, {})
      expect(again.seeded).toBe(false)
      // PGlite holds less resident with smaller shared buffers (docs/operations.md, "Start-up").
      expect(await again.db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '64MB' }])
      await again.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // Two PGlite databases opened on disk and migrated: ~10 s on a quiet machine, past 30 s on a loaded one.
  }, 120_000)
})

describe('PGLITE_SHARED_BUFFERS', () => {
  test('64MB unless set; a size Postgres reads from 16MB to 4GB; anything else refused with one line', () => {
    expect(readConfig({}).pgliteSharedBuffers).toBe('64MB')
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe('128MB')
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '1GB' }).pgliteSharedBuffers).toBe('1GB')
    for (const wrong of ['8MB', '64', '64 MB', '5GB', '64MB; DROP', '-1MB']) expect(() => readConfig({ PGLITE_SHARED_BUFFERS: wrong }), wrong).toThrow(/PGLITE_SHARED_BUFFERS must be/)
  })
})
