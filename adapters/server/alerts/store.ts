import { randomUUID } from 'node:crypto'
import {
  DEFAULT_EMAIL_PREFERENCES,
  JOB_ALERTS_CAP,
  nextSendAt,
  periodBefore,
  type AlertFrequency,
  type EmailPreferences,
  type JobAlert,
  type JobAlertId,
  type JobAlertRequest,
} from '../../../core/alerts'
import { keptFiltersOf, type RemoteOption } from '../../../core/search'
import type { Db, Queryable } from '../db/db'
import { geocode } from '../geo/gazetteer'

interface AlertRow {
  id: string
  user_id: string
  query: string
  location: string
  remote: RemoteOption
  frequency: AlertFrequency
  distance_miles: number
  visa_sponsorship: boolean
  lives_in: string | null
  paused: boolean
  active: boolean
  created_at: Date | string
  covered_until: Date | string
  next_send_at: Date | string
  last_sent_at: Date | string | null
}

/** A due alert as the scheduler claimed it, with its owner's address and choices. */
export interface ClaimedAlert {
  readonly alert: JobAlert
  readonly userId: string
  readonly email: string
  readonly coveredUntil: Date
  readonly nextSendAt: Date
  readonly jobAlertsWanted: boolean
}

const iso = (value: Date | string) => new Date(value).toISOString()
const toAlert = (row: AlertRow): JobAlert => ({
  id: row.id as JobAlertId,
  query: row.query,
  location: row.location,
  remote: row.remote,
  frequency: row.frequency,
  distanceMiles: row.distance_miles,
  ...(geocode(row.location)?.kind === 'state' ? { stateWide: true as const } : {}),
  paused: row.paused,
  active: row.active,
  createdAt: iso(row.created_at),
  lastSentAt: row.last_sent_at === null ? null : iso(row.last_sent_at),
  ...keptFiltersOf({ visaSponsorship: row.visa_sponsorship, livesIn: row.lives_in }),
})

const COLUMNS = `a.id, a.user_id, a.query, a.location, a.remote, a.frequency, a.distance_miles, a.paused, a.active, a.created_at,
  a.covered_until, a.next_send_at, a.last_sent_at, a.visa_sponsorship, a.lives_in`

/** The job alerts' and email preferences' SQL: an account's alerts are only ever read or changed with its own id. */
export interface AlertsStore {
  list(userId: string): Promise<JobAlert[]>
  get(userId: string, id: string): Promise<JobAlert | null>
  /** A new alert of the account. 'full' at JOB_ALERTS_CAP. */
  create(userId: string, request: JobAlertRequest, now: Date): Promise<JobAlert | 'full'>
  /** A signed-out alert for an address, waiting for its link (no owner yet). 'full' at JOB_ALERTS_CAP waiting. */
  createPending(email: string, request: JobAlertRequest, now: Date): Promise<JobAlert | 'full'>
  update(userId: string, id: string, request: JobAlertRequest, now: Date): Promise<JobAlert | null>
  remove(userId: string, id: string): Promise<boolean>
  /**
   * Confirms a signed-out alert (its mailed link): `owner` finds or makes the address's account, which the alert
   * joins. Answers the owner's id; null when there is no such alert. Confirming again changes nothing.
   */
  confirm(id: string, now: Date, owner: (email: string) => Promise<string>): Promise<{ userId: string } | null>
  /** Turns an alert off (one-click unsubscribe); answers whether it exists. */
  turnOff(id: string): Promise<boolean>
  preferences(userId: string): Promise<EmailPreferences>
  savePreferences(userId: string, preferences: EmailPreferences): Promise<EmailPreferences>
  /**
   * Claims up to `limit` due alerts for `leaseMs` (FOR UPDATE SKIP LOCKED: two processes never claim one alert;
   * an expired lease is claimed again, so a process that died mid-send leaves no gap).
   */
  claimDue(now: Date, leaseMs: number, limit: number, token: string): Promise<ClaimedAlert[]>
  /**
   * Ends a claim: the window up to `coveredUntil` is done and the next digest is due at `nextSendAt`; `record` runs in
   * the same transaction (the digest's outbox row). False (and nothing recorded) when the claim was lost meanwhile.
   */
  complete(id: string, token: string, next: { coveredUntil: Date; nextSendAt: Date; sentAt: Date | null }, record?: (tx: Queryable) => Promise<unknown>): Promise<boolean>
  /** Gives a claim back (the search failed): the alert is due again once its lease ends. */
  release(id: string, token: string): Promise<void>
}

