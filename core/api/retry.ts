import type { AbortSignalLike } from '../ports/http'
import type { ClockPort } from '../ports/clock'
import { ApiErrors } from './errors'

/** How `retryOnClock` repeats a failed try. */
export interface RetryPolicy {
  /** Waits and timers run on this port, so a test clock drives them. */
  readonly clock: ClockPort
  /** The wait before retry `retry` (counted from 0) after `error`. */
  readonly delayMs: (retry: number, error: unknown) => number
  /** Retries after the first try; Infinity allowed. */
  readonly times: number
  /** Whether this failure is worth retry `retry`; anything else is thrown at once. */
  readonly retryable: (error: unknown, retry: number) => boolean
  /** Ends a wait at once with Aborted, and no further try is made. */
  readonly signal?: AbortSignalLike | undefined
  /** Told of each failed try that will be retried, before the wait (retry counted from 0). */
  readonly onRetry?: ((error: unknown, retry: number) => void) | undefined
}

/** Waits `ms` on the clock port; an abort of `signal` ends the wait with Aborted and clears the timer. */
export const waitOnClock = (clock: ClockPort, ms: number, signal?: AbortSignalLike): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(ApiErrors.aborted())
    const onAbort = () => {
      clock.clearTimeout(timer)
      reject(ApiErrors.aborted())
    }
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort)
  })

/**
 * Runs `attempt`, and again after `delayMs(retry)` on the clock port while it fails with a retryable error, at most
 * `times` more times; the last failure is thrown. Plain Promises: the API transport is on the first screen, whose
 * JS budget has no room for a runtime (docs/decisions.md, "The first screen's structure").
 */
export const retryOnClock = async <T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> => {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt()
    } catch (error) {
      if (retry >= policy.times || !policy.retryable(error, retry)) throw error
      policy.onRetry?.(error, retry)
      await waitOnClock(policy.clock, policy.delayMs(retry, error), policy.signal)
    }
  }
}
