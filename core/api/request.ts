import * as v from 'valibot'
import type { HttpMethod, HttpPort, HttpRequest, HttpResponse, AbortSignalLike } from '../ports/http'
import type { ApiError } from './contract'
import { ApiErrorBodySchema } from './errorBody'
import { ApiErrors, describeIssues } from './errors'
import { BUSY_MAX_RETRIES, busyRetryDelayMs, NETWORK_MAX_RETRIES, networkRetryDelayMs } from './backoff'
import { retryOnClock } from './retry'
import { callNotices, watchSlowRequest, type NoticeBoard } from './notices'
import { readTrackingParams } from '../storage/tracking'
import type { ApiClientDeps } from './deps'
import type { UnauthorizedDecision } from '../session'

/** One call of the API: path relative to the env config's apiUrl, body serialised as JSON. */
export interface ApiCall<T> {
  readonly method: HttpMethod
  readonly path: string
  readonly body?: unknown
  readonly schema: v.GenericSchema<unknown, T>
  readonly signal?: AbortSignalLike | undefined
  /**
   * The bearer token to send instead of `deps.token()`. The session's own calls (refresh, profile, logout) name
   * the token they are about, so they never wait for the refresh they are part of. null: a credentials call
   * (login, mailed codes) sent without a token, whose 401 means refused credentials, so the 401 rule skips it.
   */
  readonly bearer?: string | null
  /**
   * The call is for a signed-in session only (the server answers it 401 without a token). When no token is left by the
   * time it would be sent (the session was cleared meanwhile: a 401, the realtime channel, another tab), it is refused
   * here without being sent, as the server would refuse it (HttpError 401 `auth.unauthorized`); the 401 rule then goes
   * on as for a call sent without a token. Set by `signedInOnly(api)` for the signed-in domains.
   */
  readonly signedIn?: boolean
}

/** Joins the base address and path and appends the tracking parameters held in session storage. */
export const buildUrl = (apiUrl: string, path: string, params: Readonly<Record<string, string>>): string => {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  const url = apiUrl.replace(/\/+$/, '') + path
  if (!query) return url
  return url + (url.includes('?') ? '&' : '?') + query
}

const buildHeaders = (deps: ApiClientDeps, token: string | null, hasBody: boolean): Record<string, string> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.locale() }
  if (token) headers['Authorization'] = `Bearer ${token}`
  if (hasBody) headers['Content-Type'] = 'application/json'
  return headers
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The error body's code and field issues, when the body is the API's error body. */
const errorOf = (status: number, body: string): ApiError => {
  const json = parseJson(body)
  const parsed = json.ok ? v.safeParse(ApiErrorBodySchema, json.value) : null
  return parsed?.success ? ApiErrors.http(status, parsed.output.error.code, parsed.output.error.issues) : ApiErrors.http(status)
}

/** A non-2xx status is an HttpError; a 2xx body is parsed and decoded with the call's schema. Throws the ApiError. */
export const decodeResponse = <T>(response: HttpResponse, schema: v.GenericSchema<unknown, T>): T => {
  if (response.status < 200 || response.status > 299) throw errorOf(response.status, response.body)
  const json = parseJson(response.body)
  if (!json.ok) throw ApiErrors.decode(['body: not valid JSON'])
  const decoded = v.safeParse(schema, json.value)
  if (!decoded.success) throw ApiErrors.decode(describeIssues(decoded.issues))
  return decoded.output
}

/**
 * Sends one request: no answer is a NetworkError (Aborted once the call's signal is aborted). A synchronous throw
 * of HttpPort.send is a programming error (e.g. an unstubbed memory route) and is thrown as is.
 */
export const sendRequest = (http: HttpPort, request: HttpRequest, signal?: AbortSignalLike): Promise<HttpResponse> => {
  if (signal?.aborted) return Promise.reject(ApiErrors.aborted())
  return http.send(request).catch((cause: unknown) => {
    throw signal?.aborted ? ApiErrors.aborted() : ApiErrors.network(cause)
  })
}

/**
 * The wait a 503 with Retry-After asks for, when the call may be sent again: any method when the code says the server
 * refused it before doing any of its work (server.busy, server.shuttingDown), otherwise a GET only. Null: not retried.
 * A Retry-After that is not a number of seconds (an HTTP date) counts as 0: the backoff alone decides the wait.
 */
const busyWaitMs = (method: HttpMethod, response: HttpResponse): number | null => {
  const retryAfter = response.headers['retry-after']
  if (response.status !== 503 || retryAfter === undefined) return null
  const error = errorOf(503, response.body)
  const code = 'code' in error ? error.code : undefined
  if (method !== 'GET' && code !== 'server.busy' && code !== 'server.shuttingDown') return null
  const seconds = Number(retryAfter)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0
}

