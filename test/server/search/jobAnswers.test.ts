import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SearchResult } from '../../../core'
import { JOB_EXPIRY_DAYS } from '../../../adapters/server/search/filters'
import { SEARCHABLE, startTestServer, TEST_NOW, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Sets a job's last activity. Activity alone leaves cached answers as they are until their age limit (migration 048:
 * as the clock ageing a job out does); these tests are of the search's rule, so the cache goes with the change.
 */
async function setActivity(id: string, at: Date): Promise<void> {
  await server.db.query(`UPDATE jobs SET last_activity_at = $2 WHERE id = $1`, [id, at.toISOString()])
  await server.db.query('SELECT search_version_bump()')
}

async function allIds(criteria: Record<string, unknown>): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null | undefined
  do {
    const page: SearchResult = await server.search({ ...criteria, pageSize: 100, ...(cursor ? { cursor } : {}) })
    ids.push(...page.documents.map((job) => job.id))
    cursor = page.cursor
  } while (cursor)
  return ids
}

describe('the answers every job gives (issue 13, migration 030)', () => {
  test(`a job with no activity for ${JOB_EXPIRY_DAYS} days leaves search; activity brings it back`, async () => {
    const since = new Date(TEST_NOW.getTime() - JOB_EXPIRY_DAYS * DAY_MS)
    const [stale] = await server.db.query<{ id: string; title: string; city: string; state: string }>(
      `SELECT id, title, city, state FROM jobs WHERE duplicate_of IS NULL AND closed_at IS NULL AND last_activity_at < $1 ORDER BY id LIMIT 1`,
      [since.toISOString()],
    )
    expect(stale).toBeDefined()
    const criteria = { what: `"${stale!.title}"`, where: `${stale!.city}, ${stale!.state}`, radiusMiles: 1 }
    expect(await allIds(criteria)).not.toContain(stale!.id)
    // One day inside the window: searchable again; one second outside: gone.
    await setActivity(stale!.id, new Date(since.getTime() + 1000))
    expect(await allIds(criteria)).toContain(stale!.id)
    await setActivity(stale!.id, new Date(since.getTime() - 1000))
    expect(await allIds(criteria)).not.toContain(stale!.id)
    // The date-sorted browse counts exactly the searchable jobs.
    const [searchable] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${SEARCHABLE} AND state = 'TX'`)
    const texas = await server.search({ where: 'Texas', sort: 'date', pageSize: 1 })
    expect(texas.hits.total).toEqual({ value: searchable!.n, relation: 'eq' })
  })

  test('the answer says whether "where" is a point searched within a distance or a whole state', async () => {
    expect((await server.search({ what: 'nurse', where: 'Texas' })).placeKind).toBe('state')
    expect((await server.search({ what: 'nurse', where: 'Houston, TX' })).placeKind).toBe('point')
    expect((await server.search({ where: '77002', sort: 'date' })).placeKind).toBe('point')
    // No match in the state still says so (the no-match answer offers no wider distance there).
    const none = await server.search({ what: 'zzyzxnotaword', where: 'Texas' })
    expect(none.message).toBe('search.noMatches')
    expect(none.placeKind).toBe('state')
    expect((await server.search({ what: 'nurse' })).placeKind).toBeUndefined()
    expect((await server.search({ what: 'nurse', where: 'Nowhereville, ZZ' })).placeKind).toBeUndefined()
  })

  test('every job says direct or agency, whether it sponsors visas, its last activity and its Pro\'s response time', async () => {
    const result = await server.search({ what: 'nurse' })
    expect(result.documents.length).toBeGreaterThan(0)
    for (const job of result.documents) {
      expect(['direct', 'agency']).toContain(job.hiring)
      expect(typeof job.visaSponsorship).toBe('boolean')
      expect(job.lastActivityAt).toMatch(/^\d{4}-/)
      expect(job.responseTime).toBeDefined()
      expect(job.remoteRegion === null).toBe(!job.remote)
    }
  })

  test('a second posting of one job by another Pro is grouped on the first posting\'s card ("also posted by")', async () => {
    const [pair] = await server.db.query<{ first: string; second: string; title: string; city: string; state: string; pro: string }>(
      `SELECT f.id AS first, s.id AS second, f.title, f.city, f.state, sp.slug AS pro FROM jobs s JOIN jobs f ON f.id = s.duplicate_of
         JOIN pros sp ON sp.id = s.pro_id
        WHERE f.id IN (SELECT id FROM jobs WHERE ${SEARCHABLE}) AND s.closed_at IS NULL AND s.last_activity_at >= $1 ORDER BY s.id LIMIT 1`,
      [new Date(TEST_NOW.getTime() - JOB_EXPIRY_DAYS * DAY_MS).toISOString()],
    )
    expect(pair).toBeDefined()
    const criteria = { what: `"${pair!.title}"`, where: `${pair!.city}, ${pair!.state}`, radiusMiles: 1 }
    const result = await server.search(criteria)
    const ids = result.documents.map((job) => job.id)
    expect(ids).toContain(pair!.first)
    expect(ids).not.toContain(pair!.second)
    const card = result.documents.find((job) => job.id === pair!.first)!
    expect(card.alsoPostedBy).toEqual([expect.objectContaining({ jobId: pair!.second, recruiter: expect.objectContaining({ slug: pair!.pro }) })])
    expect(card.recruiter.slug).not.toBe(pair!.pro)
    // The same title, company and place by a third Pro joins the group.
    await server.db.query(
      `INSERT INTO jobs (id, slug, title, pro_id, company, industry, industry_id, experience, compensation, city, state, lat, lon, job_type, remote,
         skills, description, posted_at, hiring, duplicate_of, last_activity_at)
       SELECT 'third-posting', j.slug, j.title, (SELECT id FROM pros WHERE id NOT IN (j.pro_id, s.pro_id) ORDER BY id LIMIT 1), j.company, j.industry,
         j.industry_id, j.experience, j.compensation, j.city, j.state, j.lat, j.lon, j.job_type, j.remote, j.skills, j.description,
         s.posted_at + interval '1 hour', 'agency', j.id, s.last_activity_at
       FROM jobs j JOIN jobs s ON s.duplicate_of = j.id WHERE j.id = $1 LIMIT 1`,
      [pair!.first],
    )
    const grouped = (await server.search(criteria)).documents.find((job) => job.id === pair!.first)!
    expect(grouped.alsoPostedBy?.map((other) => other.jobId)).toEqual([pair!.second, 'third-posting'])
    // On its own Pro's page, the second posting is one of that Pro's jobs.
    expect(await allIds({ pro: pair!.pro })).toContain(pair!.second)
    await server.db.query(`DELETE FROM jobs WHERE id = 'third-posting'`)
  })

  test('a group stays in search while any of its postings is live, and "also posted by" names only live postings', async () => {
    const since = new Date(TEST_NOW.getTime() - JOB_EXPIRY_DAYS * DAY_MS)
    const [pair] = await server.db.query<{ first: string; second: string; title: string; city: string; state: string; first_at: string; second_at: string }>(
      `SELECT f.id AS first, s.id AS second, f.title, f.city, f.state, f.last_activity_at::text AS first_at, s.last_activity_at::text AS second_at
         FROM jobs s JOIN jobs f ON f.id = s.duplicate_of
        WHERE f.closed_at IS NULL AND s.closed_at IS NULL AND NOT EXISTS (SELECT 1 FROM jobs o WHERE o.duplicate_of = f.id AND o.id <> s.id)
        ORDER BY s.id LIMIT 1`,
    )
    expect(pair).toBeDefined()
    const { first, second } = pair!
    const criteria = { what: `"${pair!.title}"`, where: `${pair!.city}, ${pair!.state}`, radiusMiles: 1 }
    const card = async () => (await server.search(criteria)).documents.find((job) => job.id === first)
    const expired = new Date(since.getTime() - DAY_MS)
    const live = new Date(since.getTime() + DAY_MS)
    const texasLike = `SELECT count(*)::int AS n FROM jobs WHERE ${SEARCHABLE} AND state = $1`
    try {
      // The first posting expired, the second answers applications: the group is still found, on the first's card.
      await setActivity(first, expired)
      await setActivity(second, live)
      expect((await card())?.alsoPostedBy?.map((other) => other.jobId)).toEqual([second])
      expect((await allIds(criteria))).not.toContain(second)
      // Counts agree with the rule (the date-sorted browse of the state is exact).
      const [counted] = await server.db.query<{ n: number }>(texasLike, [pair!.state])
      expect((await server.search({ where: pair!.state, sort: 'date', pageSize: 1 })).hits.total).toEqual({ value: counted!.n, relation: 'eq' })
      // Both expired: the group is gone.
      await setActivity(second, expired)
      expect(await card()).toBeUndefined()
      // The first live, the second expired: the card names no one else.
      await setActivity(first, live)
      expect((await card())?.alsoPostedBy).toEqual([])
      // A closed second posting does not keep an expired group either.
      await setActivity(first, expired)
      await setActivity(second, live)
      await server.db.query(`UPDATE jobs SET closed_at = $2 WHERE id = $1`, [second, TEST_NOW.toISOString()])
      expect(await card()).toBeUndefined()
    } finally {
      await server.db.query(`UPDATE jobs SET last_activity_at = $2::timestamptz, closed_at = NULL WHERE id = $1`, [second, pair!.second_at])
      await server.db.query(`UPDATE jobs SET last_activity_at = $2::timestamptz WHERE id = $1`, [first, pair!.first_at])
      await server.db.query('SELECT search_version_bump()')
    }
  })

  test('the sponsorship filter keeps only jobs whose employer sponsors work visas', async () => {
    const all = await server.search({ where: 'California', sort: 'date', pageSize: 100 })
    const sponsored = await server.search({ where: 'California', sort: 'date', pageSize: 100, visaSponsorship: true })
    expect(sponsored.documents.length).toBeGreaterThan(0)
    expect(sponsored.documents.every((job) => job.visaSponsorship === true)).toBe(true)
    const [counted] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE ${SEARCHABLE} AND state = 'CA' AND visa_sponsorship`)
    expect(sponsored.hits.total).toEqual({ value: counted!.n, relation: 'eq' })
    expect(sponsored.hits.total.value).toBeLessThan(all.hits.total.value)
    const refused = await server.post('/rest/jobs/search', JSON.stringify({ visaSponsorship: 'yes' }))
    expect(refused.status).toBe(400)
  })

  test('remote jobs say where the worker may live, and the remote filter respects where the seeker lives', async () => {
    const regions = await server.db.query<{ remote_region: string; n: number }>(
      `SELECT remote_region, count(*)::int AS n FROM jobs WHERE ${SEARCHABLE} AND remote GROUP BY 1 ORDER BY 1`,
    )
    const byRegion: Record<string, number> = { anywhere: 0, US: 0, ...Object.fromEntries(regions.map((row) => [row.remote_region, row.n])) }
    expect(byRegion.anywhere).toBeGreaterThan(0)
    expect(byRegion.US).toBeGreaterThan(0)
    const remoteCount = async (livesIn?: string) =>
      (await server.search({ remote: 'only', sort: 'date', pageSize: 1, ...(livesIn ? { livesIn } : {}) })).hits.total
    const states = Object.entries(byRegion).filter(([region]) => /^[A-Z]{2}$/.test(region) && region !== 'US')
    const stateTotal = states.reduce((sum, [, n]) => sum + n, 0)
    const [state, inState] = states[0]!
    const everyone = regions.reduce((sum, row) => sum + row.n, 0)
    expect(await remoteCount()).toEqual({ value: Math.min(everyone, 1000), relation: everyone > 1000 ? 'gte' : 'eq' })
    expect(await remoteCount('abroad')).toEqual({ value: byRegion.anywhere, relation: 'eq' })
    expect(await remoteCount('us')).toEqual({ value: byRegion.anywhere! + byRegion.US!, relation: 'eq' })
    expect(await remoteCount(state)).toEqual({ value: byRegion.anywhere! + byRegion.US! + inState, relation: 'eq' })
    expect(stateTotal).toBeGreaterThan(0)
    // From abroad, every remote job found is open to anyone; on-site jobs are not the filter's business.
    const abroad = await server.search({ what: 'developer', livesIn: 'abroad', pageSize: 100 })
    for (const job of abroad.documents) if (job.remote) expect(job.remoteRegion).toBe('anywhere')
    expect((await server.post('/rest/jobs/search', JSON.stringify({ livesIn: 'Mars' }))).status).toBe(400)
  })
})
