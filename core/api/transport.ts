import { NETWORK_MAX_RETRIES } from './backoff'
import type { ApiClientDeps } from './deps'
import { createNoticeBoard } from './notices'
import { runApiCall, type ApiCall } from './request'

/**
 * The API transport every domain's calls go through (`createSearchApi(api)`, `createAuthApi(api)`, ...): one per
 * app, so the calls of every domain share one notice board (one reconnecting or slow-request toast, however many
 * modules have calls running) and one set of rules (spec section 7; see runApiCall).
 */
export interface Api {
  /** Runs one call; rejects with an ApiError (`_tag`: NetworkError, HttpError, DecodeError, TaintError, Aborted). */
  call<T>(call: ApiCall<T>): Promise<T>
}

/** Creates the API transport over the given ports. */
export const createApi = (deps: ApiClientDeps): Api => {
  const settled: ApiClientDeps = { ...deps, maxNetworkRetries: deps.maxNetworkRetries ?? NETWORK_MAX_RETRIES }
  const board = createNoticeBoard(deps.notify, deps.dismiss)
  return { call: (apiCall) => runApiCall(settled, board, apiCall) }
}
