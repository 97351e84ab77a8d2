import { randomUUID } from 'node:crypto'
import { daysSpanned, jobsInWindow, nextSendAt } from '../../../core/alerts'
import { SEARCH_LIMITS } from '../../../core/constants'
import { keptFiltersOf, type JobSummary } from '../../../core/search'
import { publicLink, type PublicOrigin } from '../http/publicOrigin'
import type { Mailer } from '../mail/mailer'
import type { SearchIndex } from '../search/searchIndex'
import { digestMail } from './digest'
import { OPT_LINK_TTL_MS, type LinkSigner } from './links'
import type { AlertsStore, ClaimedAlert } from './store'
import { everyTick } from '../everyTick'

/** The most jobs one digest lists (the newest of its window). */
export const DIGEST_JOBS_MAX = 20
/** How long a claim holds an alert: far longer than one search and one mail, short enough to retry soon after a crash. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000
/** How many due alerts one claim takes. */
const CLAIM_BATCH = 25

export interface AlertDeliveryDeps {
  readonly store: AlertsStore
  readonly searchIndex: SearchIndex
  readonly mailer: Mailer
  /** The alerts' clock (the server's clock port; a test clock moves it days ahead). */
  readonly now: () => Date
  /** Where the mails' links point; without it no digest can be built and none is sent. */
  readonly origin: PublicOrigin | undefined
  readonly links: () => Promise<LinkSigner>
  readonly logError: (error: unknown) => void
}

/** The outcome of one run: digests mailed and alerts whose window closed with no new job (or email turned off). */
export interface DeliveryRun {
  readonly sent: number
  readonly empty: number
}

/**
 * Sends every due alert its digest (docs/decisions.md, "Job alerts"): claims due alerts (a lease, SKIP LOCKED),
 * finds the jobs posted in each one's window (covered_until, now] with the site's own search, and in one
 * transaction records the digest in the outbox and moves the window and the next send; the transport (SMTP) gets the
 * mail after the commit. Two processes never claim one alert; a lost claim records nothing.
 */
export function createAlertDelivery(deps: AlertDeliveryDeps) {
  const newJobs = async (claimed: ClaimedAlert, now: Date): Promise<JobSummary[]> => {
    const { alert } = claimed
    const outcome = await deps.searchIndex.search(
      {
        what: alert.query,
        ...(alert.location ? { where: alert.location, radiusMiles: alert.distanceMiles } : {}),
        remote: alert.remote,
        ...keptFiltersOf(alert),
        sort: 'date',
        pageSize: DIGEST_JOBS_MAX,
        postedWithinDays: Math.min(daysSpanned(claimed.coveredUntil, now) + 1, SEARCH_LIMITS.maxPostedWithinDays),
      },
      now,
    )
    if (outcome._tag !== 'SearchAnswered' || outcome.result.message !== null) return []
    return jobsInWindow(outcome.result.documents, claimed.coveredUntil, now)
  }

  const deliverOne = async (claimed: ClaimedAlert, token: string, now: Date, origin: PublicOrigin, signer: LinkSigner): Promise<'sent' | 'empty' | 'lost'> => {
    const jobs = claimed.jobAlertsWanted ? await newJobs(claimed, now) : []
    let due = nextSendAt(claimed.nextSendAt, claimed.alert.frequency)
    if (due <= now) due = nextSendAt(now, claimed.alert.frequency)
    const next = { coveredUntil: now, nextSendAt: due, sentAt: jobs.length > 0 ? now : null }
    if (jobs.length === 0) return (await deps.store.complete(claimed.alert.id, token, next)) ? 'empty' : 'lost'
    const optLink = signer.sign('opt', claimed.userId, new Date(now.getTime() + OPT_LINK_TTL_MS))
    const mail = await digestMail(claimed.email, claimed.alert, jobs, origin, {
      preferences: publicLink(origin, '/opt', { link: optLink }),
      editAlert: publicLink(origin, `/opt/job-alerts/${encodeURIComponent(claimed.alert.id)}`, { link: optLink }),
      unsubscribe: publicLink(origin, `/rest/opt/unsubscribe/${signer.sign('unsubscribe', claimed.alert.id, null)}`),
    })
    let outboxId: string | null = null
    const done = await deps.store.complete(claimed.alert.id, token, next, async (tx) => {
      outboxId = await deps.mailer.record(tx, mail)
    })
    if (!done || outboxId === null) return 'lost'
    await deps.mailer.deliver(outboxId, mail)
    return 'sent'
  }

  return {
    /** Sends what is due now; answers what it did. Never rejects: a failure is logged and the alert is retried later. */
    async runDue(): Promise<DeliveryRun> {
      const run = { sent: 0, empty: 0 }
      if (deps.origin === undefined) return run
      const signer = await deps.links()
      for (;;) {
        const now = deps.now()
        const token = randomUUID()
        let claimed: ClaimedAlert[]
        try {
          claimed = await deps.store.claimDue(now, CLAIM_LEASE_MS, CLAIM_BATCH, token)
        } catch (error) {
          deps.logError(error)
          return run
        }
        for (const alert of claimed) {
          try {
            const outcome = await deliverOne(alert, token, now, deps.origin, signer)
            if (outcome !== 'lost') run[outcome] += 1
          } catch (error) {
            deps.logError(error)
            await deps.store.release(alert.alert.id, token).catch(deps.logError)
          }
        }
        if (claimed.length < CLAIM_BATCH) return run
      }
    },
  }
}

export type AlertDelivery = ReturnType<typeof createAlertDelivery>

/**
 * The in-process scheduler every server process runs (PGlite's single one included): runs the due alerts every
 * `tickMs`, one run at a time. Several processes on one PostgreSQL each run it; the claim keeps each digest single.
 */
export function startAlertScheduler(delivery: AlertDelivery, tickMs: number): { stop(): Promise<void> } {
  return everyTick(() => delivery.runDue(), tickMs)
}
