import { REALTIME_RECONNECT_THROTTLE_MS } from '../realtimeTiming'

/** The longest wait before a reconnect, however many attempts failed. */
export const REALTIME_RECONNECT_CAP_MS = 30_000

/**
 * The wait before reconnect attempt `attempt` (0 after a connection that had opened): the 1 s throttle plus a
 * "full jitter" share of an exponential window, min(cap, 1 s x 2^attempt), where `jitter` is uniform in [0, 1).
 * So a server restart's clients come back spread over a second at first, wider each time it fails again, never
 * sooner than 1 s apart and never more than 1 s + 30 s.
 */
export const reconnectDelay = (attempt: number, jitter: number): number => {
  const window = Math.min(REALTIME_RECONNECT_CAP_MS, REALTIME_RECONNECT_THROTTLE_MS * 2 ** Math.max(0, Math.min(attempt, 30)))
  const share = Math.min(Math.max(jitter, 0), 1)
  return Math.round(REALTIME_RECONNECT_THROTTLE_MS + share * window)
}
