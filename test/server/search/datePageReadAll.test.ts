/**
 * A date-sorted page near a point (store.ts, datePage) reads the matches through the text index and sorts them when
 * there are at most SEARCH_TUNING.dateReadAllMatches, and walks jobs in posting order only past that. Either way it
 * must be the page the walk alone finds (null: the statement as before): same jobs, same order, every page of a
 * cursor's chain, at the bound and one past it, with filters, with none found, with jobs posted at the same instant.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SearchCriteria, SearchResult } from '../../../core/search'
import type { Db } from '../../../adapters/server/db/db'
import { searchJobs, SEARCH_TUNING } from '../../../adapters/server/search/store'
import { TEST_NOW } from '../helpers'
import { testDatabases } from './testDatabases'

const SEARCHES: SearchCriteria[] = [
  { where: 'Austin, TX', sort: 'date' },
  { where: 'Chicago, IL', radiusMiles: 100, sort: 'date' },
  { what: 'manager', where: 'Austin, TX', radiusMiles: 50, sort: 'date' },
  { what: 'nurse', where: 'Seattle, WA', radiusMiles: 100, sort: 'date', remote: 'exclude' },
  { what: 'sales', where: 'Denver, CO', sort: 'date', experience: 'mid' },
  { what: 'engineer', where: 'Houston, TX', radiusMiles: 100, sort: 'date', jobTypes: ['contract', 'permanent'] },
  { what: 'customer service', where: 'Boston, MA', radiusMiles: 50, sort: 'date', minPay: 50_000 },
  { what: 'care', where: 'Phoenix, AZ', radiusMiles: 100, sort: 'date', postedWithinDays: 14 },
  { what: '"project manager" OR electrician', where: 'Dallas, TX', radiusMiles: 100, sort: 'date' },
  { what: 'analyst -senior', where: 'New York, NY', radiusMiles: 50, sort: 'date', remote: 'only' },
  { what: 'cartographer', where: 'Denver, CO', sort: 'date' },
  { where: 'Chicago, IL', radiusMiles: 10, sort: 'date', industry: 'healthcare', visaSponsorship: true },
]

type ReadAll = number | null

/** Every page of a search (pageSize 2, following the cursor: the test data holds a few matches near most places), as job ids in order, with the first page's total. */
async function allPages(db: Db, criteria: SearchCriteria, readAll: ReadAll): Promise<{ ids: string[][]; total: SearchResult['hits']['total'] }> {
  const ids: string[][] = []
  let cursor: string | undefined
  let total: SearchResult['hits']['total'] | undefined
  for (let page = 0; page < 60; page++) {
    const outcome = await searchJobs(db, { ...criteria, pageSize: 2, ...(cursor ? { cursor } : {}) }, TEST_NOW, { dateReadAllMatches: readAll })
    if (outcome._tag !== 'SearchAnswered') throw new Error(`${JSON.stringify(criteria)}: ${outcome._tag}`)
    total ??= outcome.result.hits.total
    ids.push(outcome.result.documents.map((job) => job.id))
    if (!outcome.result.cursor) break
    cursor = outcome.result.cursor
  }
  return { ids, total: total ?? { value: 0, relation: 'eq' } }
}

const databases = await testDatabases('hf_test_date_page')

describe.each(databases)('a date-sorted page near a point, read all or walked: the same pages (%s)', (_name, open) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
    // Jobs posted at the same instant: the id orders them (newest first means the larger id first), across pages too.
    const newest = await searchJobs(db, { where: 'Austin, TX', sort: 'date', pageSize: 9 }, TEST_NOW, { dateReadAllMatches: null })
    const ids = newest._tag === 'SearchAnswered' ? newest.result.documents.map((job) => job.id) : []
    await db.query('UPDATE jobs SET posted_at = (SELECT posted_at FROM jobs WHERE id = $1) WHERE id = ANY($2::text[])', [ids[2], ids.slice(3)])
  }, 120_000)
  afterAll(async () => {
    await db.close()
  })

  test('the same pages as the walk alone, with every bound: all matches read, the walk, at the bound and one past it', async () => {
    let paged = 0
    let found = 0
    for (const criteria of SEARCHES) {
      const walked = await allPages(db, criteria, null)
      const matches = walked.ids.flat().length
      if (walked.ids.length >= 2) paged++
      if (matches > 0) found++
      // The bound 0 walks whenever there is a match; 1,000,000 reads all; `matches` reads all of the first page's
      // matches exactly, `matches - 1` is one short and walks (each later page has fewer matches after its cursor).
      for (const readAll of [0, 1, matches - 1, matches, SEARCH_TUNING.dateReadAllMatches, 1_000_000]) {
        if (readAll < 0) continue
        expect(await allPages(db, criteria, readAll), `${JSON.stringify(criteria)}, read all up to ${readAll}`).toEqual(walked)
      }
    }
    // The comparison is of real pages: several searches follow a cursor, few find nothing.
    expect(paged).toBeGreaterThanOrEqual(5)
    expect(found).toBeGreaterThanOrEqual(SEARCHES.length - 2)
  }, 120_000)
})