export function createAlertsStore(db: Db): AlertsStore {
  const one = async (sql: string, params: unknown[], on: Queryable = db) => {
    const [row] = await on.query<AlertRow>(sql, params)
    return row ? toAlert(row) : null
  }
  // A new alert's first window starts one period back, so its first digest is not empty (docs/decisions.md).
  const insert = async (on: Queryable, owner: { userId: string | null; email: string | null }, request: JobAlertRequest, now: Date) => {
    const created = await one(
      `INSERT INTO job_alerts AS a (id, user_id, pending_email, query, location, remote, frequency, distance_miles, paused, confirmed_at, created_at, covered_until, next_send_at,
         visa_sponsorship, lives_in)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${COLUMNS}`,
      [randomUUID(), owner.userId, owner.email, request.query, request.location, request.remote, request.frequency, request.distanceMiles, request.paused,
        owner.userId === null ? null : now, now, periodBefore(now, request.frequency), nextSendAt(now, request.frequency),
        request.visaSponsorship === true, request.livesIn ?? null],
      on,
    )
    if (!created) throw new Error('The alert could not be created.')
    return created
  }
  return {
    async list(userId) {
      const rows = await db.query<AlertRow>(`SELECT ${COLUMNS} FROM job_alerts a WHERE a.user_id = $1 AND a.confirmed_at IS NOT NULL ORDER BY a.created_at, a.id`, [userId])
      return rows.map(toAlert)
    },
    get: (userId, id) => one(`SELECT ${COLUMNS} FROM job_alerts a WHERE a.id = $1 AND a.user_id = $2 AND a.confirmed_at IS NOT NULL`, [id, userId]),
    create: (userId, request, now) =>
      db.transaction(async (tx) => {
        await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId])
        const [count] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = $1`, [userId])
        if ((count?.n ?? 0) >= JOB_ALERTS_CAP) return 'full' as const
        return insert(tx, { userId, email: null }, request, now)
      }),
    async createPending(email, request, now) {
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_alerts WHERE pending_email = $1 AND user_id IS NULL`, [email])
      if ((count?.n ?? 0) >= JOB_ALERTS_CAP) return 'full'
      return insert(db, { userId: null, email }, request, now)
    },
    async update(userId, id, request, now) {
      const [current] = await db.query<AlertRow>(`SELECT ${COLUMNS} FROM job_alerts a WHERE a.id = $1 AND a.user_id = $2 AND a.confirmed_at IS NOT NULL`, [id, userId])
      if (!current) return null
      let due = new Date(current.next_send_at)
      if (current.frequency !== request.frequency) {
        due = nextSendAt(new Date(current.last_sent_at ?? current.created_at), request.frequency)
        if (due < now) due = now
      }
      return one(
        `UPDATE job_alerts a SET query = $3, location = $4, remote = $5, frequency = $6, distance_miles = $7, paused = $8, next_send_at = $9,
                active = coalesce($10, active), visa_sponsorship = $11, lives_in = $12
          WHERE a.id = $1 AND a.user_id = $2 RETURNING ${COLUMNS}`,
        [id, userId, request.query, request.location, request.remote, request.frequency, request.distanceMiles, request.paused, due, request.active ?? null,
          request.visaSponsorship === true, request.livesIn ?? null],
      )
    },
    async remove(userId, id) {
      return (await db.query(`DELETE FROM job_alerts WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0
    },
    async confirm(id, now, owner) {
      const [row] = await db.query<{ user_id: string | null; pending_email: string | null }>(`SELECT user_id, pending_email FROM job_alerts WHERE id = $1`, [id])
      if (!row) return null
      if (row.user_id !== null) return { userId: row.user_id }
      const userId = await owner(row.pending_email ?? '')
      await db.query(`UPDATE job_alerts SET user_id = $2, pending_email = NULL, confirmed_at = $3 WHERE id = $1 AND user_id IS NULL`, [id, userId, now])
      return { userId }
    },
    async turnOff(id) {
      return (await db.query(`UPDATE job_alerts SET active = false WHERE id = $1 RETURNING id`, [id])).length > 0
    },
    async preferences(userId) {
      const [row] = await db.query<{ job_alerts: boolean; application_updates: boolean; recommendations: boolean; news: boolean }>(
        `SELECT job_alerts, application_updates, recommendations, news FROM email_preferences WHERE user_id = $1`,
        [userId],
      )
      return row
        ? { jobAlerts: row.job_alerts, applicationUpdates: row.application_updates, recommendations: row.recommendations, news: row.news }
        : DEFAULT_EMAIL_PREFERENCES
    },
    async savePreferences(userId, preferences) {
      await db.query(
        `INSERT INTO email_preferences (user_id, job_alerts, application_updates, recommendations, news) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET job_alerts = $2, application_updates = $3, recommendations = $4, news = $5`,
        [userId, preferences.jobAlerts, preferences.applicationUpdates, preferences.recommendations, preferences.news],
      )
      return preferences
    },
    async claimDue(now, leaseMs, limit, token) {
      const rows = await db.query<AlertRow & { email: string; job_alerts: boolean | null }>(
        `WITH claimed AS (
           UPDATE job_alerts a SET claimed_until = $2, claim_token = $3
            WHERE a.id IN (SELECT id FROM job_alerts
                            WHERE active AND NOT paused AND confirmed_at IS NOT NULL AND next_send_at <= $1
                              AND (claimed_until IS NULL OR claimed_until <= $1)
                            ORDER BY next_send_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
           RETURNING ${COLUMNS})
         SELECT c.*, u.email, p.job_alerts FROM claimed c JOIN users u ON u.id = c.user_id
           LEFT JOIN email_preferences p ON p.user_id = c.user_id
          ORDER BY c.next_send_at, c.id`,
        [now, new Date(now.getTime() + leaseMs), token, limit],
      )
      return rows.map((row) => ({
        alert: toAlert(row),
        userId: row.user_id,
        email: row.email,
        coveredUntil: new Date(row.covered_until),
        nextSendAt: new Date(row.next_send_at),
        jobAlertsWanted: row.job_alerts ?? DEFAULT_EMAIL_PREFERENCES.jobAlerts,
      }))
    },
    complete: (id, token, next, record) =>
      db.transaction(async (tx) => {
        const done = await tx.query(
          `UPDATE job_alerts SET covered_until = $3, next_send_at = $4, last_sent_at = coalesce($5, last_sent_at), claimed_until = NULL, claim_token = NULL
            WHERE id = $1 AND claim_token = $2 RETURNING id`,
          [id, token, next.coveredUntil, next.nextSendAt, next.sentAt],
        )
        if (done.length === 0) return false
        if (record) await record(tx)
        return true
      }),
    async release(id, token) {
      await db.query(`UPDATE job_alerts SET claim_token = NULL WHERE id = $1 AND claim_token = $2`, [id, token])
    },
  }
}

/** Account deletion: alerts asked for signed out with the account's email and never confirmed (no owner yet). */
export async function deletePendingAlertsOf(tx: Queryable, emailKey: string): Promise<void> {
  await tx.query(`DELETE FROM job_alerts WHERE user_id IS NULL AND lower(trim(pending_email)) = $1`, [emailKey])
}
