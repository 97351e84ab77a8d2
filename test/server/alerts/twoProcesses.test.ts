import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type HireflowApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { createAlertDelivery } from '../../../adapters/server/alerts/delivery'
import { createLinkSigner } from '../../../adapters/server/alerts/links'
import { createAlertsStore, type AlertsStore } from '../../../adapters/server/alerts/store'
import { createMailer } from '../../../adapters/server/mail/outboxStore'
import { createPostgresSearchIndex } from '../../../adapters/server/search/store'
import type { PublicOrigin } from '../../../adapters/server/http/publicOrigin'
import { postgresReachable } from '../../support/postgres'
import { TEST_JOBS, TEST_NOW } from '../helpers'
import { addJob, caller, DAY, signUp } from './support'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const schema = `hf_alerts_${randomBytes(6).toString('hex')}`
const ALERTS = 30
let dbs: Db[] = []
let apps: HireflowApp[] = []
let clock = TEST_NOW.getTime()

/** One app per database connection pool: what two server processes on one PostgreSQL are to each other. */
const open = async () => {
  const { db } = await openPreparedDatabase({ databaseUrl: url, schema }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })
  const generous = { limit: 10_000, windowMs: 60_000 }
  const app = createApp({
    db, now: () => TEST_NOW, logError: (error) => console.error(error), publicOrigin: 'http://localhost',
    auth: { now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    alerts: { now: () => new Date(clock) },
  })
  return { db, app }
}

describe.skipIf(!(await postgresReachable(url)))('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const first = await open()
    const second = await open()
    dbs = [first.db, second.db]
    apps = [first.app, second.app]
  }, 600_000)
  afterAll(async () => {
    await dbs[0]?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    for (const db of dbs) await db.close()
  })

  test('send each digest once, however their schedulers race', async () => {
    const [db] = dbs as [Db]
    const { jwt, email } = await signUp(apps[0]!, db, 'race')
    const call = caller(() => apps[0]!)
    for (let i = 0; i < ALERTS; i++) {
      const response = await call('POST', '/rest/job-alerts', jwt, { query: `Racewright${i}`, remote: 'include', frequency: 'daily' })
      if (i < 20) expect(response.status).toBe(201)
      else expect(response.status).toBe(409) // JOB_ALERTS_CAP
    }
    const second = await signUp(apps[1]!, db, 'race')
    for (let i = 20; i < ALERTS; i++) {
      expect((await caller(() => apps[1]!)('POST', '/rest/job-alerts', second.jwt, { query: `Racewright${i}`, remote: 'include', frequency: 'daily' })).status).toBe(201)
    }
    for (let i = 0; i < ALERTS; i++) await addJob(db, `Racewright${i}`, new Date(clock - 1000))
    clock += DAY
    // Both processes run their scheduler at once, several times over.
    const runs = await Promise.all([...apps, ...apps, ...apps].map((app) => app.alerts.delivery.runDue()))
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(ALERTS)
    const rows = await db.query<{ subject: string; n: number }>(
      `SELECT subject, count(*)::int AS n FROM outbox WHERE to_address = ANY($1::text[]) AND html IS NOT NULL GROUP BY subject`,
      [[email, second.email]],
    )
    expect(rows).toHaveLength(ALERTS)
    expect(rows.every((row) => row.n === 1)).toBe(true)
  })
  test('the test bites: a claim with no lease and no token check at commit sends a digest twice', async () => {
    const [db, other] = dbs as [Db, Db]
    // Only this test's alerts are due: the first test's 30 would fill the claim batch in an order their random ids
    // decide, and a batch that holds none of these five would send each once.
    await db.query(`UPDATE job_alerts SET paused = true WHERE query LIKE 'Racewright%'`)
    const { jwt, email } = await signUp(apps[0]!, db, 'bite')
    const call = caller(() => apps[0]!)
    for (let i = 0; i < 5; i++) expect((await call('POST', '/rest/job-alerts', jwt, { query: `Bitewright${i}`, remote: 'include', frequency: 'daily' })).status).toBe(201)
    for (let i = 0; i < 5; i++) await addJob(db, `Bitewright${i}`, new Date(clock - 1000))
    clock += DAY
    // The second process claims right after the first, before either sends, as two busy processes would.
    let arrived = 0
    let firstClaimed: () => void = () => undefined
    let secondClaimed: () => void = () => undefined
    const afterFirst = new Promise<void>((resolve) => (firstClaimed = resolve))
    const afterSecond = new Promise<void>((resolve) => (secondClaimed = resolve))
    const planted = (on: Db): AlertsStore => {
      const real = createAlertsStore(on)
      return {
        ...real,
        async claimDue(now, lease, limit, token) {
          const turn = arrived++
          if (turn === 1) await afterFirst
          const claimed = await real.claimDue(now, lease, limit, token)
          await on.query('UPDATE job_alerts SET claimed_until = NULL WHERE claim_token = $1', [token]) // the planted bug: no lease
          if (turn === 0) {
            firstClaimed()
            await afterSecond
          } else if (turn === 1) secondClaimed()
          return claimed
        },
        async complete(id, token, next, record) {
          await on.query('UPDATE job_alerts SET claim_token = $2 WHERE id = $1', [id, token]) // and no check that the claim is still its own
          return real.complete(id, token, next, record)
        },
      }
    }
    const deliveryOn = (on: Db) =>
      createAlertDelivery({
        store: planted(on),
        searchIndex: createPostgresSearchIndex(on),
        mailer: createMailer(on, () => new Date(clock)),
        now: () => new Date(clock),
        origin: 'http://localhost' as PublicOrigin,
        links: createLinkSigner(async () => new Uint8Array(32)).get,
        logError: () => undefined,
      })
    await Promise.all([deliveryOn(db).runDue(), deliveryOn(other).runDue()])
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE to_address = $1 AND html IS NOT NULL`, [email])
    expect(row!.n).toBeGreaterThan(5)
  })
})
