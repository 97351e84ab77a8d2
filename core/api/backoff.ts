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
 * A failure another try may get past: no answer (NetworkError), a server error (5xx), too many requests (429), a
 * timeout (408). A refused request (another 4xx) or an answer that does not decode fails the same way again.
 */
export const isTransientApiError = (error: unknown): boolean => {
  const failure = error as { readonly _tag?: unknown; readonly status?: unknown } | null
  if (failure?._tag === 'NetworkError') return true
  const status = failure?._tag === 'HttpError' && typeof failure.status === 'number' ? failure.status : 0
  return status >= 500 || status === 429 || status === 408
}
