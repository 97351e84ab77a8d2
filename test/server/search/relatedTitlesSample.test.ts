/**
 * Related titles (nearMissesStore.ts, RELATED_TITLES_TUNING) are found faster in two ways that must not change them.
 *
 * The skill sample (the 200 newest jobs matching any word of "what", anywhere) may be read from the last
 * weeks' postings first: only when those hold a whole sample, which is then the
 * newest overall. The answer must be the same as from all matches, whether the recent weeks fill the sample or not.
 * And only the place's jobs a text-index query of the words and the query skills' lexemes finds are read
 * (candidatesFirst): every job sharing a word or two skills is among them, unless two query skills have no lexeme.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SearchCriteria } from '../../../core/search'
import type { Db } from '../../../adapters/server/db/db'
import { geocode } from '../../../adapters/server/geo/gazetteer'
import { toFilters } from '../../../adapters/server/search/filters'
import { weeksQuery } from '../../../adapters/server/search/lexemes'
import { relatedTitles, RELATED_TITLES_TUNING, type RelatedTitlesTuning } from '../../../adapters/server/search/nearMissesStore'
import { TEST_NOW } from '../helpers'
import { testDatabases } from './testDatabases'

const SEARCHES: SearchCriteria[] = [
  { what: 'manager', where: 'Austin, TX' },
  { what: 'communication', where: 'Chicago, IL', radiusMiles: 10 },
  { what: 'registered electrician', where: 'Austin, TX' },
  { what: 'sales', where: 'Denver, CO', experience: 'executive' },
  { what: 'nurse', where: 'Seattle, WA', remote: 'only' },
  { what: 'engineer', where: 'TX' },
  { what: 'customer service', where: 'Boston, MA', minPay: 150_000 },
  { what: 'cartographer', where: 'Denver, CO' },
  { what: 'the', where: 'Austin, TX' },
  { what: 'it', where: 'Chicago, IL', radiusMiles: 50 },
  { what: 'welder -senior', where: 'Houston, TX', radiusMiles: 100 },
  { what: '"project manager" OR electrician', where: 'Phoenix, AZ', postedWithinDays: 7 },
  { what: 'python sql', where: 'Seattle, WA', radiusMiles: 25, experience: 'senior' },
  { what: 'registered nurse', where: 'CA', jobTypes: ['contract'] },
]
/** As before: the sample from all matches (never the recent weeks first), every job at the place checked. */
const ALL_MATCHES: RelatedTitlesTuning = { recentDays: 7, recentFromMatches: Infinity, recentUpToMatches: Infinity, candidatesFirst: false }

const related = (db: Db, criteria: SearchCriteria, tuning: RelatedTitlesTuning) =>
  relatedTitles(db, toFilters(criteria, geocode(criteria.where ?? ''), TEST_NOW), 1000, tuning)

/** How many jobs match any word of `what` in the posting weeks of the last `days` days at TEST_NOW. */
async function recentMatches(db: Db, what: string, days: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs j WHERE j.search @@ (replace(websearch_to_tsquery('english', $1)::text, '&', '|')::tsquery && $2::tsquery)`,
    [what, weeksQuery(new Date(TEST_NOW.getTime() - days * 24 * 60 * 60 * 1000), TEST_NOW)],
  )
  return row?.n ?? 0
}

const databases = await testDatabases('hf_test_related_sample')

describe.each(databases)('related titles found faster, the same titles (%s)', (_name, open) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
  }, 120_000)
  afterAll(async () => {
    await db.close()
  })

  test('the test covers both cases: recent weeks that fill the sample, and recent weeks that do not', async () => {
    expect(await recentMatches(db, 'manager', 30)).toBeGreaterThanOrEqual(200)
    expect(await recentMatches(db, 'manager', 0)).toBeLessThan(200)
  })

  // 30 days (and 3 here): the common words' recent postings fill the sample (it is read from them alone); 0 days: they do not (all
  // matches are read after them).
  for (const recentDays of [30, 3, 0]) {
    test(`the same titles as from all matches, the recent weeks being the last ${recentDays} days`, async () => {
      for (const criteria of SEARCHES) {
        const expected = await related(db, criteria, ALL_MATCHES)
        expect(await related(db, criteria, { recentDays, recentFromMatches: 0, recentUpToMatches: Infinity, candidatesFirst: false }), JSON.stringify(criteria)).toEqual(expected)
      }
    })
  }

  test('the same titles reading only the candidate jobs at the place as reading all of them', async () => {
    for (const criteria of SEARCHES) {
      const expected = await related(db, criteria, ALL_MATCHES)
      expect(await related(db, criteria, { ...ALL_MATCHES, candidatesFirst: true }), JSON.stringify(criteria)).toEqual(expected)
      expect(await related(db, criteria, RELATED_TITLES_TUNING), JSON.stringify(criteria)).toEqual(expected)
    }
  })

  test('some searches offer related titles (the comparison is not of empty lists)', async () => {
    const offered = await Promise.all(SEARCHES.map((criteria) => related(db, criteria, ALL_MATCHES)))
    expect(offered.filter((titles) => titles.length > 0).length).toBeGreaterThanOrEqual(5)
  })
})
