import { FIRST_NAMES, LAST_NAMES } from './words'
import { createRandom } from './random'

/** The demo applicants' mail domain (reserved, RFC 2606): how a reseed finds the rows it made. */
export const SEED_APPLICANT_DOMAIN = 'applicants.example.com'

/** A job a Pro's demo applications can go to. */
export interface ActivityJob {
  readonly id: string
  readonly posted_at: string
}

export interface SeedApplication {
  readonly id: string
  readonly job_id: string
  readonly email: string
  readonly first_name: string
  readonly last_name: string
  readonly status: 'submitted' | 'viewed' | 'interviewing' | 'rejected'
  readonly applied_at: string
  readonly modified_at: string
}

export interface SeedStatusChange {
  readonly application_id: string
  readonly status: string
  readonly at: string
}

const HOUR_MS = 60 * 60 * 1000
const WINDOW_MS = 85 * 24 * HOUR_MS
/** How fast a Pro usually answers, in hours: the typical delays the demo's Pros are drawn from. */
const PACES_HOURS = [3, 6, 11, 20, 30, 52, 90, 140] as const

/**
 * Applications to the demo Pros' jobs over the last 85 days, each answered (viewed, then interviewing or rejected)
 * after a delay around its Pro's pace, some not answered yet: the activity the response-time promise is measured on.
 * Deterministic for (seed, jobs, now).
 */
export function generateActivity(seed: number, jobsByPro: ReadonlyMap<string, readonly ActivityJob[]>, now: Date) {
  const random = createRandom(seed ^ 0xac71)
  const applications: SeedApplication[] = []
  const changes: SeedStatusChange[] = []
  for (const [proId, jobs] of [...jobsByPro].sort(([a], [b]) => a.localeCompare(b))) {
    if (jobs.length === 0) continue
    const pace = random.pick(PACES_HOURS) * HOUR_MS
    const count = random.int(6, 16)
    for (let n = 0; n < count; n++) {
      const job = random.pick(jobs)
      const from = Math.max(new Date(job.posted_at).getTime(), now.getTime() - WINDOW_MS)
      const appliedAt = from + Math.floor(random.next() * Math.max(0, now.getTime() - HOUR_MS - from))
      const id = `seed-${proId}-${n}`
      const first = random.pick(FIRST_NAMES)
      const last = random.pick(LAST_NAMES)
      const viewedAt = appliedAt + Math.round(pace * (0.4 + 1.2 * random.next()))
      const answered = random.chance(0.85) && viewedAt <= now.getTime()
      const history: SeedStatusChange[] = [{ application_id: id, status: 'submitted', at: new Date(appliedAt).toISOString() }]
      if (answered) {
        history.push({ application_id: id, status: 'viewed', at: new Date(viewedAt).toISOString() })
        const decidedAt = viewedAt + random.int(1, 10) * 24 * HOUR_MS
        if (decidedAt <= now.getTime()) history.push({ application_id: id, status: random.chance(0.4) ? 'interviewing' : 'rejected', at: new Date(decidedAt).toISOString() })
      }
      const latest = history[history.length - 1] as SeedStatusChange
      applications.push({
        id,
        job_id: job.id,
        email: `${first}.${last}.${proId}.${n}@${SEED_APPLICANT_DOMAIN}`.toLowerCase(),
        first_name: first,
        last_name: last,
        status: latest.status as SeedApplication['status'],
        applied_at: new Date(appliedAt).toISOString(),
        modified_at: latest.at,
      })
      changes.push(...history)
    }
  }
  return { applications, changes }
}
