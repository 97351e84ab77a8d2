import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runMigrations } from '../../adapters/server/db/migrate'
import { ensureSeeded } from '../../adapters/server/seed/seed'
import { expectInvalid, parseJob, startTestServer, TEST_JOBS, type TestServer } from './helpers'
import { postgresReachable } from '../support/postgres'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const schema = `hf_test_${randomBytes(6).toString('hex')}`
let server: TestServer

describe.skipIf(!(await postgresReachable(url)))('against PostgreSQL (TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url, schema })
  })
  afterAll(async () => {
    await server?.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await server?.db.close()
  })

  test('migrations and seeding run once', async () => {
    expect(await runMigrations(server.db)).toEqual([])
    expect(await ensureSeeded(server.db, { jobs: 10 })).toBe(false)
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE duplicate_of IS NULL')
    expect(row?.n).toBe(TEST_JOBS)
  })

  test('a restart restores a seeded content entry that went missing, and writes nothing when none did', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_entries'))[0]?.n
    const seededCount = await count()
    const [entry] = await server.db.query<{ id: string }>('SELECT id FROM content_entries ORDER BY id LIMIT 1')
    await server.db.query('DELETE FROM content_entries WHERE id = $1', [entry!.id])
    expect(await ensureSeeded(server.db, { jobs: 10 })).toBe(false)
    expect(await count()).toBe(seededCount)
    const [xmin] = await server.db.query<{ x: string }>('SELECT xmin::text AS x FROM content_entries WHERE id = $1', [entry!.id])
    expect(await ensureSeeded(server.db, { jobs: 10 })).toBe(false)
    const [again] = await server.db.query<{ x: string }>('SELECT xmin::text AS x FROM content_entries WHERE id = $1', [entry!.id])
    expect(again?.x).toBe(xmin?.x)
  })

  test('"nurse" near "Austin, TX" returns Austin nurse jobs', async () => {
    const result = await server.search({ what: 'nurse', where: 'Austin, TX' })
    expect(result.documents.length).toBeGreaterThan(0)
    for (const job of result.documents) expect(job.title).toMatch(/nurse/i)
  })

  test.each([
    ['date', { what: 'engineer', where: 'Texas', sort: 'date', pageSize: 41 }],
    ['relevance', { what: 'nurse', where: 'TX', pageSize: 9 }],
  ])('paging by %s reaches the end with no duplicates', async (_, criteria) => {
    const ids: string[] = []
    let cursor: string | null = null
    let first
    do {
      const page = await server.search({ ...criteria, ...(cursor ? { cursor } : {}) })
      first ??= page
      ids.push(...page.documents.map((job) => job.id))
      cursor = page.cursor
      if (!cursor) expect(page.complete).toBe(true)
    } while (cursor)
    expect(new Set(ids).size).toBe(ids.length)
    expect(first?.hits.total).toEqual({ value: ids.length, relation: 'eq' })
  })

  test('filters, alternatives, lookup and bad input behave as on PGlite', async () => {
    const filtered = await server.search({ remote: 'only', jobTypes: ['contract'], minPay: 60_000, postedWithinDays: 30, pageSize: 50 })
    expect(filtered.documents.every((job) => job.remote && job.jobType === 'contract')).toBe(true)
    expect((await server.search({ where: 'Atlantis, ZZ' })).message).toBe('search.invalidLocation')
    expect((await server.search({ what: 'zzyzx', where: 'Austin, TX' })).message).toBe('search.noMatches')
    const id = filtered.documents[0]?.id
    expect(parseJob(await (await server.app.request(`/rest/job-lookup/${id}`)).json()).id).toBe(id)
    expect((await server.app.request('/rest/job-lookup/nope')).status).toBe(404)
    await expectInvalid(await server.post('/rest/jobs/search', JSON.stringify({ pageSize: 1_000_000 })))
    await expectInvalid(await server.post('/rest/jobs/search', JSON.stringify({ what: 'nurse', cursor: 'e30' })))
  })
})
