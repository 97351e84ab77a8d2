import type { ProStore } from './store'

/**
 * Runs with the server's minute tick (compose.ts, the alerts' ALERTS_TICK_MS): renews the cached response time of the
 * Pros whose figure aged out of its 90-day window since it was computed, one run at a time. Several processes may run
 * it on one PostgreSQL: each renewal writes the same figure.
 */
export function startResponseTimeRefresh(store: Pick<ProStore, 'refreshAgedResponseTimes'>, tickMs: number, now: () => Date, logError: (error: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    running ??= store
      .refreshAgedResponseTimes(now())
      .catch(logError)
      .finally(() => {
        running = null
      })
  }, tickMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
