import {
  decodeClaims,
  isInvalidEmailLogin,
  isLoggedIn,
  isUserSwitch,
  msUntilExpiry,
  msUntilRefreshDue,
  needsRefresh,
  sessionKindOf,
  usableProvisionalClaims,
  type LoginProblem,
  type Profile,
  type SessionClaims,
  type SessionClaimsPair,
} from '../../core/session'

/** The session machine's context. Time is `now`: see the machine's description. */
export interface SessionContext {
  /** The main session's jwt (local storage) and its decoded claims. */
  readonly token: string | null
  readonly claims: SessionClaims | null
  /** This tab's provisional (tmp) jwt (session storage) and its claims. */
  readonly provisionalToken: string | null
  readonly provisionalClaims: SessionClaims | null
  readonly profile: Profile | null
  /** The subject the profile was loaded or received for; the profile is (re)loaded when it is not the token's. */
  readonly profileOwner: string | null
  /** The token a logout is revoking (held only while logging out). */
  readonly revokingToken: string | null
  /** Clock time (ms) of the last event that carried it, or of the last timer that fired. */
  readonly now: number
  /** Why the last logout happened, for the UI to show (null for a plain logout). */
  readonly problem: LoginProblem | null
  readonly emailLinkUsed: boolean
  /** The provisional session's user differs from the main session's. */
  readonly userSwitched: boolean
  /** An email link was used but no valid provisional session exists. */
  readonly invalidEmailLogin: boolean
}

/** What the edge reads from storage and the clock to start the machine. */
export interface SessionInput {
  readonly now: number
  readonly token?: string | null
  readonly provisionalToken?: string | null
  readonly profile?: Profile | null
}

const decodeOrNull = (token: string | null) => (token === null ? null : decodeClaims(token))

const pairOf = (context: Pick<SessionContext, 'claims' | 'provisionalClaims'>): SessionClaimsPair => ({
  main: context.claims,
  provisional: context.provisionalClaims,
})

type TokenFields = Pick<
  SessionContext,
  'token' | 'claims' | 'provisionalToken' | 'provisionalClaims' | 'now' | 'userSwitched' | 'invalidEmailLogin' | 'profile'
>

/**
 * The token fields for new tokens at `now`, with the derived flags recomputed. The profile held is kept only
 * while it is the main token's user's (profile id = subject), so another user's profile is never shown.
 */
export const withTokens = (
  context: Pick<SessionContext, 'emailLinkUsed' | 'profile'>,
  token: string | null,
  provisionalToken: string | null,
  now: number,
): TokenFields => {
  const claims = decodeOrNull(token)
  const provisionalClaims = decodeOrNull(provisionalToken)
  const pair = { main: claims, provisional: provisionalClaims }
  return {
    token,
    claims,
    provisionalToken,
    provisionalClaims,
    now,
    userSwitched: isUserSwitch(pair, now),
    invalidEmailLogin: isInvalidEmailLogin(context.emailLinkUsed, pair, now),
    profile: context.profile !== null && claims?.sub === context.profile.id ? context.profile : null,
  }
}

/** The same tokens seen at a later time. */
export const at = (context: SessionContext, now: number): TokenFields =>
  withTokens(context, context.token, context.provisionalToken, Math.max(context.now, now))

export const initialContext = (input: SessionInput): SessionContext => ({
  ...withTokens({ emailLinkUsed: false, profile: input.profile ?? null }, input.token ?? null, input.provisionalToken ?? null, input.now),
  profileOwner: null,
  revokingToken: null,
  problem: null,
  emailLinkUsed: false,
})

export const kindNow = (context: SessionContext) => sessionKindOf(pairOf(context), context.now)
export const loggedInNow = (context: SessionContext) => context.claims !== null && isLoggedIn(context.claims, context.now)
export const refreshDueNow = (context: SessionContext, now = context.now) =>
  context.claims !== null && needsRefresh(context.claims, now)

/** Browsers run a timer of 2^31 ms or more at once; longer waits are taken in steps. */
export const MAX_TIMER_MS = 2 ** 31 - 1
const step = (ms: number) => Math.min(ms, MAX_TIMER_MS)

/*
 * Delays are computed on entering a timed state from `now`, and `now` changes only on transitions that leave
 * those states, so a timer that fires moved time by exactly its delay.
 */
export const delaysOf = {
  untilExpiry: (context: SessionContext) => step(context.claims === null ? 0 : msUntilExpiry(context.claims, context.now)),
  untilRefreshDue: (context: SessionContext) =>
    step(context.claims === null ? 0 : msUntilRefreshDue(context.claims, context.now)),
  untilProvisionalExpiry: (context: SessionContext) => {
    const claims = usableProvisionalClaims(pairOf(context), context.now)
    return step(claims === null ? 0 : msUntilExpiry(claims, context.now))
  },
}

/** The subject a logged-in token is for. */
export const subjectOf = (token: string | null): string | null => decodeOrNull(token)?.sub ?? null
