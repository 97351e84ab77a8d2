import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SearchResultSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { normaliseCriteria, sharedFreshRead } from '../../../adapters/server/search/cachedSearchIndex'
import { backends } from '../applyingHarness'
import { addJob } from '../alerts/support'
import { TEST_NOW } from '../helpers'
import { recording } from './recordingDb'

/** The Db with its search statements counted: how a test tells a cached answer from one the database gave. */
function counting(db: Db): { db: Db; searches: () => number } {
  const recorded = recording(db)
  return { db: recorded.db, searches: () => recorded.statements.filter((sql) => /FROM jobs j|search_suggestion_keys/.test(sql)).length }
}

/** The result cache of first pages and suggestions (issue 14, search/cachedSearchIndex.ts, migration 037). */
describe.each(await backends('resultcache'))('the search result cache on $name', ({ open, drop }) => {
  let db: Db
  let counted: ReturnType<typeof counting>
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    db = await open()
    counted = counting(db)
    app = createApp({ db: counted.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {} })
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  const search = async (body: Record<string, unknown>) => {
    const response = await app.request('/rest/jobs/search', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    return v.parse(SearchResultSchema, await response.json())
  }

  test('a first page asked again, in another spelling of the same search, is answered from the cache', async () => {
    const first = await search({ what: 'Registered  Nurse', where: 'Austin, TX', remote: 'include', radiusMiles: 25, pageSize: 2 })
    const before = counted.searches()
    const again = await search({ what: 'registered nurse ', where: 'austin, tx', pageSize: 2 })
    expect(counted.searches()).toBe(before)
    expect(again).toEqual(first)
    // Its cursor fits the other spelling too: every search runs on the one normalised form.
    expect(first.cursor).not.toBeNull()
    const next = await search({ what: 'REGISTERED nurse', where: 'Austin, TX', pageSize: 2, cursor: first.cursor })
    expect(next.documents.length).toBeGreaterThan(0)
    expect(next.documents.map((job) => job.id)).not.toContain(first.documents[0]?.id)
  })

  test('a cached first page is the same JSON to a client that takes brotli, gzip or neither', async () => {
    const body = JSON.stringify({ what: 'nurse', where: 'Austin, TX' })
    const ask = (acceptEncoding?: string) => app.request('/rest/jobs/search', { method: 'POST', body, headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } })
    const fresh = await (await ask()).text()
    const before = counted.searches()
    const answers = [await ask('br'), await ask('gzip'), await ask()]
    expect(counted.searches()).toBe(before)
    expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual(['br', 'gzip', null])
    const decoded = [
      brotliDecompressSync(new Uint8Array(await answers[0]!.arrayBuffer())).toString(),
      gunzipSync(new Uint8Array(await answers[1]!.arrayBuffer())).toString(),
      await answers[2]!.text(),
    ]
    expect(decoded).toEqual([fresh, fresh, fresh])
    expect(v.parse(SearchResultSchema, JSON.parse(fresh)).documents.length).toBeGreaterThan(0)
  })

  test('a job added, changed or closed in the database shows in the next answer', async () => {
    const before = await search({ what: 'lighthouse keeper' })
    expect(before.hits.total.value).toBe(0)
    const id = await addJob(db, 'Lighthouse Keeper', TEST_NOW)
    const added = await search({ what: 'lighthouse keeper' })
    expect(added.documents.map((job) => job.id)).toEqual([id])
    await db.query(`UPDATE jobs SET title = 'Lighthouse Keeper (Nights)' WHERE id = $1`, [id])
    expect((await search({ what: 'lighthouse keeper' })).documents[0]?.title).toBe('Lighthouse Keeper (Nights)')
    await db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [id])
    expect((await search({ what: 'lighthouse keeper' })).hits.total.value).toBe(0)
  })

  test("a Pro moving an application on (a job's activity, the Pro's response time) leaves the cached answers; other changes drop them", async () => {
    const version = async () => (await db.query<{ version: string }>('SELECT version::text AS version FROM search_jobs_version'))[0]?.version
    const first = await search({ what: 'nurse' })
    const job = first.documents[0]!
    const [pro] = await db.query<{ pro_id: string }>('SELECT pro_id FROM jobs WHERE id = $1', [job.id])
    const before = await version()
    // What migration 044's trigger writes on a status change.
    await db.query('UPDATE jobs SET last_activity_at = now() WHERE id = $1', [job.id])
    await db.query(`UPDATE pros SET response_seconds = 7200, response_count = 5, response_valid_until = now() + interval '1 day' WHERE id = $1`, [pro!.pro_id])
    // An update that changes nothing.
    await db.query('UPDATE jobs SET title = title WHERE id = $1', [job.id])
    expect(await version()).toBe(before)
    const searched = counted.searches()
    expect(await search({ what: 'nurse' })).toEqual(first)
    expect(counted.searches()).toBe(searched)
    // Any other column, alone or with those, drops them everywhere.
    await db.query(`UPDATE jobs SET last_activity_at = now(), hiring = CASE WHEN hiring = 'direct' THEN 'agency' ELSE 'direct' END WHERE id = $1`, [job.id])
    const bumped = await version()
    expect(bumped).not.toBe(before)
    await db.query(`UPDATE pros SET headline = headline || '!' WHERE id = $1`, [pro!.pro_id])
    expect(await version()).not.toBe(bumped)
    await search({ what: 'nurse' })
    expect(counted.searches()).toBeGreaterThan(searched)
  })

  test('"what" suggestions are cached too, and follow the jobs', async () => {
    const suggest = async () => {
      const response = await app.request('/rest/suggestions/what?q=zeppel')
      return ((await response.json()) as { suggestions: { text: string }[] }).suggestions.map((s) => s.text)
    }
    expect(await suggest()).toEqual([])
    const before = counted.searches()
    expect(await suggest()).toEqual([])
    expect(counted.searches()).toBe(before)
    await addJob(db, 'Zeppelin Pilot', TEST_NOW)
    expect(await suggest()).toContain('Zeppelin Pilot')
  })

  test('GET answers carry an ETag; If-None-Match with it answers 304 without a body', async () => {
    for (const path of ['/rest/suggestions/what?q=nur', '/rest/suggestions/where?q=aus', `/rest/job-lookup/${(await search({ what: 'nurse' })).documents[0]?.id}`]) {
      const first = await app.request(path)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W?\/?"[^"]+"$/)
      expect(first.headers.get('cache-control')).toBeTruthy()
      const again = await app.request(path, { headers: { 'if-none-match': etag ?? '' } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect((await app.request(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
    }
  })
})

describe('the cache key', () => {
  test('one form for the spellings of one search: case, spaces, defaults and the order of job types aside', () => {
    expect(normaliseCriteria({ what: ' Nurse  ICU ', where: 'Austin, TX', radiusMiles: 25, remote: 'include', sort: 'relevance', jobTypes: ['contract', 'permanent'], minPay: 0, pageSize: 20 }))
      .toEqual({ what: 'nurse icu', where: 'austin, tx', jobTypes: ['contract', 'permanent'] })
    expect(normaliseCriteria({ what: 'nurse', jobTypes: ['permanent', 'contract', 'contractor'], radiusMiles: 50 })).toEqual({ what: 'nurse' })
    expect(normaliseCriteria({ what: 'nurse', where: '78701', radiusMiles: 50, remote: 'only', sort: 'date' }))
      .toEqual({ what: 'nurse', where: '78701', radiusMiles: 50, remote: 'only', sort: 'date' })
  })

  test('a fresh read is shared only by the callers that came before it started', async () => {
    let reads = 0
    const resolvers: ((value: number) => void)[] = []
    const read = sharedFreshRead(() => new Promise<number>((resolve) => {
      reads++
      resolvers.push(resolve)
    }))
    const [a, b] = [read(), read()]
    expect(reads).toBe(1)
    resolvers[0]?.(1)
    await Promise.resolve()
    expect(await a).toBe(1)
    // b came while the first read was in flight: it waits for a read that started after it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reads).toBe(2)
    resolvers[1]?.(2)
    expect(await b).toBe(2)
  })
})
