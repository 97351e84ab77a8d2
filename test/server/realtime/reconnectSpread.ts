import { reconnectDelay } from '../../../core/realtime'

/** The width of the first reconnect's jitter window (attempt 0 of core/realtime/backoff.ts): the delay spans [1 s, 1 s + this). */
export const FIRST_JITTER_WINDOW_MS = reconnectDelay(0, 1) - reconnectDelay(0, 0)
export const BUCKET_MS = 100

/**
 * What "spread out" means for a restart's reconnects, from the formula and not from a lucky run: uniform jitter over
 * the window W puts the 10th-90th percentile band near 0.8 W and the times into about W / 100 ms buckets, so half of
 * each is far beyond chance for 100 clients (the chance a uniform sample of 100 has a p10-p90 band under 0.4 W is
 * about 1e-14), while a backoff without jitter gives a band of 0 and one bucket.
 */
export const SPREAD_FLOOR = { p10p90Ms: 0.4 * FIRST_JITTER_WINDOW_MS, buckets: Math.floor(FIRST_JITTER_WINDOW_MS / BUCKET_MS / 2) }

export interface Spread {
  readonly p10p90Ms: number
  readonly buckets: number
  readonly percentile: (share: number) => number
}

export const spreadOf = (times: readonly number[]): Spread => {
  const sorted = [...times].sort((a, b) => a - b)
  const percentile = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!)
  return {
    p10p90Ms: percentile(0.9) - percentile(0.1),
    buckets: new Set(times.map((ms) => Math.floor(ms / BUCKET_MS))).size,
    percentile,
  }
}

export const isSpreadOut = (spread: Spread): boolean => spread.p10p90Ms >= SPREAD_FLOOR.p10p90Ms && spread.buckets >= SPREAD_FLOOR.buckets
