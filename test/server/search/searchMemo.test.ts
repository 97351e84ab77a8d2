import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SearchResultSchema, type SearchCriteria } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createSearchMemo } from '../../../adapters/server/search/searchMemo'
import { searchJobs } from '../../../adapters/server/search/store'
import { backends } from '../applyingHarness'
import { addJob } from '../alerts/support'
import { TEST_NOW } from '../helpers'
import { recording } from './recordingDb'

const SKILL_PROFILE = /^\s*WITH (sample|recent) AS/
const NEWEST_NEAR = /^\s*WITH page AS \(\s*SELECT m\.id/

/**
 * The memo of parts many searches share (search/searchMemo.ts): a no-match answer's skill profile of its words and
 * the newest jobs near its place are computed once for every search of those words or that place, the same answers as
 * computed each time, and dropped with the result cache when jobs change.
 */
describe.each(await backends('searchmemo'))('the search memo on $name', ({ open, drop }) => {
  let db: Db
  let recorded: ReturnType<typeof recording>
  let app: ReturnType<typeof createApp>
  let place: string
  beforeAll(async () => {
    db = await open()
    recorded = recording(db)
    app = createApp({ db: recorded.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {} })
    // addJob copies this job's place: a job added later is near it.
    const [first] = await db.query<{ city: string; state: string }>('SELECT city, state FROM jobs ORDER BY id LIMIT 1')
    place = `${first?.city}, ${first?.state}`
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  const search = async (body: Record<string, unknown>) => {
    const from = recorded.statements.length
    const response = await app.request('/rest/jobs/search', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    const result = v.parse(SearchResultSchema, await response.json())
    const ran = recorded.statements.slice(from)
    return { result, profiles: ran.filter((sql) => SKILL_PROFILE.test(sql)).length, newestNear: ran.filter((sql) => NEWEST_NEAR.test(sql)).length }
  }

  test('a place\'s newest jobs are computed once for the no-match searches there, and follow the jobs', async () => {
    const first = await search({ what: 'zanzibar cartographer', where: place })
    expect(first.result.message).toBe('search.noMatches')
    expect(first.result.alternatives.length).toBeGreaterThan(0)
    expect(first.newestNear).toBeGreaterThan(0)

    const other = await search({ what: 'zanzibar falconer', where: place })
    expect(other.newestNear).toBe(0)
    expect(other.result.alternatives).toEqual(first.result.alternatives)

    const id = await addJob(db, 'Harbour Pilot', TEST_NOW)
    const after = await search({ what: 'zanzibar lamplighter', where: place })
    expect(after.newestNear).toBeGreaterThan(0)
    expect(after.result.alternatives[0]?.id).toBe(id)
    await db.query('UPDATE jobs SET closed_at = now() WHERE id = $1', [id])
    expect((await search({ what: 'zanzibar glassblower', where: place })).result.alternatives.map((job) => job.id)).not.toContain(id)
  })

  test('the skill profile of the words is computed once for every place they are searched at', async () => {
    const first = await search({ what: 'electrician', where: 'Peoria, IL', radiusMiles: 5 })
    expect(first.result.message).toBe('search.noMatches')
    expect(first.profiles).toBe(1)
    const elsewhere = await search({ what: 'electrician', where: 'Chicago, IL' })
    expect(elsewhere.result.message).toBe('search.noMatches')
    expect(elsewhere.profiles).toBe(0)
  })

  test('answers are the same with the memo, empty or full, as without it', async () => {
    const searches: SearchCriteria[] = [
      { what: 'electrician', where: 'Peoria, IL', radiusMiles: 5 },
      { what: 'electrician', where: 'Chicago, IL' },
      { what: 'registered electrician', where: 'Austin, TX' },
      { what: 'registered electrician', where: 'Chicago, IL', experience: 'senior' },
      { what: 'zanzibar', where: 'Austin, TX' },
      { what: 'zanzibar', where: 'Austin, TX', visaSponsorship: true },
      { what: 'zanzibar falconer', where: 'Peoria, IL', radiusMiles: 100 },
      { what: 'zanzibar', where: 'Texas' },
      { what: 'nurse', where: 'Peoria, IL', radiusMiles: 5, remote: 'only' },
      { what: 'zanzibar nurse', where: 'Peoria, IL', radiusMiles: 5, visaSponsorship: true },
      { what: 'welder', where: 'Peoria, IL', radiusMiles: 5, minPay: 900_000 },
    ]
    const memo = createSearchMemo()
    for (const criteria of searches) {
      const alone = await searchJobs(db, criteria, TEST_NOW)
      // Each finds nothing, so its answer is the no-match one the memo serves parts of.
      expect(alone._tag === 'SearchAnswered' && alone.result.message, JSON.stringify(criteria)).toBe('search.noMatches')
      expect(await searchJobs(db, criteria, TEST_NOW, { memo }), JSON.stringify(criteria)).toEqual(alone)
      expect(await searchJobs(db, criteria, TEST_NOW, { memo }), JSON.stringify(criteria)).toEqual(alone)
    }
  })
})

describe('a memo', () => {
  test('keeps a part until dropped; a part computed across the drop is not kept', async () => {
    const memo = createSearchMemo()
    let computed = 0
    const part = () => memo.remember('k', async () => ++computed)
    expect(await part()).toBe(1)
    expect(await part()).toBe(1)
    memo.invalidate()
    expect(await part()).toBe(2)
    let finish: (value: number) => void = () => {}
    const slow = memo.remember('slow', () => new Promise<number>((resolve) => (finish = resolve)))
    memo.invalidate()
    finish(10)
    expect(await slow).toBe(10)
    expect(await memo.remember('slow', async () => 11)).toBe(11)
  })
})
