import { everyTick } from '../everyTick'
import type { ProStore } from './store'

/**
 * Runs with the server's minute tick (compose.ts, the alerts' ALERTS_TICK_MS): renews the cached response time of the
 * Pros whose figure aged out of its 90-day window since it was computed, one run at a time. Several processes may run
 * it on one PostgreSQL: each renewal writes the same figure.
 */
export function startResponseTimeRefresh(store: Pick<ProStore, 'refreshAgedResponseTimes'>, tickMs: number, now: () => Date, logError: (error: unknown) => void): { stop(): Promise<void> } {
  return everyTick(() => store.refreshAgedResponseTimes(now()).catch(logError), tickMs)
}
