import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EXPERIENCE_LEVELS, INDUSTRIES, type SearchCriteria, type SearchResult } from '../../../core/search'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const facetsOf = (result: SearchResult) => {
  expect(result.facets).toBeDefined()
  return result.facets!
}

/** Each option's count must be the total its own search finds (exact answers only). */
async function expectCountsAreTotals(criteria: SearchCriteria): Promise<void> {
  const facets = facetsOf(await server.search(criteria))
  expect(facets.relation).toBe('eq')
  for (const experience of EXPERIENCE_LEVELS) {
    const { hits } = await server.search({ ...criteria, experience, pageSize: 1 })
    expect(hits.total.relation).toBe('eq')
    expect(facets.experience[experience] ?? 0, experience).toBe(hits.total.value)
  }
  for (const industry of INDUSTRIES) {
    const { hits } = await server.search({ ...criteria, industry, pageSize: 1 })
    expect(facets.industry[industry] ?? 0, industry).toBe(hits.total.value)
  }
}

describe('the experience-level and industry counts of a search (facets)', () => {
  test('each option counts what choosing it finds, by relevance and by date', async () => {
    await expectCountsAreTotals({ what: 'analyst', where: 'Texas' })
    await expectCountsAreTotals({ what: 'analyst', where: 'Texas', sort: 'date' })
    const result = await server.search({ what: 'analyst', where: 'Texas' })
    const sum = Object.values(facetsOf(result).industry).reduce((a, b) => a + b, 0)
    expect(sum).toBe(result.hits.total.value)
  })

  test('with a level or an industry chosen, the other options are counted without it', async () => {
    await expectCountsAreTotals({ what: 'manager', where: 'Texas', industry: 'retail' })
    await expectCountsAreTotals({ where: 'California', experience: 'senior', sort: 'date' })
    await expectCountsAreTotals({ what: 'nurse', experience: 'entry', industry: 'healthcare' })
  })

  test('a broad search counts its first 1,000 matches: every count a lower bound, the chosen one its total', async () => {
    const [all] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')
    expect(all!.n).toBeGreaterThan(1000)
    for (const criteria of [{ sort: 'date' }, { industry: 'healthcare' }, { what: 'experience', industry: 'healthcare' }] as const) {
      const result = await server.search({ ...criteria, where: '' })
      const facets = facetsOf(result)
      expect(facets.relation, JSON.stringify(criteria) + JSON.stringify(result.hits)).toBe('gte')
      const exact = await server.db.query<{ industry_id: string; n: number }>('SELECT industry_id, count(*)::int AS n FROM jobs GROUP BY 1')
      for (const { industry_id, n } of exact) expect(facets.industry[industry_id] ?? 0).toBeLessThanOrEqual(n)
      if ('industry' in criteria && result.hits.total.relation === 'eq') expect(facets.industry.healthcare).toBe(result.hits.total.value)
    }
  })

  test('only the first page carries them', async () => {
    const first = await server.search({ what: 'nurse', pageSize: 5 })
    expect(first.facets).toBeDefined()
    const next = await server.search({ what: 'nurse', pageSize: 5, cursor: first.cursor })
    expect(next.facets).toBeUndefined()
  })

  test('no match with an industry chosen still says which other industries have jobs', async () => {
    const result = await server.search({ what: 'electrician', industry: 'legal' })
    expect(result.documents).toEqual([])
    const facets = facetsOf(result)
    expect(facets.industry.legal ?? 0).toBe(0)
    expect(facets.industry.construction ?? 0).toBeGreaterThan(0)
  })
})
