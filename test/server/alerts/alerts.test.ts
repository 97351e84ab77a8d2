import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ALERT_DISTANCES_MILES, JobAlertSchema, JobAlertsAnswerSchema, OptAnswerSchema, OptSessionAnswerSchema } from '../../../core/alerts'
import { SEARCH_LIMITS, SEARCH_RADIUS_CHOICES_MILES } from '../../../core/constants'
import { createApp, type HireflowApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { openPglite } from '../../../adapters/server/db/pglite'
import { geocode } from '../../../adapters/server/geo/gazetteer'
import { TEST_NOW } from '../helpers'
import { addJob, caller, DAY, openAlertsTestDb, digestsTo, headersOf, linkIn, signUp } from './support'

let db: Db
let drop: () => Promise<void>
let app: HireflowApp
let clock = TEST_NOW.getTime()
const now = () => new Date(clock)
const generous = { limit: 10_000, windowMs: 60_000 }
const build = () =>
  createApp({
    db, now: () => TEST_NOW, logError: (error) => console.error(error), publicOrigin: 'http://localhost',
    auth: { now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    alerts: { now },
  })
const call = caller(() => app)
const DISTANCE_MIGRATION = '047_alert_distance.sql'
const alertBody = { query: 'Lighthouse keeper', location: '', remote: 'include', frequency: 'daily', distanceMiles: null, paused: false }

beforeAll(async () => {
  ;({ db, drop } = await openAlertsTestDb())
  app = build()
})
afterAll(async () => {
  await drop()
})

const createAlert = async (jwt: string, body: unknown = alertBody) => {
  const response = await call('POST', '/rest/job-alerts', jwt, body)
  expect(response.status).toBe(201)
  return v.parse(JobAlertSchema, await response.json())
}

describe('job alerts (signed in)', () => {
  test('create, read, update and delete; the spec\'s required fields', async () => {
    const { jwt } = await signUp(app, db)
    const alert = await createAlert(jwt)
    expect(alert).toMatchObject({ query: 'Lighthouse keeper', remote: 'include', frequency: 'daily', paused: false, active: true })
    const list = v.parse(JobAlertsAnswerSchema, await (await call('GET', '/rest/job-alerts', jwt)).json())
    expect(list.alerts.map((entry) => entry.id)).toEqual([alert.id])
    const updated = await call('PUT', `/rest/job-alerts/${alert.id}`, jwt, { ...alertBody, frequency: 'weekly', paused: true, distanceMiles: 25, location: 'Austin, TX' })
    expect(v.parse(JobAlertSchema, await updated.json())).toMatchObject({ frequency: 'weekly', paused: true, distanceMiles: 25 })
    for (const missing of ['query', 'remote', 'frequency']) {
      const { [missing as keyof typeof alertBody]: _, ...rest } = alertBody
      expect((await call('POST', '/rest/job-alerts', jwt, rest)).status).toBe(400)
    }
    expect((await call('POST', '/rest/job-alerts', jwt, { ...alertBody, query: '  ' })).status).toBe(400)
    expect((await call('POST', '/rest/job-alerts', jwt, { ...alertBody, frequency: 'hourly' })).status).toBe(400)
    expect((await call('DELETE', `/rest/job-alerts/${alert.id}`, jwt)).status).toBe(200)
    expect((await call('GET', `/rest/job-alerts/${alert.id}`, jwt)).status).toBe(404)
  })

  test('user B can neither read nor change A\'s alerts, preferences or searches', async () => {
    const a = await signUp(app, db)
    const b = await signUp(app, db)
    const alert = await createAlert(a.jwt)
    const search = (await (await call('POST', '/rest/searches', a.jwt, { what: 'nurse', where: 'Austin, TX' })).json()) as { id: string }
    expect((await call('GET', `/rest/job-alerts/${alert.id}`, b.jwt)).status).toBe(404)
    expect((await call('PUT', `/rest/job-alerts/${alert.id}`, b.jwt, alertBody)).status).toBe(404)
    expect((await call('DELETE', `/rest/job-alerts/${alert.id}`, b.jwt)).status).toBe(404)
    expect(v.parse(JobAlertsAnswerSchema, await (await call('GET', '/rest/job-alerts', b.jwt)).json()).alerts).toEqual([])
    expect((await call('PATCH', `/rest/searches/${search.id}`, b.jwt, { starred: true })).status).toBe(404)
    expect((await call('DELETE', `/rest/searches/${search.id}`, b.jwt)).status).toBe(404)
    expect(((await (await call('GET', '/rest/searches', b.jwt)).json()) as { searches: unknown[] }).searches).toEqual([])
    await call('PUT', '/rest/email-preferences', b.jwt, { jobAlerts: false, applicationUpdates: false, recommendations: false, news: true })
    expect(await (await call('GET', '/rest/email-preferences', a.jwt)).json()).toEqual({ jobAlerts: true, applicationUpdates: true, recommendations: true, news: false })
    expect((await call('GET', '/rest/job-alerts', null)).status).toBe(401)
  })
})

describe('delivery', () => {
  test('each window\'s new matching jobs once: no duplicate, no gap, across a restart', async () => {
    const { jwt, email } = await signUp(app, db)
    const start = clock
    const alert = await createAlert(jwt, { ...alertBody, query: 'Zephyrologist' })
    const before = await addJob(db, 'Zephyrologist (before)', new Date(start - 2 * DAY))
    const first = await addJob(db, 'Zephyrologist first', new Date(start - DAY / 2))
    await addJob(db, 'Unrelated beekeeper', new Date(start - DAY / 4))
    expect(await app.alerts.delivery.runDue()).toEqual({ sent: 0, empty: 0 }) // not due yet
    clock = start + DAY
    const second = await addJob(db, 'Zephyrologist second', new Date(start + DAY / 2))
    await app.alerts.delivery.runDue()
    let digests = await digestsTo(db, email)
    expect(digests).toHaveLength(1)
    expect(digests[0]!.body).toContain(first)
    expect(digests[0]!.body).toContain(second)
    expect(digests[0]!.body).not.toContain(before)
    expect(digests[0]!.html).toContain('Zephyrologist first')
    expect(headersOf(digests[0]!)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(headersOf(digests[0]!)['List-Unsubscribe']).toMatch(/^<http:\/\/localhost\/rest\/opt\/unsubscribe\/[\w.-]+>$/)
    expect(digests[0]!.body).toMatch(/utm_source=job-alert&utm_medium=email&utm_campaign=alert-daily&source=alert/)

    await app.alerts.delivery.runDue()
    clock += DAY / 2
    await app.alerts.delivery.runDue()
    expect(await digestsTo(db, email)).toHaveLength(1) // nothing twice, nothing before its day

    // A restart: a new app (a new process) on the same database goes on where the last left off.
    const third = await addJob(db, 'Zephyrologist third', new Date(clock - 1000))
    app = build()
    clock = start + 2 * DAY
    const fourth = await addJob(db, 'Zephyrologist fourth', new Date(clock - 1000))
    await app.alerts.delivery.runDue()
    digests = await digestsTo(db, email)
    expect(digests).toHaveLength(2)
    expect(digests[1]!.body).toContain(third)
    expect(digests[1]!.body).toContain(fourth)
    expect(digests[1]!.body).not.toContain(second)
    const [row] = await db.query<{ last_sent_at: Date }>('SELECT last_sent_at FROM job_alerts WHERE id = $1', [alert.id])
    expect(new Date(row!.last_sent_at).getTime()).toBe(clock)
  })

  test('weekly and monthly alerts wait their period; paused and email-off alerts send nothing', async () => {
    const { jwt, email } = await signUp(app, db)
    const start = clock
    await createAlert(jwt, { ...alertBody, query: 'Quasarwright', frequency: 'weekly' })
    const paused = await createAlert(jwt, { ...alertBody, query: 'Quasarwright', frequency: 'daily', paused: true })
    await addJob(db, 'Quasarwright lead', new Date(start + 1000))
    clock = start + 6 * DAY
    await app.alerts.delivery.runDue()
    expect(await digestsTo(db, email)).toHaveLength(0)
    clock = start + 7 * DAY
    await app.alerts.delivery.runDue()
    expect(await digestsTo(db, email)).toHaveLength(1)
    expect(paused.paused).toBe(true)
    const off = await call('PUT', '/rest/email-preferences', jwt, { jobAlerts: false, applicationUpdates: true, recommendations: true, news: false })
    expect(off.status, await off.clone().text()).toBe(200)
    await addJob(db, 'Quasarwright junior', new Date(clock + 1000))
    clock += 8 * DAY
    await app.alerts.delivery.runDue()
    expect(await digestsTo(db, email)).toHaveLength(1)
  })
})

describe('the distance (an alert searches the radius it shows)', () => {
  const houston = geocode('Houston, TX')
  if (houston?.kind !== 'point') throw new Error('Houston is a city of the gazetteer')
  const milesNorth = (miles: number) => ({ lat: houston.lat + miles / 69, lon: houston.lon })
  const houstonAlert = { ...alertBody, query: 'Ohmwright', location: 'Houston, TX' }

  test('an alert given no distance is made at the search\'s default radius and says so', async () => {
    const { jwt } = await signUp(app, db)
    const { distanceMiles: _, ...noDistance } = houstonAlert
    expect((await createAlert(jwt, noDistance)).distanceMiles).toBe(SEARCH_LIMITS.defaultRadiusMiles)
    // Older clients send null ("Any distance"): the same radius, written down.
    const legacy = await createAlert(jwt, { ...houstonAlert, distanceMiles: null })
    expect(legacy.distanceMiles).toBe(SEARCH_LIMITS.defaultRadiusMiles)
    const [row] = await db.query<{ distance_miles: number }>('SELECT distance_miles FROM job_alerts WHERE id = $1', [legacy.id])
    expect(row!.distance_miles).toBe(SEARCH_LIMITS.defaultRadiusMiles)
    // Every distance the form offers is one the search offers.
    expect([...ALERT_DISTANCES_MILES]).toEqual([...SEARCH_RADIUS_CHOICES_MILES])
  })

  test('the digest finds the jobs within the distance the alert shows, and none beyond', async () => {
    const { jwt, email } = await signUp(app, db)
    const start = clock
    const near = await createAlert(jwt, { ...houstonAlert, distanceMiles: null })
    const wide = await createAlert(jwt, { ...houstonAlert, query: 'Ohmwright', distanceMiles: 50, frequency: 'weekly' })
    const close = await addJob(db, 'Ohmwright close', new Date(start - DAY / 2), false, milesNorth(10))
    const farther = await addJob(db, 'Ohmwright farther', new Date(start - DAY / 2), false, milesNorth(40))
    clock = start + 7 * DAY
    await app.alerts.delivery.runDue()
    const digests = await digestsTo(db, email)
    const daily = digests.find((digest) => digest.body.includes(`alert-daily`))
    const weekly = digests.find((digest) => digest.body.includes(`alert-weekly`))
    expect(near.distanceMiles).toBe(25)
    expect(daily!.body).toContain(close)
    expect(daily!.body).not.toContain(farther)
    expect(wide.distanceMiles).toBe(50)
    expect(weekly!.body).toContain(close)
    expect(weekly!.body).toContain(farther)
    // Each mail names the distance it searched, as the alerts list does.
    expect(daily!.body).toContain('“Ohmwright” within 25 miles of Houston, TX')
    expect(weekly!.body).toContain('“Ohmwright” within 50 miles of Houston, TX')
  })

  test('an alert for a whole state searches all of it and says "in", not a distance, in its list and its mail', async () => {
    const { jwt, email } = await signUp(app, db)
    const start = clock
    const texas = await createAlert(jwt, { ...alertBody, query: 'Lonestarwright', location: 'Texas', distanceMiles: 10 })
    // Far from any point the distance could be measured from (El Paso is ~670 miles from Houston), in Texas all the same.
    const far = await addJob(db, 'Lonestarwright far', new Date(start - DAY / 2), false, { lat: 31.76, lon: -106.49 })
    await db.query(`UPDATE jobs SET city = 'El Paso', state = 'TX' WHERE id = $1`, [far])
    expect(texas.stateWide).toBe(true)
    const list = v.parse(JobAlertsAnswerSchema, await (await call('GET', '/rest/job-alerts', jwt)).json())
    expect(list.alerts.map((alert) => alert.stateWide)).toEqual([true])
    // A city is a point, searched within its distance: nothing says otherwise.
    expect((await createAlert(jwt, { ...houstonAlert, query: 'Lonestarwright' })).stateWide).toBeUndefined()
    clock = start + 7 * DAY
    await app.alerts.delivery.runDue()
    const digest = (await digestsTo(db, email)).find((mail) => mail.body.includes('“Lonestarwright” in Texas'))
    expect(digest?.body).toContain(far)
    expect(digest?.body).not.toContain('miles of Texas')
  })
})

describe(`migration ${DISTANCE_MIGRATION}`, () => {
  test('gives the alerts stored with no distance the radius their digests searched', async () => {
    const own = await openPglite()
    await runMigrations(own)
    // As a database migrated before it: an alert with no distance.
    await own.exec(`ALTER TABLE job_alerts ALTER COLUMN distance_miles DROP NOT NULL; ALTER TABLE job_alerts ALTER COLUMN distance_miles DROP DEFAULT;
      DELETE FROM schema_migrations WHERE name = '${DISTANCE_MIGRATION}'`)
    await own.query(`INSERT INTO job_alerts (id, pending_email, query, remote, frequency, distance_miles, created_at, covered_until, next_send_at)
      VALUES ('old', 'old@example.com', 'nurse', 'include', 'daily', NULL, now(), now(), now()), ('ten', 'old@example.com', 'nurse', 'include', 'daily', 10, now(), now(), now())`)
    expect(await runMigrations(own)).toEqual([DISTANCE_MIGRATION])
    expect(await own.query('SELECT id, distance_miles FROM job_alerts ORDER BY id')).toEqual([
      { id: 'old', distance_miles: SEARCH_LIMITS.defaultRadiusMiles },
      { id: 'ten', distance_miles: 10 },
    ])
    await expect(own.query(`UPDATE job_alerts SET distance_miles = NULL WHERE id = 'ten'`)).rejects.toThrow(/null/i)
    await own.close()
  })
})

describe('the mails\' links', () => {
  test('a provisional session from the digest reaches /opt only; unsubscribe is one POST', async () => {
    const { jwt, email } = await signUp(app, db)
    const alert = await createAlert(jwt, { ...alertBody, query: 'Glaciographer' })
    await addJob(db, 'Glaciographer', new Date(clock - 1000))
    clock += DAY
    await app.alerts.delivery.runDue()
    const [digest] = await digestsTo(db, email)
    const edit = new URL(linkIn(digest!.body, `http://localhost/opt/job-alerts/${alert.id}?`))
    const session = await call('POST', '/rest/opt/session', null, { link: edit.searchParams.get('link') })
    expect(session.status).toBe(200)
    const tmp = v.parse(OptSessionAnswerSchema, await session.json()).jwt
    const claims = JSON.parse(Buffer.from(tmp.split('.')[1]!, 'base64url').toString()) as { tmp?: boolean; exp: number; iat: number }
    expect(claims.tmp).toBe(true)
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600)

    const overview = v.parse(OptAnswerSchema, await (await call('GET', '/rest/opt', tmp)).json())
    expect(overview).toMatchObject({ email, alerts: [{ id: alert.id }] })
    const paused = await call('PUT', `/rest/opt/job-alerts/${alert.id}`, tmp, { ...alertBody, query: 'Glaciographer', paused: true })
    expect(v.parse(JobAlertSchema, await paused.json()).paused).toBe(true)
    // Everywhere else the provisional token counts as signed out.
    for (const [method, path] of [['GET', '/rest/job-alerts'], ['GET', `/rest/job-alerts/${alert.id}`], ['GET', '/rest/searches'], ['GET', '/rest/email-preferences'], ['GET', '/rest/saved-jobs'], ['GET', '/rest/profile']] as const) {
      expect((await call(method, path, tmp)).status, path).toBe(401)
    }
    expect((await call('POST', '/rest/opt/session', null, { link: `${edit.searchParams.get('link')}x` })).status).toBe(400)

    const unsubscribe = headersOf(digest!)['List-Unsubscribe']!.slice(1, -1)
    const page = await app.request(unsubscribe)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form method="post">')
    expect(v.parse(JobAlertSchema, await (await call('GET', `/rest/job-alerts/${alert.id}`, jwt)).json()).active).toBe(true) // GET changes nothing
    const done = await app.request(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(done.status).toBe(200)
    expect(v.parse(JobAlertSchema, await (await call('GET', `/rest/job-alerts/${alert.id}`, jwt)).json()).active).toBe(false)
    expect((await app.request(`${unsubscribe}x`, { method: 'POST' })).status).toBe(400)
  })

  test('signed out: the alert waits for its mailed link, which signs in provisionally', async () => {
    const email = `visitor.${Date.now()}@example.com`
    const asked = await call('POST', '/rest/job-alerts/by-email', null, { email, alert: { ...alertBody, query: 'Cartographer' } })
    expect(asked.status).toBe(202)
    const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1', [email])
    const link = new URL(linkIn(mail!.body, 'http://localhost/opt/job-alerts/'))
    const alertId = link.pathname.split('/').pop()!
    const [pending] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_alerts WHERE id = $1 AND confirmed_at IS NULL`, [alertId])
    expect(pending!.n).toBe(1)
    expect((await call('POST', '/rest/opt/confirm', null, { alertId, token: 'x.0.' + 'a'.repeat(43) })).status).toBe(400)
    const confirmed = await call('POST', '/rest/opt/confirm', null, { alertId, token: link.searchParams.get('confirm') })
    expect(confirmed.status).toBe(200)
    const tmp = v.parse(OptSessionAnswerSchema, await confirmed.json()).jwt
    expect(v.parse(OptAnswerSchema, await (await call('GET', '/rest/opt', tmp)).json()).alerts).toMatchObject([{ id: alertId, active: true }])
  })
})

describe('the kept filters (visa sponsorship, where the worker lives)', () => {
  test('an alert keeps them through its edits and its digest applies them', async () => {
    const visa = await signUp(app, db)
    const abroad = await signUp(app, db)
    const start = clock
    const sponsoring = await createAlert(visa.jwt, { ...alertBody, query: 'Heliographer', visaSponsorship: true })
    expect(sponsoring).toMatchObject({ visaSponsorship: true })
    const fromAbroad = await createAlert(abroad.jwt, { ...alertBody, query: 'Heliographer', livesIn: 'abroad' })
    expect(fromAbroad).toMatchObject({ livesIn: 'abroad' })
    expect(fromAbroad.visaSponsorship).toBeUndefined()
    // An edit that sends them keeps them; a PUT is the whole alert.
    const edited = await call('PUT', `/rest/job-alerts/${sponsoring.id}`, visa.jwt, { ...alertBody, query: 'Heliographer', frequency: 'daily', visaSponsorship: true })
    expect(v.parse(JobAlertSchema, await edited.json())).toMatchObject({ visaSponsorship: true })
    expect((await call('POST', '/rest/job-alerts', visa.jwt, { ...alertBody, livesIn: 'Atlantis' })).status).toBe(400)

    const sponsors = await addJob(db, 'Heliographer who is sponsored', new Date(start + DAY / 2), true)
    const usOnly = await addJob(db, 'Heliographer in the US only', new Date(start + DAY / 2), true)
    const anywhere = await addJob(db, 'Heliographer from anywhere', new Date(start + DAY / 2), true)
    await db.query(`UPDATE jobs SET visa_sponsorship = (id = $1), remote_region = CASE WHEN id = $2 THEN 'anywhere' ELSE 'US' END WHERE id = ANY($3::text[])`, [sponsors, anywhere, [sponsors, usOnly, anywhere]])
    clock = start + DAY
    await app.alerts.delivery.runDue()
    const [visaDigest] = await digestsTo(db, visa.email)
    expect(visaDigest!.body).toContain(sponsors)
    expect(visaDigest!.body).not.toContain(usOnly)
    expect(visaDigest!.body).not.toContain(anywhere)
    const [abroadDigest] = await digestsTo(db, abroad.email)
    expect(abroadDigest!.body).toContain(anywhere)
    expect(abroadDigest!.body).not.toContain(usOnly)
    expect(abroadDigest!.body).not.toContain(sponsors)
  })

  test('a recent or favorite search keeps them: another search than the same words without them, through the merge too', async () => {
    const { jwt } = await signUp(app, db)
    type Listed = { id: string; what: string; visaSponsorship?: true; livesIn?: string; starred: boolean }
    const list = async () => ((await (await call('GET', '/rest/searches', jwt)).json()) as { searches: Listed[] }).searches
    await call('POST', '/rest/searches', jwt, { what: 'Heliographer', where: '' })
    const kept = (await (await call('POST', '/rest/searches', jwt, { what: 'Heliographer', where: '', visaSponsorship: true, livesIn: 'TX' })).json()) as Listed
    expect(kept).toMatchObject({ visaSponsorship: true, livesIn: 'TX' })
    const again = (await (await call('POST', '/rest/searches', jwt, { what: 'heliographer ', where: '', visaSponsorship: true, livesIn: 'TX' })).json()) as Listed
    expect(again.id).toBe(kept.id)
    await call('PATCH', `/rest/searches/${kept.id}`, jwt, { starred: true })
    expect((await list()).map((entry) => [entry.visaSponsorship ?? false, entry.livesIn ?? null, entry.starred])).toEqual(
      expect.arrayContaining([[true, 'TX', true], [false, null, false]]),
    )
    expect((await list())).toHaveLength(2)
    const merged = await call('POST', '/rest/searches/merge', jwt, {
      searches: [{ id: 'device-1', what: 'Heliographer', where: '', livesIn: 'abroad', searchedAt: TEST_NOW.toISOString(), starred: false, name: '' }],
    })
    expect(merged.status).toBe(200)
    expect((await list()).filter((entry) => entry.livesIn === 'abroad')).toHaveLength(1)
    expect((await call('POST', '/rest/searches', jwt, { what: 'Heliographer', where: '', visaSponsorship: false })).status).toBe(400)
  })
})

describe('recent and favorite searches', () => {
  test('recorded once per search, starred, renamed, deleted, merged', async () => {
    const { jwt } = await signUp(app, db)
    await call('POST', '/rest/searches', jwt, { what: 'Nurse', where: 'Austin, TX' })
    const again = (await (await call('POST', '/rest/searches', jwt, { what: 'nurse ', where: 'austin, tx' })).json()) as { id: string }
    let list = ((await (await call('GET', '/rest/searches', jwt)).json()) as { searches: { id: string; starred: boolean; name: string }[] }).searches
    expect(list).toHaveLength(1)
    expect(list[0]!.id).toBe(again.id)
    await call('PATCH', `/rest/searches/${again.id}`, jwt, { starred: true, name: 'Austin nursing' })
    const merged = await call('POST', '/rest/searches/merge', jwt, {
      searches: [{ id: 'device-1', what: 'welder', where: '', searchedAt: TEST_NOW.toISOString(), starred: true, name: '' }],
    })
    list = ((await merged.json()) as { searches: { id: string; starred: boolean; name: string }[] }).searches
    expect(list.map((entry) => [entry.name, entry.starred])).toEqual(expect.arrayContaining([['Austin nursing', true], ['', true]]))
    expect((await call('DELETE', `/rest/searches/${again.id}`, jwt)).status).toBe(200)
    expect((await call('POST', '/rest/searches', jwt, { what: 'x'.repeat(201), where: '' })).status).toBe(400)
  })
})
