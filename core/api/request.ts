import * as Effect from 'effect/Effect'
import * as v from 'valibot'
import type { HttpMethod, HttpResponse, AbortSignalLike } from '../ports/http'
import type { ApiError } from './contract'
import { ApiErrorBodySchema } from '../schemas/error'
import { ApiErrors, describeIssues } from './errors'
import { backoffSchedule, networkRetryDelayMs } from './backoff'
import { withClock } from './effectClock'
import { callNotices, watchSlowRequest, type NoticeBoard } from './notices'
import { readTrackingParams } from '../storage/tracking'
import type { ApiClientDeps } from './client'

/** One call of the API: path relative to the env config's apiUrl, body serialised as JSON. */
export interface ApiCall<T> {
  readonly method: HttpMethod
  readonly path: string
  readonly body?: unknown
  readonly schema: v.GenericSchema<unknown, T>
  readonly signal?: AbortSignalLike | undefined
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

const buildHeaders = (deps: ApiClientDeps, hasBody: boolean): Record<string, string> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.locale() }
  const token = deps.token()
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

const errorCode = (body: string): string | undefined => {
  const json = parseJson(body)
  if (!json.ok) return undefined
  const parsed = v.safeParse(ApiErrorBodySchema, json.value)
  return parsed.success ? parsed.output.error.code : undefined
}

/** A non-2xx status is an HttpError; a 2xx body is parsed and decoded with the call's schema. */
export const decodeResponse = <T>(response: HttpResponse, schema: v.GenericSchema<unknown, T>): Effect.Effect<T, ApiError> => {
  if (response.status < 200 || response.status > 299) {
    return Effect.fail(ApiErrors.http(response.status, errorCode(response.body)))
  }
  const json = parseJson(response.body)
  if (!json.ok) return Effect.fail(ApiErrors.decode(['body: not valid JSON']))
  const decoded = v.safeParse(schema, json.value)
  return decoded.success ? Effect.succeed(decoded.output) : Effect.fail(ApiErrors.decode(describeIssues(decoded.issues)))
}

const abortedBy = (signal: AbortSignalLike): Effect.Effect<never, ApiError> =>
  Effect.callback<never, ApiError>((resume) => {
    const onAbort = () => resume(Effect.fail(ApiErrors.aborted()))
    signal.addEventListener('abort', onAbort)
    return Effect.sync(() => signal.removeEventListener('abort', onAbort))
  })

/**
 * Runs one API call with every rule of spec section 7: taint check, headers, tracking parameters, retries on
 * network errors with backoff on the clock port, the reconnecting and slow-request notices, status and decode errors,
 * abort. Rejects with an ApiError. A synchronous throw from HttpPort.send is a programming error (e.g. an
 * unstubbed memory route): it is rethrown as is, never retried.
 */
export const runApiCall = <T>(deps: ApiClientDeps, board: NoticeBoard, call: ApiCall<T>): Promise<T> => {
  const { signal } = call
  if (signal?.aborted) return Promise.reject(ApiErrors.aborted())
  if (deps.taint()) return Promise.reject(ApiErrors.taint())

  const hasBody = call.body !== undefined
  const request = {
    method: call.method,
    url: buildUrl(deps.config().apiUrl, call.path, readTrackingParams(deps.session)),
    headers: buildHeaders(deps, hasBody),
    ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    ...(signal ? { signal } : {}),
  }
  const notices = callNotices(board)

  const send = Effect.suspend(() => {
    const answer = deps.http.send(request)
    return Effect.tryPromise({
      try: () => answer,
      catch: (cause) => (signal?.aborted ? ApiErrors.aborted() : ApiErrors.network(cause)),
    })
  }).pipe(
    Effect.tapError((error) =>
      Effect.sync(() => {
        if (error._tag === 'NetworkError') notices.raise('network.reconnecting')
      }),
    ),
  )
  const answered = Effect.retry(send, {
    schedule: backoffSchedule(networkRetryDelayMs),
    times: deps.maxNetworkRetries,
    while: (error: ApiError) => error._tag === 'NetworkError',
  })
  const decoded = Effect.flatMap(answered, (response) => decodeResponse(response, call.schema))
  const cancellable = signal ? Effect.raceFirst(decoded, abortedBy(signal)) : decoded

  const stopWatching = watchSlowRequest(deps.clock, () => notices.raise('network.slowRequest'))
  return Effect.runPromise(withClock(deps.clock)(cancellable)).finally(() => {
    stopWatching()
    notices.releaseAll()
  })
}
