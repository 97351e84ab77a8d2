import { assign, emit, fromPromise, setup } from 'xstate'
import {
  decideUnauthorized,
  decodeClaims,
  isLoggedIn,
  msUntilExpiry,
  needsRefresh,
  type IssuedTokens,
  type LoginProblem,
  type Profile,
  type UnauthorizedRequest,
} from '../../core/session'
import { at, delaysOf, kindNow, MAX_TIMER_MS, loggedInNow, refreshDueNow, subjectOf, withTokens, type SessionContext, type SessionInput } from './context'

/** Events the session accepts. Events that move time carry `now` (ClockPort.now() at the edge). */
export type SessionEvent =
  | { readonly type: 'storage.tokenChanged'; readonly token: string | null; readonly provisionalToken: string | null; readonly now: number }
  | { readonly type: 'user.loggedIn'; readonly jwt: string; readonly downloadToken: string | null; readonly profile: Profile | null; readonly now: number }
  | { readonly type: 'user.loggedOut' }
  | { readonly type: 'user.profileLoaded'; readonly profile: Profile }
  | { readonly type: 'user.emailLinkUsed' }
  | { readonly type: 'signIn.failed'; readonly problem: LoginProblem }
  | ({ readonly type: 'http.unauthorized' } & UnauthorizedRequest)
  | { readonly type: 'session.refreshDue'; readonly now: number }

/** Emitted when a logout finished (user's or a login problem's): the edge goes home if the route requires login. */
export type SessionEmitted = { readonly type: 'session.loggedOut'; readonly reason: LoginProblem | null }

/** POST /rest/auth/refresh's answer, with the clock time (ClockPort.now()) it arrived. */
export interface RefreshedToken extends IssuedTokens {
  readonly receivedAt: number
}

/** New tokens as seen at a time. */
export interface TokensSeen {
  readonly token: string | null
  readonly provisionalToken: string | null
  readonly now: number
}

const notProvided = (name: string) => {
  throw new Error(`${name} not provided`)
}

/** The session machine's named effects, guards and delays; the statechart is in session.machine.ts. */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshToken: fromPromise<RefreshedToken, { token: string }>(async () => notProvided('refreshToken')),
    loadProfile: fromPromise<Profile, { token: string }>(async () => notProvided('loadProfile')),
    logout: fromPromise<void, { token: string | null }>(async () => notProvided('logout')),
  },
  delays: {
    untilExpiry: ({ context }) => delaysOf.untilExpiry(context),
    untilRefreshDue: ({ context }) => delaysOf.untilRefreshDue(context),
    untilProvisionalExpiry: ({ context }) => delaysOf.untilProvisionalExpiry(context),
  },
  guards: {
    isLoggedIn: ({ context }) => loggedInNow(context),
    isProvisional: ({ context }) => kindNow(context) === 'provisional',
    needsRefresh: ({ context }) => refreshDueNow(context),
    expiresWithinOneTimer: ({ context }) => context.claims === null || msUntilExpiry(context.claims, context.now) <= MAX_TIMER_MS,
    refreshDueAt: ({ context }, params: { now: number }) => refreshDueNow(context, params.now),
    isProfileOfUser: ({ context }, params: { profile: Profile }) => params.profile.id === context.claims?.sub,
    hasProfileOfUser: ({ context }) => context.profileOwner !== null && context.profileOwner === context.claims?.sub,
    sameUserStaysLoggedIn: ({ context }, params: TokensSeen) => {
      const claims = params.token === null ? null : decodeClaims(params.token)
      return claims !== null && isLoggedIn(claims, params.now) && claims.sub === context.claims?.sub
    },
    refreshedTokenIsFresh: ({ context }, params: RefreshedToken) => {
      const claims = decodeClaims(params.jwt)
      const now = params.receivedAt
      return claims !== null && isLoggedIn(claims, now) && claims.sub === context.claims?.sub && !needsRefresh(claims, now)
    },
    unauthorizedClearsSession: ({ context }, params: UnauthorizedRequest) =>
      decideUnauthorized(params, context.token)._tag === 'ClearSession',
  },
  actions: {
    storeIssuedTokens: (_, _tokens: IssuedTokens) => notProvided('storeIssuedTokens'),
    storeProfile: (_, _params: { profile: Profile }) => notProvided('storeProfile'),
    clearStoredSession: () => notProvided('clearStoredSession'),
    adoptTokens: assign(({ context }, params: TokensSeen) =>
      withTokens(context, params.token, params.provisionalToken, Math.max(context.now, params.now)),
    ),
    adoptLogin: assign(({ context }, params: { jwt: string; profile: Profile | null; now: number }) => {
      const now = Math.max(context.now, params.now)
      if (decodeClaims(params.jwt)?.tmp === true) return { ...withTokens(context, context.token, params.jwt, now), problem: null }
      const tokens = { ...withTokens(context, params.jwt, context.provisionalToken, now), problem: null }
      return params.profile === null ? tokens : { ...tokens, profile: params.profile, profileOwner: subjectOf(params.jwt) }
    }),
    adoptProfile: assign(({ context }, params: { profile: Profile }) => ({
      profile: params.profile,
      profileOwner: context.claims?.sub ?? null,
    })),
    advanceTo: assign(({ context }, params: { now: number }) => at(context, params.now)),
    advanceBy: assign(({ context }, params: { ms: number }) => at(context, context.now + params.ms)),
    flagEmailLinkUsed: assign(({ context }) => ({ emailLinkUsed: true, ...at({ ...context, emailLinkUsed: true }, context.now) })),
    forgetTokens: assign(({ context }) => withTokens(context, null, null, context.now)),
    forgetProfile: assign({ profile: null, profileOwner: null }),
    beginLogout: assign(({ context }, params: { problem: LoginProblem | null }) => ({
      ...withTokens(context, null, null, context.now),
      problem: params.problem,
      revokingToken: context.token,
    })),
    finishLogout: assign({ revokingToken: null }),
    announceLogout: emit(({ context }) => ({ type: 'session.loggedOut' as const, reason: context.problem })),
  },
})
