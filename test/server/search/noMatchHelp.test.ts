import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEARCH_LIMITS, SEARCH_RADIUS_CHOICES_MILES } from '../../../core/constants'
import type { SearchCriteria } from '../../../core/search'
import { startTestServer, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

/** What a search finds, as its answer counts it (paging to the end). */
async function found(criteria: SearchCriteria): Promise<number> {
  const first = await server.search({ ...criteria, sort: 'date', pageSize: 100 })
  return first.hits.total.value
}

describe('a search with no match near a place (issue 9, defect 7)', () => {
  test('offers the smallest wider distance with matches and its count: electrician near Chicago -> 50 miles (Aurora, IL)', async () => {
    const criteria = { what: 'electrician', where: 'Chicago, IL' }
    const result = await server.search(criteria)
    expect(result.documents).toEqual([])
    expect(result.message).toBe('search.noMatches')
    expect(result.widerRadius).toEqual({ radiusMiles: 50, total: { value: await found({ ...criteria, radiusMiles: 50 }), relation: 'eq' } })
    expect(result.widerRadius?.total.value).toBeGreaterThan(0)
    const wider = await server.search({ ...criteria, radiusMiles: 50 })
    expect(wider.documents.map((job) => `${job.title}, ${job.location.address.city}`)).toContain('Electrician, Aurora')
  })

  test('the wider distance is one the search offers, beyond the one searched', async () => {
    const result = await server.search({ what: 'electrician', where: 'Chicago, IL', radiusMiles: 30 })
    expect(SEARCH_RADIUS_CHOICES_MILES).toContain(result.widerRadius?.radiusMiles)
    expect(result.widerRadius?.radiusMiles).toBeGreaterThan(30)
  })

  test('offers related titles near the place by shared skills, each with what searching for it there finds', async () => {
    const criteria = { what: 'electrician', where: 'Peoria, IL', radiusMiles: 5 }
    const { documents, relatedTitles = [] } = await server.search(criteria)
    expect(documents).toEqual([])
    expect(relatedTitles.map((related) => related.title)).toContain('Construction Project Manager')
    expect(relatedTitles.length).toBeLessThanOrEqual(3)
    for (const related of relatedTitles) expect(related.total.value).toBe(await found({ ...criteria, what: related.title }))
  })

  test('related titles share a word of the search first: "registered electrician" near Austin offers "Registered Nurse"', async () => {
    const criteria = { what: 'registered electrician', where: 'Austin, TX' }
    const { documents, relatedTitles = [] } = await server.search(criteria)
    expect(documents).toEqual([])
    expect(relatedTitles.map((related) => related.title)).toContain('Registered Nurse')
    for (const related of relatedTitles) expect(related.total.value).toBe(await found({ ...criteria, what: related.title }))
    const counts = relatedTitles.map((related) => related.total.value)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  test('a job sharing a single common skill is not related: nothing near Chicago shares enough with electricians', async () => {
    const { relatedTitles = [] } = await server.search({ what: 'electrician', where: 'Chicago, IL' })
    expect(relatedTitles).toEqual([])
  })

  test('keeps the other filters: a wider search with filters nobody meets offers nothing', async () => {
    const result = await server.search({ what: 'electrician', where: 'Chicago, IL', minPay: SEARCH_LIMITS.maxMinPay })
    expect(result.message).toBe('search.noMatches')
    expect(result.widerRadius).toBeNull()
    expect(result.relatedTitles).toEqual([])
  })

  test('a search with matches, or with no place, carries no wider distance', async () => {
    const matched = await server.search({ what: 'nurse', where: 'Austin, TX' })
    expect(matched.widerRadius).toBeUndefined()
    expect(matched.relatedTitles).toBeUndefined()
    const nowhere = await server.search({ what: 'zzzqqq' })
    expect(nowhere.widerRadius ?? null).toBeNull()
    expect(nowhere.relatedTitles ?? []).toEqual([])
  })
})
