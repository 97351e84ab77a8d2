import {
  ENV_FETCH_MAX_DELAY_MS,
  NETWORK_RETRY_BASE_MS,
  NETWORK_RETRY_MAX_DELAY_MS,
} from '../constants'

/**
 * How many times the API client retries a call that got no answer before giving up with a NetworkError.
 * The spec gives the delays, not a cap; Hireflow stops after 10 retries (1+2+4+8+10x6 s = 75 s of trying),
 * so a screen waiting on a call reaches its error state instead of spinning forever. Override per client.
 */
export const NETWORK_MAX_RETRIES = 10

/** Delay before network retry `retry` (0-based): min(2^retry x 1000, 10000) ms. */
export const networkRetryDelayMs = (retry: number): number =>
  Math.min(2 ** retry * NETWORK_RETRY_BASE_MS, NETWORK_RETRY_MAX_DELAY_MS)

/** Delay before GET /env retry `retry` (0-based): min(2^retry, 3000) ms. */
export const envRetryDelayMs = (retry: number): number => Math.min(2 ** retry, ENV_FETCH_MAX_DELAY_MS)

/**
 * How many times the API client repeats a call the server refused with 503 and Retry-After (admission control's
 * server.busy, a draining process's server.shuttingDown) before the screen shows the 503: 1+2+4+8 s = 15 s at the
 * server's Retry-After of 1 s, then the screen's own Retry (docs/decisions.md, "A 503 with Retry-After").
 */
export const BUSY_MAX_RETRIES = 4

/**
 * Delay before busy retry `retry` (0-based): the server's Retry-After, never less than the network backoff
 * (so a crowd of refused clients spreads out instead of coming back every second) and never more than its cap.
 */
export const busyRetryDelayMs = (retry: number, retryAfterMs: number): number =>
  Math.min(Math.max(retryAfterMs, networkRetryDelayMs(retry)), NETWORK_RETRY_MAX_DELAY_MS)

/**
 * A failure another try may get past: no answer (NetworkError), a server error (5xx), a timeout (408). A refused
 * request (another 4xx, 429 included: its window is minutes) or an answer that does not decode fails the same way again.
 */
export const isTransientApiError = (error: unknown): boolean => {
  const failure = error as { readonly _tag?: unknown; readonly status?: unknown } | null
  if (failure?._tag === 'NetworkError') return true
  const status = failure?._tag === 'HttpError' && typeof failure.status === 'number' ? failure.status : 0
  return status >= 500 || status === 408
}
