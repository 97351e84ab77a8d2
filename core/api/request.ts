import * as Effect from 'effect/Effect'
import * as v from 'valibot'
import type { HttpMethod, HttpResponse, AbortSignalLike } from '../ports/http'
import type { ApiError } from './contract'
import { ApiErrorBodySchema } from './errorBody'
import { ApiErrors, describeIssues } from './errors'
import { backoffSchedule, networkRetryDelayMs } from './backoff'
import { withClock } from './effectClock'
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

/** A non-2xx status is an HttpError; a 2xx body is parsed and decoded with the call's schema. */
export const decodeResponse = <T>(response: HttpResponse, schema: v.GenericSchema<unknown, T>): Effect.Effect<T, ApiError> => {
  if (response.status < 200 || response.status > 299) {
    return Effect.fail(errorOf(response.status, response.body))
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

const isUnauthorized = (error: ApiError) => error._tag === 'HttpError' && error.status === 401

const IGNORE: UnauthorizedDecision = { _tag: 'Ignore' }

/**
 * Runs one API call with every rule of spec section 7: taint check, headers (the bearer token once any due
 * refresh has settled), tracking parameters, retries on network errors with backoff on the clock port, the
 * reconnecting and slow-request notices, status and decode errors, abort, and the 401 rule of spec section 4
 * through `deps.unauthorized`: a call sent without a token is sent once more with the token it names; a second
 * 401 is reported again but never retried, so there is no loop. Rejects with an ApiError. A synchronous throw
 * from HttpPort.send is a programming error (e.g. an unstubbed memory route): it is rethrown as is, never retried.
 */
export const runApiCall = <T>(deps: ApiClientDeps, board: NoticeBoard, call: ApiCall<T>): Promise<T> => {
  const { signal } = call
  if (signal?.aborted) return Promise.reject(ApiErrors.aborted())
  if (deps.taint()) return Promise.reject(ApiErrors.taint())

  const hasBody = call.body !== undefined
  const notices = callNotices(board)
  const requestWith = (token: string | null) => ({
    method: call.method,
    url: buildUrl(deps.config().apiUrl, call.path, readTrackingParams(deps.session)),
    headers: buildHeaders(deps, token, hasBody),
    ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    ...(signal ? { signal } : {}),
  })

  const sendWith = (token: string | null) => {
    const send = Effect.suspend(() => {
      const answer = deps.http.send(requestWith(token))
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
    return Effect.flatMap(answered, (response) => decodeResponse(response, call.schema))
  }
  const decide = (sentToken: string | null) => {
    const { unauthorized } = deps
    if (!unauthorized || call.bearer === null) return Effect.succeed(IGNORE)
    return Effect.promise(async () => unauthorized({ sentToken, sentAsProvisional: false }))
  }
  const attempt = (token: string | null, retried: boolean): Effect.Effect<T, ApiError> =>
    Effect.catchIf(sendWith(token), isUnauthorized, (error) =>
      Effect.flatMap(decide(token), (decision) =>
        decision._tag === 'RetryWithCurrentToken' && token === null && !retried
          ? attempt(decision.token, true)
          : Effect.fail(error),
      ),
    )
  const bearer = call.bearer !== undefined ? Effect.succeed(call.bearer) : Effect.promise(async () => deps.token())
  const decoded = Effect.flatMap(bearer, (token) => attempt(token, false))
  const cancellable = signal ? Effect.raceFirst(decoded, abortedBy(signal)) : decoded

  const stopWatching = watchSlowRequest(deps.clock, () => notices.raise('network.slowRequest'))
  return Effect.runPromise(withClock(deps.clock)(cancellable)).finally(() => {
    stopWatching()
    notices.releaseAll()
  })
}
