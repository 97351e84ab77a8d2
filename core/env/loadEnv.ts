import type { HttpPort } from '../ports/http'
import type { ClockPort } from '../ports/clock'
import type { KeyValueStore } from '../ports/storage'
import { EnvConfigSchema, type EnvConfig } from './schema'
import { ENV_FETCH_MAX_RETRIES } from '../constants'
import type { ApiError } from '../api/contract'
import { isApiError } from '../api/errors'
import { envRetryDelayMs } from '../api/backoff'
import { retryOnClock, type RetryPolicy } from '../api/retry'
import { decodeResponse, sendRequest } from '../api/request'
import { readStored, writeStored } from '../storage/typed'
import { STORED } from '../storage/keys'

/** The start-up env load failed for good: the app shows the start-up failure alert (spec section 8). */
export interface StartupFailed {
  readonly _tag: 'StartupFailed'
  readonly messageId: 'app.startupFailed'
  /** The last error seen: a NetworkError, HttpError or DecodeError. */
  readonly cause: ApiError
}

export interface LoadEnvDeps {
  readonly http: HttpPort
  readonly clock: ClockPort
  /** Local storage, where the last good config is cached. */
  readonly local: KeyValueStore
  /** The page's origin, e.g. "https://hireflow.example"; GET {origin}/env. */
  readonly origin: string
  /**
   * Told once, when the first try with no cached config has failed and the retries begin: the app has nothing to
   * start on yet, so the edge shows that it is reconnecting rather than a blank page (docs/decisions.md).
   */
  readonly onRetrying?: (() => void) | undefined
}

/** GET /env with retries: up to ENV_FETCH_MAX_RETRIES, waiting min(2^n, 3000) ms before retry n; caches each good answer. */
const fetchEnv = async (deps: LoadEnvDeps, onRetry?: RetryPolicy['onRetry']): Promise<EnvConfig> => {
  const once = async () => {
    const request = { method: 'GET', url: `${deps.origin.replace(/\/+$/, '')}/env`, headers: { Accept: 'application/json' } } as const
    return decodeResponse(await sendRequest(deps.http, request), EnvConfigSchema)
  }
  const config = await retryOnClock(once, { clock: deps.clock, delayMs: envRetryDelayMs, times: ENV_FETCH_MAX_RETRIES, retryable: isApiError, onRetry })
  writeStored(deps.local, STORED.envConfig.key, EnvConfigSchema, config)
  return config
}

const NO_CONFIG = null

/**
 * Loads the server configuration at start-up (spec section 7).
 *
 * A valid cached config (local storage, validated on read; an invalid one is ignored) is used at once so the app
 * starts without waiting on the network; GET /env then runs in the background and refreshes the cache for the
 * next start (its failure is ignored). With no valid cache, GET {origin}/env is fetched, retried up to 20 times
 * with min(2^n, 3000) ms between tries (`onRetrying` told when the first try failed), validated with EnvConfigSchema and cached; when every try fails the
 * promise rejects with StartupFailed ('app.startupFailed').
 */
export const loadEnv = (deps: LoadEnvDeps): Promise<EnvConfig> => {
  const cached = readStored<EnvConfig | null>(deps.local, STORED.envConfig.key, EnvConfigSchema, NO_CONFIG)
  if (cached) {
    fetchEnv(deps).catch(() => undefined)
    return Promise.resolve(cached)
  }
  const { onRetrying } = deps
  const onFirstRetry = onRetrying && ((_error: unknown, retry: number) => void (retry === 0 && onRetrying()))
  return fetchEnv(deps, onFirstRetry).catch((cause: unknown) => {
    if (!isApiError(cause)) throw cause
    throw { _tag: 'StartupFailed', messageId: 'app.startupFailed', cause } satisfies StartupFailed
  })
}
