import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { ProPageSchema } from '../../../core/pros'
import type { SearchResult } from '../../../core/search'
import { createApp } from '../../../adapters/server/app'
import { createProStore } from '../../../adapters/server/pros/store'
import { startResponseTimeRefresh } from '../../../adapters/server/pros/responseRefresh'
import { startTestServer, TEST_NOW, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const HOUR_MS = 60 * 60 * 1000
const at = (hoursBeforeNow: number) => new Date(TEST_NOW.getTime() - hoursBeforeNow * HOUR_MS).toISOString()

async function proPage(slug: string) {
  const response = await server.app.request(`/rest/pros/${slug}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

/** One application to `jobId`, applied `appliedHoursAgo`, with its statuses at the given hours after applying. */
async function apply(jobId: string, n: number, appliedHoursAgo: number, statuses: readonly (readonly [string, number])[]) {
  const id = `rt-${jobId}-${n}`
  const last = statuses[statuses.length - 1]
  await server.db.query(
    `INSERT INTO applications (id, job_id, email, email_key, first_name, last_name, phone_number, phone_type, work_authorization, status, method,
       idempotency_key, applied_at, modified_at)
     VALUES ($1, $2, $3, $3, 'Test', 'Applicant', '5125550100', 'mobile', 'anyEmployer', $4, 'easyApply', $1, $5, $5)`,
    [id, jobId, `${id}@example.com`, last?.[0] ?? 'submitted', at(appliedHoursAgo)],
  )
  await server.db.query(`INSERT INTO application_status_history (application_id, status, at) VALUES ($1, 'submitted', $2)`, [id, at(appliedHoursAgo)])
  for (const [status, after] of statuses) {
    await server.db.query(`INSERT INTO application_status_history (application_id, status, at) VALUES ($1, $2, $3)`, [id, status, at(appliedHoursAgo - after)])
  }
}

/** A Pro with one mid-level hourly job in Austin, TX, posted 100 days before TEST_NOW. */
async function proWithOneJob(p: { pro: string; name: string; slug: string; job: string; title: string; company: string; industry: readonly [string, string]; skill: string }) {
  await server.db.query(`INSERT INTO pros (id, name, slug) VALUES ($1, $2, $3)`, [p.pro, p.name, p.slug])
  await server.db.query(
    `INSERT INTO jobs (id, slug, title, pro_id, company, industry, industry_id, experience, compensation, city, state, lat, lon, job_type, remote,
       skills, description, posted_at)
     VALUES ($1, lower($2), $2, $3, $4, $5, $6, 'mid', 'hour', 'Austin', 'TX', 30.27, -97.74, 'permanent', false, ARRAY[$7::text], $4 || ' is hiring a ' || $2 || '.', $8)`,
    [p.job, p.title, p.pro, p.company, p.industry[0], p.industry[1], p.skill, at(24 * 100)],
  )
}

describe('GET /rest/pros/{slug} (issue 13)', () => {
  test('the response-time promise is the median time to the Pro\'s first status change over the last 90 days', async () => {
    await server.db.query(`INSERT INTO pros (id, name, slug, specialties, industries, cities) VALUES ('pro-rt', 'Rita Timely', 'rita-timely-rt',
      '{"Hard-to-fill roles"}', '{healthcare}', '{"Austin, TX"}')`)
    await server.db.query(
      `INSERT INTO jobs (id, slug, title, pro_id, company, industry, industry_id, experience, compensation, city, state, lat, lon, job_type, remote,
         skills, description, posted_at)
       VALUES ('rt-job', 'charge-nurse', 'Charge Nurse', 'pro-rt', 'Timely Health', 'Healthcare', 'healthcare', 'senior', 'year', 'Austin', 'TX',
         30.27, -97.74, 'permanent', false, '{Triage}', 'Timely Health is hiring a Charge Nurse.', $1)`,
      [at(24 * 120)],
    )
    // Answered after 2, 5, 9 and 30 hours (the first status the Pro set; later ones do not count): median 7 hours.
    await apply('rt-job', 1, 24 * 80, [['viewed', 2], ['interviewing', 50]])
    await apply('rt-job', 2, 24 * 40, [['rejected', 5]])
    await apply('rt-job', 3, 24 * 10, [['viewed', 9]])
    await apply('rt-job', 4, 24 * 3, [['viewed', 30], ['offered', 40]])
    // Not counted: never answered; answered only by the applicant withdrawing; applied more than 90 days ago.
    await apply('rt-job', 5, 24 * 2, [])
    await apply('rt-job', 6, 24 * 20, [['withdrawn', 1]])
    await apply('rt-job', 7, 24 * 95, [['viewed', 1]])

    const { status, body } = await proPage('rita-timely-rt')
    expect(status).toBe(200)
    const page = v.parse(ProPageSchema, body)
    expect(page.responseTime).toEqual({ medianHours: 7, answered: 4 })
    expect(page).toMatchObject({ name: 'Rita Timely', photoUrl: null, industries: ['healthcare'], cities: ['Austin, TX'], openJobs: 1 })

    // The last status change was activity: the old posting is back in search, and its card carries the same promise.
    const result = await server.search({ pro: 'rita-timely-rt' })
    expect(result.documents.map((job) => job.id)).toEqual(['rt-job'])
    expect(result.documents[0]!.responseTime).toEqual({ medianHours: 7, answered: 4 })
    expect(result.documents[0]!.lastActivityAt).toBe(at(24 * 3 - 40))
  })

  test('a seeded Pro\'s figure is the median of its seeded applications\' first answers', async () => {
    const [pro] = await server.db.query<{ id: string; slug: string }>(`SELECT id, slug FROM pros WHERE response_count >= 5 ORDER BY id LIMIT 1`)
    expect(pro).toBeDefined()
    const delays = await server.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM min(h.at) - a.applied_at)::float8 / 3600 AS hours
         FROM applications a JOIN jobs j ON j.id = a.job_id JOIN application_status_history h ON h.application_id = a.id
        WHERE j.pro_id = $1 AND h.status NOT IN ('submitted', 'withdrawn') AND a.applied_at > $2::timestamptz - interval '90 days'
        GROUP BY a.id, a.applied_at`,
      [pro!.id, TEST_NOW.toISOString()],
    )
    const sorted = delays.map((row) => row.hours).sort((a, b) => a - b)
    const middle = sorted.length / 2
    const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
    const page = v.parse(ProPageSchema, (await proPage(pro!.slug)).body)
    expect(page.responseTime).toEqual({ medianHours: Math.round(median * 10) / 10, answered: sorted.length })
    expect(page.specialties.length).toBeGreaterThan(1)
    expect(page.industries.length).toBeGreaterThan(0)
    expect(page.cities[0]).toMatch(/^[A-Za-z .'-]+, [A-Z]{2}$/)
    // The page's count is the search's total for the Pro.
    const jobs = await server.search({ pro: pro!.slug, pageSize: 1 })
    expect(jobs.hits.total).toEqual({ value: page.openJobs, relation: 'eq' })
  })

  test('an idle Pro\'s card figure ages out of the 90-day window like the page\'s: the tick renews it once an application it counted is too old', async () => {
    await proWithOneJob({ pro: 'pro-idle', name: 'Ida Idle', slug: 'ida-idle-rt', job: 'idle-job', title: 'Welder', company: 'Idle Works', industry: ['Manufacturing', 'manufacturing'], skill: 'Welding' })
    // Answered after 2, 5 and 9 hours, by a Pro who has done nothing since (10 days before TEST_NOW).
    await apply('idle-job', 1, 24 * 80, [['viewed', 2]])
    await apply('idle-job', 2, 24 * 40, [['viewed', 5]])
    await apply('idle-job', 3, 24 * 10, [['viewed', 9]])
    const store = createProStore(server.db)
    const cached = async () => (await server.db.query<{ n: number; until: Date }>(`SELECT response_count AS n, response_valid_until AS until FROM pros WHERE id = 'pro-idle'`))[0]
    expect((await cached())?.n).toBe(3)
    // Valid until the oldest counted application (80 days before TEST_NOW) is 90 days old.
    expect(new Date((await cached())!.until).toISOString()).toBe(new Date(Date.parse(at(24 * 80)) + 90 * 24 * HOUR_MS).toISOString())

    // Eleven days on, the 80-day-old application is out of the window: the page says so at once, the card after the tick.
    const later = new Date(TEST_NOW.getTime() + 11 * 24 * HOUR_MS)
    const movedApp = createApp({ db: server.db, distDir: 'test/server/fixtures/dist', now: () => later, logError: () => {} })
    const card = async () => {
      const response = await movedApp.request('/rest/jobs/search', { method: 'POST', body: JSON.stringify({ pro: 'ida-idle-rt' }), headers: { 'content-type': 'application/json' } })
      return ((await response.json()) as SearchResult).documents[0]?.responseTime
    }
    const page = v.parse(ProPageSchema, (await (await movedApp.request('/rest/pros/ida-idle-rt')).json()) as unknown)
    expect(page.responseTime).toEqual({ medianHours: 7, answered: 2 })
    expect(await card()).toEqual({ medianHours: 5, answered: 3 })
    expect(await store.refreshAgedResponseTimes(TEST_NOW)).toBe(0)
    // The server's tick (a fake timer) renews it.
    const ticks: (() => void)[] = []
    const interval = vi.spyOn(globalThis, 'setInterval').mockImplementation(((run: () => void) => (ticks.push(run), { unref() {} })) as unknown as typeof setInterval)
    try {
      const refresh = startResponseTimeRefresh(store, 60_000, () => later, (error) => { throw error })
      ticks[0]!()
      await refresh.stop()
    } finally {
      interval.mockRestore()
    }
    expect(await card()).toEqual(page.responseTime)
    expect((await cached())?.n).toBe(2)
    // Renewed: nothing to do until the next counted application ages out.
    expect(await store.refreshAgedResponseTimes(later)).toBe(0)
    expect(await store.refreshAgedResponseTimes(new Date(TEST_NOW.getTime() + 51 * 24 * HOUR_MS))).toBeGreaterThanOrEqual(1)
    expect((await cached())?.n).toBe(1)
  })

  test('the tick drops cached search answers only when what a card says changed', async () => {
    const version = async () => (await server.db.query<{ v: string }>('SELECT version::text AS v FROM search_jobs_version'))[0]?.v
    await proWithOneJob({ pro: 'pro-even', name: 'Eve Even', slug: 'eve-even-rt', job: 'even-job', title: 'Glazier', company: 'Even Glass', industry: ['Construction', 'construction'], skill: 'Glazing' })
    // Four answers, each after 5 hours: "Usually answers within 5 hours" with four or with three of them.
    for (const [n, daysAgo] of [[1, 80], [2, 40], [3, 20], [4, 10]] as const) await apply('even-job', n, 24 * daysAgo, [['viewed', 5]])
    const store = createProStore(server.db)
    const before = await version()
    // Eleven days on, the oldest is out of the window: the count moves, the card's words do not.
    expect(await store.refreshAgedResponseTimes(new Date(TEST_NOW.getTime() + 11 * 24 * HOUR_MS))).toBeGreaterThanOrEqual(1)
    expect((await server.db.query<{ n: number }>(`SELECT response_count AS n FROM pros WHERE id = 'pro-even'`))[0]?.n).toBe(3)
    expect(await version()).toBe(before)
    // Fifty-one days on, two answers are left: the card says nothing any more, and the cached answers go.
    expect(await store.refreshAgedResponseTimes(new Date(TEST_NOW.getTime() + 51 * 24 * HOUR_MS))).toBeGreaterThanOrEqual(1)
    expect(await version()).not.toBe(before)
  })

  test('an unknown or malformed slug is a 404', async () => {
    expect((await proPage('nobody-here')).status).toBe(404)
    expect((await proPage('NOT%20A%20SLUG')).status).toBe(404)
  })
})
