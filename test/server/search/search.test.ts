import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SearchResult } from '../../../core'
import { geocode } from '../../../adapters/server/geo/gazetteer'
import { milesBetween, SEARCHABLE, startTestServer, TEST_NOW, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const AUSTIN = geocode('Austin, TX') as { lat: number; lon: number }

async function coordinates(ids: readonly string[]): Promise<Map<string, { lat: number; lon: number; state: string }>> {
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ')
  const rows = await server.db.query<{ id: string; lat: number; lon: number; state: string }>(
    `SELECT id, lat, lon, state FROM jobs WHERE id IN (${placeholders})`, ids)
  return new Map(rows.map((row) => [row.id, row]))
}

async function pageToEnd(criteria: Record<string, unknown>): Promise<{ pages: SearchResult[]; ids: string[] }> {
  const pages: SearchResult[] = []
  let cursor: string | null | undefined
  do {
    const page = await server.search({ ...criteria, ...(cursor ? { cursor } : {}) })
    pages.push(page)
    cursor = page.cursor
    expect(pages.length).toBeLessThan(200)
  } while (cursor)
  return { pages, ids: pages.flatMap((page) => page.documents.map((job) => job.id)) }
}

describe('what and where', () => {
  test('"nurse" near "Austin, TX" returns nurse jobs within the radius, best matches first', async () => {
    const result = await server.search({ what: 'nurse', where: 'Austin, TX', radiusMiles: 25 })
    expect(result.message).toBeNull()
    expect(result.documents.length).toBe(20)
    expect(result.hits.total.relation).toBe('eq')
    expect(result.hits.total.value).toBeGreaterThan(20)
    for (const job of result.documents) expect(`${job.title} ${job.skills.join(' ')} ${job.summary}`).toMatch(/nurs/i)
    expect(result.documents[0]?.title).toMatch(/nurse/i)
    const places = await coordinates(result.documents.map((job) => job.id))
    for (const place of places.values()) expect(milesBetween(AUSTIN, place)).toBeLessThanOrEqual(25)
  })

  test('"where" may be a state, a city alone or a ZIP', async () => {
    const byState = await server.search({ where: 'texas', pageSize: 50 })
    for (const job of byState.documents) expect(job.location.address.state).toBe('TX')
    const byCity = await server.search({ where: 'austin', radiusMiles: 10 })
    expect(byCity.documents.length).toBeGreaterThan(0)
    const byZip = await server.search({ where: '78701', radiusMiles: 10 })
    expect(byZip.documents.map((job) => job.id)).toEqual(byCity.documents.map((job) => job.id))
  })

  test.each([5, 60, 250, 500])('a %i-mile radius finds exactly the jobs within it', async (radiusMiles) => {
    const result = await server.search({ where: 'Austin, TX', radiusMiles, sort: 'date', pageSize: 100 })
    const places = await coordinates(result.documents.map((job) => job.id))
    for (const place of places.values()) expect(milesBetween(AUSTIN, place)).toBeLessThanOrEqual(radiusMiles)
    const all = await server.db.query<{ lat: number; lon: number }>(`SELECT lat, lon FROM jobs WHERE ${SEARCHABLE}`)
    const within = all.filter((row) => milesBetween(AUSTIN, row) <= radiusMiles).length
    expect(result.hits.total).toEqual(within > 1000 ? { value: 1000, relation: 'gte' } : { value: within, relation: 'eq' })
    expect(result.documents.length).toBeGreaterThan(0)
  })

  test('stemming: "nursing" finds nurse jobs', async () => {
    const result = await server.search({ what: 'nursing', where: 'Austin, TX' })
    expect(result.documents.length).toBeGreaterThan(0)
  })

  test('sort by date is newest first', async () => {
    const result = await server.search({ what: 'engineer', sort: 'date', pageSize: 50 })
    const dates = result.documents.map((job) => job.postedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('filters', () => {
  test('remote only and exclude', async () => {
    const only = await server.search({ remote: 'only', pageSize: 100 })
    expect(only.documents.length).toBeGreaterThan(0)
    expect(only.documents.every((job) => job.remote)).toBe(true)
    const none = await server.search({ remote: 'exclude', pageSize: 100 })
    expect(none.documents.every((job) => !job.remote)).toBe(true)
  })

  test('job types', async () => {
    const result = await server.search({ jobTypes: ['contract', 'contractor'], pageSize: 100 })
    expect(result.documents.length).toBe(100)
    expect(result.documents.every((job) => job.jobType !== 'permanent')).toBe(true)
  })

  test('minimum pay counts hourly pay at 2080 hours a year', async () => {
    const result = await server.search({ minPay: 120_000, pageSize: 100 })
    expect(result.documents.length).toBeGreaterThan(0)
    expect(result.documents.some((job) => job.compensation === 'hour')).toBe(true)
    for (const job of result.documents) {
      const best = job.compensationMax ?? job.compensationMin ?? 0
      expect(job.compensation === 'hour' ? best * 2080 : best).toBeGreaterThanOrEqual(120_000)
    }
  })

  test('posted within N days', async () => {
    const result = await server.search({ postedWithinDays: 3, sort: 'date', pageSize: 100 })
    const oldest = TEST_NOW.getTime() - 3 * 24 * 60 * 60 * 1000
    expect(result.documents.length).toBeGreaterThan(0)
    for (const job of result.documents) expect(Date.parse(job.postedAt)).toBeGreaterThanOrEqual(oldest)
  })

  test('every filter at once', async () => {
    const result = await server.search({ what: 'nurse', where: 'TX', remote: 'exclude', jobTypes: ['permanent'], minPay: 50_000, postedWithinDays: 30 })
    expect(result.documents.length).toBeGreaterThan(0)
    for (const job of result.documents) {
      expect(job).toMatchObject({ remote: false, jobType: 'permanent', location: { address: { state: 'TX' } } })
    }
  })
})

describe('paging', () => {
  test.each([
    ['date', { what: 'engineer', where: 'Texas', sort: 'date', pageSize: 37 }],
    ['relevance', { what: 'nurse', where: 'Texas', pageSize: 13 }],
  ])('by %s reaches the end with no duplicates and an exact total', async (_, criteria) => {
    const { pages, ids } = await pageToEnd(criteria)
    expect(new Set(ids).size).toBe(ids.length)
    const last = pages[pages.length - 1] as SearchResult
    expect(last.complete).toBe(true)
    expect(last.cursor).toBeNull()
    expect(pages.slice(0, -1).every((page) => !page.complete && page.cursor)).toBe(true)
    expect(pages[0]?.hits.total).toEqual({ value: ids.length, relation: 'eq' })
  })

  test('a big result set reports a lower bound', async () => {
    const result = await server.search({})
    expect(result.hits.total).toEqual({ value: 1000, relation: 'gte' })
  })

  test('a tampered cursor, or one from other criteria, is a 400', async () => {
    const first = await server.search({ what: 'nurse', pageSize: 5 })
    const cursor = first.cursor as string
    const tampered = `${cursor.slice(0, -3)}xyz`
    for (const body of [{ what: 'nurse', pageSize: 5, cursor: tampered }, { what: 'sales', pageSize: 5, cursor }, { what: 'nurse', cursor: 'not*base64' }]) {
      const response = await server.post('/rest/jobs/search', JSON.stringify(body))
      expect(response.status).toBe(400)
    }
    const forged = Buffer.from(JSON.stringify({ v: 1, s: 'r', p: 1e20, i: "x'; drop", r: -1, n: 1, e: true, f: 'a' })).toString('base64url')
    expect((await server.post('/rest/jobs/search', JSON.stringify({ what: 'nurse', cursor: forged }))).status).toBe(400)
  })
})

describe('alternatives', () => {
  test('an unknown location answers search.invalidLocation with jobs matching "what" anywhere', async () => {
    const result = await server.search({ what: 'nurse', where: 'Atlantis, ZZ' })
    expect(result).toMatchObject({ documents: [], message: 'search.invalidLocation', complete: true, cursor: null })
    expect(result.alternatives.length).toBeGreaterThan(0)
    expect(result.alternatives.every((job) => /nurs/i.test(`${job.title} ${job.skills.join(' ')} ${job.summary}`))).toBe(true)
  })

  test('no match answers search.noMatches with the newest jobs near the location', async () => {
    const result = await server.search({ what: 'zzyzx quokka', where: 'Austin, TX' })
    expect(result).toMatchObject({ documents: [], message: 'search.noMatches', hits: { total: { value: 0, relation: 'eq' } } })
    expect(result.alternatives.length).toBeGreaterThan(0)
    const places = await coordinates(result.alternatives.map((job) => job.id))
    for (const place of places.values()) expect(milesBetween(AUSTIN, place)).toBeLessThanOrEqual(25)
  })

  test('no match without a location offers the closest industry', async () => {
    const result = await server.search({ what: 'nurse quokka' })
    expect(result.message).toBe('search.noMatches')
    expect(result.alternatives.every((job) => job.industry === 'Healthcare')).toBe(true)
  })

  test('summaries are the description cut to 170 characters with an ellipsis', async () => {
    const result = await server.search({ what: 'nurse' })
    for (const job of result.documents) {
      expect(job.summary.length).toBeLessThanOrEqual(170)
      expect(job.summary.endsWith('…')).toBe(true)
    }
  })
})
