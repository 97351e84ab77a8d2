import type { IssuedTokens, LoginProblem, Profile } from '../../core/session'

/** What the UI knows of the session: signed in with a valid main token (and its cached profile), or not. */
export type SessionView =
  | { readonly _tag: 'SignedOut' }
  | { readonly _tag: 'SignedIn'; readonly token: string; readonly profile: Profile | null }

/**
 * The session as a subscribable value, for useSyncExternalStore and the router's guard. Implemented by the running
 * session machine (sessionRuntime.ts, started by startSession.ts once there is a session): refresh, expiry, the
 * 401 rule, logout and other tabs are its business.
 */
export interface SessionStore {
  /** The current view; the same object until the stored session changes. */
  current(): SessionView
  /** The main token while it is valid (logged in), else null: the API client's bearer token. */
  validToken(): string | null
  /** Calls back when the view changes (this tab, another one, a refresh, expiry). Returns unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Keeps the tokens and profile of a successful login. */
  signedIn(tokens: IssuedTokens, profile: Profile): void
  /** Replaces the cached profile (after GET /rest/profile). */
  profileLoaded(profile: Profile): void
  /** Logs out: removes jwt, downloadToken and profile from both scopes at once, then POST /rest/auth/logout. */
  signedOut(): void
  /** The view once any due refresh (and the profile load after sign-in) has settled; rejects never. */
  settled(): Promise<SessionView>
  /** Calls back after every logout (the user's or a login problem's) with the reason (LoginProblem | null). Returns unsubscribe. */
  onLoggedOut(listener: (reason: LoginProblem | null) => void): () => void
}
