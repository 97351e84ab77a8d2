import { decodeClaims } from './claims'
import { isProvisional } from './rules'

/** What is known about a request the server answered with 401. */
export interface UnauthorizedRequest {
  /** The bearer token the request carried, or null when it was sent without one. */
  readonly sentToken: string | null
  /** The request was sent on the provisional (tmp) session, e.g. from an /opt page. */
  readonly sentAsProvisional: boolean
}

/** What to do about a 401, as a tagged value. */
export type UnauthorizedDecision =
  | { readonly _tag: 'RetryWithCurrentToken'; readonly token: string }
  | { readonly _tag: 'ClearSession' }
  | { readonly _tag: 'Ignore' }

/**
 * The 401 rule (spec section 4), pure:
 * - a request sent without a token is retried once with the current token (the retry carries a token, so a
 *   second 401 falls under the next rule and can never loop);
 * - a rejected request that carried a non-provisional token clears the stored jwt, downloadToken and profile,
 *   provided that token is still the current one (a stale token's rejection must not sign out a newer session,
 *   e.g. one started in another tab meanwhile);
 * - otherwise nothing happens.
 * A token whose claims say tmp counts as provisional even when the request was not flagged so.
 */
export const decideUnauthorized = (request: UnauthorizedRequest, currentToken: string | null): UnauthorizedDecision => {
  if (request.sentToken === null) {
    return currentToken === null ? { _tag: 'Ignore' } : { _tag: 'RetryWithCurrentToken', token: currentToken }
  }
  if (request.sentAsProvisional || request.sentToken !== currentToken) return { _tag: 'Ignore' }
  const claims = decodeClaims(request.sentToken)
  return claims !== null && isProvisional(claims) ? { _tag: 'Ignore' } : { _tag: 'ClearSession' }
}
