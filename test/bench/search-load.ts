import { createRandom, type Random } from '../../adapters/server/seed/random'

/** Latency figures of one load run, in milliseconds; throughput in requests per second. */
export interface LoadFigures {
  readonly requests: number
  readonly concurrency: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly throughput: number
  readonly errors: number
}

const WHAT = ['nurse', 'registered nurse', 'software engineer', 'sales', 'accountant', 'teacher', 'truck driver', 'warehouse',
  'marketing manager', 'electrician', 'data scientist', 'customer service', 'project manager', 'react developer', 'icu nurse',
  'financial analyst', 'cnc machinist', 'paralegal', 'recruiter', 'physical therapist']
const WHERE = ['Austin, TX', 'Houston, TX', 'New York, NY', 'Chicago, IL', 'Los Angeles, CA', 'Atlanta, GA', 'Denver, CO',
  'Seattle, WA', 'Miami, FL', 'Phoenix, AZ', 'Dallas, TX', 'Philadelphia, PA', '78701', '10001', '60601', 'Texas', 'California']

/** One realistic relevance-ranked search: what + where + radius, with remote/job type/pay/date filters mixed in. */
export function realisticCriteria(random: Random): Record<string, unknown> {
  const criteria: Record<string, unknown> = {
    what: random.pick(WHAT),
    where: random.pick(WHERE),
    radiusMiles: random.pick([10, 25, 25, 50]),
  }
  const remote = random.next()
  if (remote < 0.2) criteria.remote = 'only'
  else if (remote < 0.4) criteria.remote = 'exclude'
  if (random.chance(0.3)) criteria.jobTypes = random.sample(['permanent', 'contract', 'contractor'], random.int(1, 2))
  if (random.chance(0.3)) criteria.minPay = random.int(4, 10) * 10_000
  if (random.chance(0.2)) criteria.postedWithinDays = random.pick([7, 14, 30])
  return criteria
}

/** Words of many jobs' titles, skills or descriptions (the slow shape: a common word nationwide) and a few rare ones. */
const WHAT_ONLY = ['manager', 'sales', 'engineer', 'nurse', 'senior', 'assistant', 'technician', 'specialist', 'analyst',
  'developer', 'customer', 'teacher', 'driver', 'registered nurse', 'software engineer', 'project manager', 'welder',
  'paralegal', 'phlebotomist', 'sommelier']

/** A "what"-only search, nationwide: no place, no filters, relevance. */
export function whatOnlyCriteria(random: Random): Record<string, unknown> {
  return { what: random.pick(WHAT_ONLY) }
}

/** The search mixes a bench run can send. */
export const MIXES = { realistic: realisticCriteria, 'what-only': whatOnlyCriteria } as const
export type Mix = keyof typeof MIXES

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** How one request ended: answered, refused at once by admission control (503), failed, or given up on. */
export type Outcome = 'ok' | 'overloaded' | 'error' | 'timeout'

/** LoadFigures with the failures told apart. */
export interface WorkFigures extends LoadFigures {
  readonly overloaded: number
  readonly timeouts: number
  /** Latency by kind of request, when the run was given `kindOf` (e.g. asked for the first time, or again). */
  readonly kinds?: Readonly<Record<string, KindFigures>>
}

/** The latencies of one kind of request in a run. */
export interface KindFigures {
  readonly requests: number
  readonly p50: number
  readonly p95: number
}

/**
 * Sends every search of `work` from `concurrency` workers (each waits for its answer before the next: a closed loop)
 * and measures each request's latency as the client sees it. `errors` counts every outcome but 'ok'.
 */
export async function runWork(
  send: (criteria: Record<string, unknown>) => Promise<Outcome | boolean>, work: readonly Record<string, unknown>[], concurrency: number,
  kindOf?: (criteria: Record<string, unknown>) => string,
): Promise<WorkFigures> {
  const latencies: number[] = []
  const byKind = new Map<string, number[]>()
  const counts = { error: 0, overloaded: 0, timeout: 0 }
  let next = 0
  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < work.length) {
      const criteria = work[next++] as Record<string, unknown>
      // Asked in the order sent, so "first time" means first sent, as the server sees it.
      const kind = kindOf?.(criteria)
      const t = performance.now()
      const outcome = await send(criteria)
      const ended = outcome === true ? 'ok' : outcome === false ? 'error' : outcome
      if (ended !== 'ok') counts[ended]++
      const ms = performance.now() - t
      latencies.push(ms)
      if (kind !== undefined) {
        const same = byKind.get(kind) ?? []
        same.push(ms)
        byKind.set(kind, same)
      }
    }
  }))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: work.length, concurrency, errors: counts.error + counts.overloaded + counts.timeout,
    overloaded: counts.overloaded, timeouts: counts.timeout,
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
    throughput: work.length / elapsed,
    ...(kindOf ? { kinds: Object.fromEntries([...byKind].map(([kind, ms]) => [kind, kindFigures(ms)])) } : {}),
  }
}

function kindFigures(latencies: number[]): KindFigures {
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}

/** `requests` searches of one of MIXES, generated from `seed` (test/bench/facets.ts). */
export async function runLoad(send: (criteria: Record<string, unknown>) => Promise<boolean>, requests: number, concurrency: number, seed = 1, mix: Mix = 'realistic'): Promise<LoadFigures> {
  const random = createRandom(seed)
  return runWork(send, Array.from({ length: requests }, () => MIXES[mix](random)), concurrency)
}
