/**
 * A broad search's title-and-skills candidates may first be read from the recent weeks through migration 046's index
 * (store.ts, rankedPage): only when those hold a full candidate set, which is then the newest overall. Either way the
 * pages must be the ones the walk in posting order finds: same jobs, same order, same totals, along a cursor's chain.
 * 20,000 jobs on PostgreSQL, so that the recent weeks of a common word hold a full set (the PGlite test data cannot).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SearchCriteria } from '../../../core/search'
import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { weeksQuery } from '../../../adapters/server/search/lexemes'
import { fewTitledRecently, plainWords, searchJobs, SEARCH_TUNING, type TitledRecentFirst } from '../../../adapters/server/search/store'
import { estimatedRows, estimatedRowsEach } from '../../../adapters/server/search/estimateStore'
import { recording } from './recordingDb'
import { TEST_NOW } from '../helpers'
import { testDatabases } from './testDatabases'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'

const JOBS = 20_000
const SEARCHES: SearchCriteria[] = [
  { what: 'manager' }, { what: 'sales' }, { what: 'nurse' }, { what: 'driver' }, { what: 'engineer', remote: 'only' },
  { what: 'analyst', experience: 'mid' }, { what: 'customer service' }, { what: 'technician', where: 'TX' },
  { what: 'registered nurse' }, { what: 'project manager', remote: 'exclude' }, { what: 'sales OR marketing' },
]

async function pages(db: Db, criteria: SearchCriteria, titledRecentFirst: TitledRecentFirst, titledRecentFactor?: number) {
  const found: { ids: string[]; total: unknown }[] = []
  let cursor: string | undefined
  for (let page = 0; page < 3; page++) {
    const options = { titledRecentFirst, ...(titledRecentFactor === undefined ? {} : { titledRecentFactor }) }
    const outcome = await searchJobs(db, { ...criteria, pageSize: 40, ...(cursor ? { cursor } : {}) }, TEST_NOW, options)
    if (outcome._tag !== 'SearchAnswered') throw new Error(`${JSON.stringify(criteria)}: ${outcome._tag}`)
    found.push({ ids: outcome.result.documents.map((job) => job.id), total: outcome.result.hits.total })
    if (!outcome.result.cursor) break
    cursor = outcome.result.cursor
  }
  return found
}

describe.runIf(await postgresReachable(TEST_DATABASE_URL))('titled candidates of the recent weeks first: the same pages (PostgreSQL, 20,000 jobs)', () => {
  let db: Db
  beforeAll(async () => {
    db = (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema: 'hf_test_titled_recent' }, { jobs: JOBS, now: TEST_NOW, batchSize: 5000 })).db
    await db.query('ANALYZE jobs')
  }, 300_000)
  afterAll(async () => {
    await db.close()
  })

  test('the test covers both cases: recent weeks holding a full candidate set, and recent weeks that do not', async () => {
    const titledRecently = async (what: string) => {
      const since = new Date(TEST_NOW.getTime() - SEARCH_TUNING.recentWindowDays * 24 * 60 * 60 * 1000)
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs j WHERE j.closed_at IS NULL AND j.duplicate_of IS NULL
           AND (j.rank_document || jobs_posting_week(j.posted_at)) @@ (websearch_to_tsquery('english', $1) && $2::tsquery)`,
        [what, weeksQuery(since, TEST_NOW)])
      return row?.n ?? 0
    }
    expect(await titledRecently('manager')).toBeGreaterThanOrEqual(SEARCH_TUNING.relevanceCandidates)
    expect(await titledRecently('driver')).toBeLessThan(SEARCH_TUNING.relevanceCandidates)
  })

  test('read first always, never, or as the estimates say: the same jobs, order and totals on every page', async () => {
    for (const criteria of SEARCHES) {
      const walked = await pages(db, criteria, 'never')
      expect(walked[0]?.ids.length, JSON.stringify(criteria)).toBeGreaterThan(0)
      expect(await pages(db, criteria, 'always'), JSON.stringify(criteria)).toEqual(walked)
      expect(await pages(db, criteria, 'auto'), JSON.stringify(criteria)).toEqual(walked)
    }
  }, 120_000)

  test('as the estimates say: a word whose recent title matches are few enough is read, and answers alone', async () => {
    // At 20,000 jobs no word has 1,000 recent title matches and few enough for the default factor; a larger one lets
    // "manager" (a full set in the window) be read first, so the choice and its answer are both of real estimates.
    const { db: recorded, statements } = recording(db)
    const read = await pages(recorded, { what: 'manager' }, 'auto', 1_000_000)
    const windowReads = statements.filter((sql) => sql.includes('jobs_posting_week'))
    expect(windowReads.length).toBe(read.length)
    expect(statements.some((sql) => !sql.startsWith('EXPLAIN') && sql.includes('j.rank_document @@'))).toBe(false)
    expect(read).toEqual(await pages(db, { what: 'manager' }, 'never'))
    statements.length = 0
    await pages(recorded, { what: 'manager' }, 'auto')
    expect(statements.some((sql) => sql.includes('jobs_posting_week'))).toBe(false)
  })

  test('a later page ranks the candidates its first page ranked, whatever the estimates say then', async () => {
    const { db: recorded, statements } = recording(db)
    const first = await searchJobs(recorded, { what: 'manager', pageSize: 40 }, TEST_NOW, { titledRecentFactor: 1_000_000 })
    const cursor = first._tag === 'SearchAnswered' ? first.result.cursor : null
    expect(cursor).toBeTruthy()
    statements.length = 0
    // The estimates would walk now (the default factor); the cursor says the first page read the recent weeks.
    const second = await searchJobs(recorded, { what: 'manager', pageSize: 40, cursor: cursor as string }, TEST_NOW, { titledRecentFirst: 'never' })
    expect(statements.filter((sql) => sql.startsWith('EXPLAIN'))).toEqual([])
    expect(statements.filter((sql) => sql.includes('jobs_posting_week')).length).toBe(1)
    const walked = await pages(db, { what: 'manager' }, 'never')
    expect(second._tag === 'SearchAnswered' ? second.result.documents.map((job) => job.id) : []).toEqual(walked[1]?.ids)
  })
})

describe.each(await testDatabases('hf_test_estimates'))('the estimates of several clauses in one EXPLAIN (%s)', (_name, open) => {
  let db: Db
  beforeAll(async () => {
    db = await open()
  }, 120_000)
  afterAll(async () => {
    await db.close()
  })

  test('each clause gets the estimate it gets alone, a clause of stop words only 0', async () => {
    const words = ['nurse', 'the', 'manager', 'of the']
    const clause = (n: number) => `WHERE j.closed_at IS NULL AND numnode(websearch_to_tsquery('english', $${n})) > 0 AND j.rank_document @@ websearch_to_tsquery('english', $${n})`
    const each = await estimatedRowsEach(db, [...words.map((_, i) => clause(i + 1)), 'WHERE j.closed_at IS NULL'], words)
    const alone = [...await Promise.all(words.map((word) => estimatedRows(db, clause(1), [word]))), await estimatedRows(db, 'WHERE j.closed_at IS NULL', [])]
    expect(each).toEqual(alone)
    expect(each[1]).toBeLessThanOrEqual(1)
    expect(each[0]).toBeGreaterThan(10)
  })
})

describe('when the recent title matches are read first', () => {
  // The planner's estimates at 1,000,000 jobs (the bench data): 233,168 open jobs posted in the window.
  const posted = 233_168
  test('a word in few titles is read, a word in many or too few is walked', () => {
    expect(fewTitledRecently({ matches: 260_680, titledRecently: 1_456, postedRecently: posted })).toBe(true) // driver
    expect(fewTitledRecently({ matches: 266_870, titledRecently: 3_523, postedRecently: posted })).toBe(true) // software engineer
    expect(fewTitledRecently({ matches: 624_870, titledRecently: 55_468, postedRecently: posted })).toBe(false) // manager
    expect(fewTitledRecently({ matches: 264_787, titledRecently: 5_973, postedRecently: posted })).toBe(false) // operations
    expect(fewTitledRecently({ matches: 5_000, titledRecently: 999, postedRecently: posted })).toBe(false) // cannot fill 1,000
    expect(fewTitledRecently({ matches: 5_000, titledRecently: null, postedRecently: posted })).toBe(false) // not plain words
  })

  test('only plain words are estimated one by one: operators and long queries are not', () => {
    expect(plainWords('software engineer')).toEqual(['software', 'engineer'])
    expect(plainWords(' driver ')).toEqual(['driver'])
    for (const what of ['sales OR marketing', 'analyst -senior', '"project manager"', 'c++', 'one two three four', null]) expect(plainWords(what)).toEqual([])
  })
})
