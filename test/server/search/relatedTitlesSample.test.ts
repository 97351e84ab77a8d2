/**
 * Related titles' skill sample (the 200 newest jobs matching any word of "what", anywhere) may be read from the last
 * weeks' postings first (nearMissesStore.ts, SKILL_SAMPLING): only when those hold a whole sample, which is then the
 * newest overall. The answer must be the same as from all matches, whether the recent weeks fill the sample or not.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { geocode } from '../../../adapters/server/geo/gazetteer'
import { toFilters } from '../../../adapters/server/search/filters'
import { relatedTitles, type SkillSampling } from '../../../adapters/server/search/nearMissesStore'
import { openSeededPglite, TEST_JOBS, TEST_NOW } from '../helpers'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'

const SEARCHES = [
  { what: 'manager', where: 'Austin, TX' },
  { what: 'communication', where: 'Chicago, IL', radiusMiles: 10 },
  { what: 'registered electrician', where: 'Austin, TX' },
  { what: 'sales', where: 'Denver, CO', experience: 'executive' as const },
  { what: 'nurse', where: 'Seattle, WA', remote: 'only' as const },
  { what: 'engineer', where: 'TX' },
  { what: 'customer service', where: 'Boston, MA', minPay: 150_000 },
]
/** Never the recent weeks first: the sample from all matches, as before. */
const ALL_MATCHES: SkillSampling = { recentDays: 7, recentFromMatches: Infinity, recentUpToMatches: Infinity }

const related = (db: Db, criteria: (typeof SEARCHES)[number], sampling: SkillSampling) =>
  relatedTitles(db, toFilters(criteria, geocode(criteria.where), TEST_NOW), 1000, sampling)

/** How many jobs match any word of `what` in the posting weeks of the last `days` days at TEST_NOW. */
async function recentMatches(db: Db, what: string, days: number): Promise<number> {
  const { weeksQuery } = await import('../../../adapters/server/search/lexemes')
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs j WHERE j.search @@ (replace(websearch_to_tsquery('english', $1)::text, '&', '|')::tsquery && $2::tsquery)`,
    [what, weeksQuery(new Date(TEST_NOW.getTime() - days * 24 * 60 * 60 * 1000), TEST_NOW)],
  )
  return row?.n ?? 0
}

const databases: [string, () => Promise<Db>][] = [['PGlite', openSeededPglite]]
if (await postgresReachable(TEST_DATABASE_URL)) {
  databases.push(['PostgreSQL', async () => (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema: 'hf_test_related_sample' }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })).db])
}

describe.each(databases)('related titles from the recent weeks first (%s)', (_name, open) => {
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
        expect(await related(db, criteria, { recentDays, recentFromMatches: 0, recentUpToMatches: Infinity }), JSON.stringify(criteria)).toEqual(expected)
      }
    })
  }

  test('some searches offer related titles (the comparison is not of empty lists)', async () => {
    const offered = await Promise.all(SEARCHES.map((criteria) => related(db, criteria, ALL_MATCHES)))
    expect(offered.filter((titles) => titles.length > 0).length).toBeGreaterThanOrEqual(3)
  })
})
