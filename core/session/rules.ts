import { SESSION_REFRESH_AFTER_MS } from '../constants'
import type { SessionClaims } from './claims'

/** When the token stops being usable, in ms since the epoch. */
export const expiresAtMs = (claims: SessionClaims): number => claims.exp * 1000

/** The first instant (ms) at which the token needs a refresh: strictly more than 24 h past its iat. */
export const refreshDueAtMs = (claims: SessionClaims): number => claims.iat * 1000 + SESSION_REFRESH_AFTER_MS + 1

/** A token is usable only while its exp is in the future (spec section 5). */
export const isUsable = (claims: SessionClaims, now: number): boolean => expiresAtMs(claims) > now

/** The token is a provisional (tmp) session's. */
export const isProvisional = (claims: SessionClaims): boolean => claims.tmp === true

/** Logged in: a usable token with a subject and no tmp claim (spec section 4). */
export const isLoggedIn = (claims: SessionClaims, now: number): boolean =>
  isUsable(claims, now) && claims.sub !== undefined && !isProvisional(claims)

/** A token more than 24 hours past its iat is refreshed before use. */
export const needsRefresh = (claims: SessionClaims, now: number): boolean => now - claims.iat * 1000 > SESSION_REFRESH_AFTER_MS

/** Milliseconds until the token expires (0 when it already has). */
export const msUntilExpiry = (claims: SessionClaims, now: number): number => Math.max(0, expiresAtMs(claims) - now)

/** Milliseconds until the token needs a refresh (0 when it already does). */
export const msUntilRefreshDue = (claims: SessionClaims, now: number): number => Math.max(0, refreshDueAtMs(claims) - now)

/** The three kinds of session (spec section 4). */
export type SessionKind = 'anonymous' | 'provisional' | 'loggedIn'

/** The claims of the two stored tokens: the main one (local storage) and this tab's provisional one (session storage). */
export interface SessionClaimsPair {
  readonly main: SessionClaims | null
  readonly provisional: SessionClaims | null
}

/** The usable provisional claims, if any: this tab's tmp token first, else a tmp main token. */
export const usableProvisionalClaims = (pair: SessionClaimsPair, now: number): SessionClaims | null =>
  [pair.provisional, pair.main].find((claims) => claims !== null && isProvisional(claims) && isUsable(claims, now)) ?? null

/** Which session the stored tokens make at `now`. A non-tmp token in the tab's slot is ignored. */
export const sessionKindOf = (pair: SessionClaimsPair, now: number): SessionKind => {
  if (pair.main !== null && isLoggedIn(pair.main, now)) return 'loggedIn'
  return usableProvisionalClaims(pair, now) === null ? 'anonymous' : 'provisional'
}

const sameText = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * User switch: a usable provisional session belongs to someone other than the logged-in main session's user
 * (compared by email when both tokens carry one, else by subject).
 */
export const isUserSwitch = (pair: SessionClaimsPair, now: number): boolean => {
  const provisional = usableProvisionalClaims(pair, now)
  if (pair.main === null || provisional === null || !isLoggedIn(pair.main, now)) return false
  if (pair.main.email !== undefined && provisional.email !== undefined) return !sameText(pair.main.email, provisional.email)
  return provisional.sub !== undefined && provisional.sub !== pair.main.sub
}

/** Invalid email login: an email link was used but no valid provisional session exists. */
export const isInvalidEmailLogin = (emailLinkUsed: boolean, pair: SessionClaimsPair, now: number): boolean =>
  emailLinkUsed && usableProvisionalClaims(pair, now) === null