/** A 503 the call will send again after `waitMs`; thrown inside the retry loop only. */
interface Refused {
  readonly refused: HttpResponse
  readonly waitMs: number
}
const isRefused = (error: unknown): error is Refused => typeof error === 'object' && error !== null && 'refused' in error

const isNetworkError = (error: unknown) => (error as Partial<ApiError> | null)?._tag === 'NetworkError'
const isUnauthorized = (error: unknown) => (error as Partial<ApiError> | null)?._tag === 'HttpError' && (error as { status: number }).status === 401

const IGNORE: UnauthorizedDecision = { _tag: 'Ignore' }

/** Rejects with Aborted when `signal` aborts; `stop()` removes the listener once the call has settled. */
const abortion = (signal: AbortSignalLike) => {
  let onAbort = () => undefined as void
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(ApiErrors.aborted())
    signal.addEventListener('abort', onAbort)
  })
  return { aborted, stop: () => signal.removeEventListener('abort', onAbort) }
}

/**
 * Runs one API call with every rule of spec section 7: taint check, headers (the bearer token once any due
 * refresh has settled), tracking parameters, retries on network errors with backoff on the clock port (and on a 503
 * with Retry-After, at most BUSY_MAX_RETRIES times, when the server refused before any work or the call is a GET), the
 * reconnecting and slow-request notices, status and decode errors, abort, and the 401 rule of spec section 4
 * through `deps.unauthorized`: a call sent without a token is sent once more with the token it names; a second
 * 401 is reported again but never retried, so there is no loop; a call for the signed-in only (`signedIn`) finding no
 * token is refused before it is sent, then the same rule applies. Rejects with an ApiError. A synchronous throw
 * from HttpPort.send is a programming error (e.g. an unstubbed memory route): it is rethrown as is, never retried.
 */
export const runApiCall = <T>(deps: ApiClientDeps, board: NoticeBoard, call: ApiCall<T>): Promise<T> => {
  const { signal } = call
  if (signal?.aborted) return Promise.reject(ApiErrors.aborted())
  if (deps.taint()) return Promise.reject(ApiErrors.taint())

  const hasBody = call.body !== undefined
  const notices = callNotices(board)
  const requestWith = (token: string | null): HttpRequest => ({
    method: call.method,
    url: buildUrl(deps.config().apiUrl, call.path, readTrackingParams(deps.session)),
    headers: buildHeaders(deps, token, hasBody),
    ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    ...(signal ? { signal } : {}),
  })

  const sendOnce = (token: string | null) =>
    sendRequest(deps.http, requestWith(token), signal).catch((error: unknown) => {
      if (isNetworkError(error)) notices.raise('network.reconnecting')
      throw error
    })
  const sendRefusable = async (token: string | null): Promise<HttpResponse> => {
    const response = await sendOnce(token)
    const waitMs = busyWaitMs(call.method, response)
    if (waitMs !== null) throw { refused: response, waitMs } satisfies Refused
    return response
  }
  const sendWith = async (token: string | null): Promise<T> => {
    const response = await retryOnClock(() => sendRefusable(token), {
      clock: deps.clock,
      delayMs: (retry, error) => (isRefused(error) ? busyRetryDelayMs(retry, error.waitMs) : networkRetryDelayMs(retry)),
      times: deps.maxNetworkRetries ?? NETWORK_MAX_RETRIES,
      retryable: (error, retry) => isNetworkError(error) || (isRefused(error) && retry < BUSY_MAX_RETRIES),
      signal,
    }).catch((error: unknown) => {
      // Out of retries, a refusal is the 503 it was: the screen's error state, with its own Retry.
      if (isRefused(error)) return error.refused
      throw error
    })
    return decodeResponse(response, call.schema)
  }
  const decide = async (sentToken: string | null): Promise<UnauthorizedDecision> => {
    const { unauthorized } = deps
    if (!unauthorized || call.bearer === null) return IGNORE
    return unauthorized({ sentToken, sentAsProvisional: false })
  }
  const attempt = async (token: string | null, retried: boolean): Promise<T> => {
    try {
      if (token === null && call.signedIn) throw ApiErrors.http(401, 'auth.unauthorized')
      return await sendWith(token)
    } catch (error) {
      if (!isUnauthorized(error)) throw error
      const decision = await decide(token)
      if (decision._tag === 'RetryWithCurrentToken' && token === null && !retried) return attempt(decision.token, true)
      throw error
    }
  }
  const decoded = (async () => attempt(call.bearer !== undefined ? call.bearer : await deps.token(), false))()

  const stopWatching = watchSlowRequest(deps.clock, () => notices.raise('network.slowRequest'))
  const cancel = signal ? abortion(signal) : null
  // Once aborted, the call's own outcome comes later or never and is no longer anyone's: it must not go unhandled.
  if (cancel) decoded.catch(() => undefined)
  return (cancel ? Promise.race([decoded, cancel.aborted]) : decoded).finally(() => {
    cancel?.stop()
    stopWatching()
    notices.releaseAll()
  })
}
