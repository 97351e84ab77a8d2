import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EXPERIENCE_LEVELS, experienceLevelOf, INDUSTRIES, industryOf } from '../../../core/search'
import { INDUSTRIES as SEED_INDUSTRIES } from '../../../adapters/server/seed/generate'
import { expectInvalid, SEARCHABLE, startTestServer, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const facetsOf = async (ids: readonly string[]) => {
  const rows = await server.db.query<{ id: string; experience: string; industry_id: string }>(
    `SELECT id, experience, industry_id FROM jobs WHERE id = ANY($1::text[])`, [ids])
  return new Map(rows.map((row) => [row.id, row]))
}

describe('the experience-level and industry filters (migration 019)', () => {
  test('every demo industry is one of the 28 categories, and every category has jobs', async () => {
    expect(new Set(SEED_INDUSTRIES.map((industry) => industryOf(industry.name)))).toEqual(new Set(INDUSTRIES))
    expect(SEED_INDUSTRIES).toHaveLength(INDUSTRIES.length)
    const rows = await server.db.query<{ industry_id: string }>('SELECT DISTINCT industry_id FROM jobs')
    expect(new Set(rows.map((row) => row.industry_id))).toEqual(new Set(INDUSTRIES))
  })

  test('the seed gives each job the level its title implies, and every level has jobs', async () => {
    const rows = await server.db.query<{ title: string; experience: string }>('SELECT DISTINCT title, experience FROM jobs')
    for (const row of rows) expect(row.experience, row.title).toBe(experienceLevelOf(row.title))
    expect(new Set(rows.map((row) => row.experience))).toEqual(new Set(EXPERIENCE_LEVELS))
  })

  test("the migration's rule for older rows (job_experience_level) agrees with experienceLevelOf on every title", async () => {
    const titles = [...SEED_INDUSTRIES.flatMap((industry) => industry.titles), 'Sr. Nurse', 'VP of Sales', 'Head of People', 'Junior Developer', 'Welder']
    const rows = await server.db.query<{ title: string; level: string }>(
      'SELECT title, job_experience_level(title) AS level FROM unnest($1::text[]) AS t(title)', [titles])
    expect(rows.map((row) => [row.title, row.level])).toEqual(titles.map((title) => [title, experienceLevelOf(title)]))
  })

  test('an industry filter returns only that industry, with "what", paging and the count', async () => {
    const first = await server.search({ what: 'analyst', industry: 'insurance', pageSize: 5 })
    expect(first.message).toBeNull()
    expect(first.documents.length).toBe(5)
    const rest = await server.search({ what: 'analyst', industry: 'insurance', pageSize: 5, cursor: first.cursor })
    for (const job of [...first.documents, ...rest.documents]) expect(job.industry).toBe('Insurance')
    const [counted] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM jobs WHERE ${SEARCHABLE} AND industry_id = 'insurance' AND search @@ websearch_to_tsquery('english', 'analyst')`)
    expect(first.hits.total).toEqual({ value: counted?.count, relation: 'eq' })
    const all = await server.search({ what: 'analyst', pageSize: 100 })
    expect(all.documents.some((job) => job.industry !== 'Insurance')).toBe(true)
  })

  test('an experience filter returns only that level, and both filters combine', async () => {
    const senior = await server.search({ where: 'Austin, TX', experience: 'senior', pageSize: 50 })
    expect(senior.documents.length).toBeGreaterThan(0)
    const facets = await facetsOf(senior.documents.map((job) => job.id))
    for (const job of senior.documents) expect(facets.get(job.id)?.experience).toBe('senior')
    const both = await server.search({ experience: 'entry', industry: 'retail', pageSize: 50 })
    const bothFacets = await facetsOf(both.documents.map((job) => job.id))
    expect(both.documents.length).toBeGreaterThan(0)
    for (const job of both.documents) expect(bothFacets.get(job.id)).toMatchObject({ experience: 'entry', industry_id: 'retail' })
  })

  test('an unknown level or industry is refused with a 400 (the app drops it from the URL first)', async () => {
    for (const body of [{ experience: 'guru' }, { industry: 'Healthcare' }, { industry: ['sales'] }]) {
      expect(await expectInvalid(await server.post('/rest/jobs/search', JSON.stringify(body)))).toEqual([Object.keys(body)[0]])
    }
  })
})
