import type { ClockPort, StoragePort } from '../../../core/ports'
import {
  clearStoredSession,
  decodeClaims,
  isLoggedIn,
  isSessionKey,
  readStoredProfile,
  readStoredTokens,
  SESSION_STORED,
  storeIssuedTokens,
  storeProfile,
  type IssuedTokens,
  type Profile,
} from '../../../core/session'

/** What the UI knows of the session: signed in with a valid main token (and its cached profile), or not. */
export type SessionView =
  | { readonly _tag: 'SignedOut' }
  | { readonly _tag: 'SignedIn'; readonly token: string; readonly profile: Profile | null }

/** The stored session as a subscribable value, for useSyncExternalStore and the router's guard. */
export interface SessionStore {
  /** The current view; the same object until the stored session changes. */
  current(): SessionView
  /** The main token while it is valid (logged in), else null: the API client's bearer token. */
  validToken(): string | null
  /** Calls back when this tab or another one changes the stored session. Returns unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Keeps the tokens and profile of a successful login. */
  signedIn(tokens: IssuedTokens, profile: Profile): void
  /** Replaces the cached profile (after GET /rest/profile). */
  profileLoaded(profile: Profile): void
  /** Removes jwt, downloadToken and profile from both scopes. */
  signedOut(): void
}

const SIGNED_OUT: SessionView = { _tag: 'SignedOut' }

const sameView = (a: SessionView, b: SessionView) =>
  a._tag === 'SignedOut' ? b._tag === 'SignedOut' : b._tag === 'SignedIn' && a.token === b.token && a.profile === b.profile

/** A SessionStore over the storage port; the clock decides whether the stored token is still valid. */
export const createSessionStore = (storage: StoragePort, clock: ClockPort): SessionStore => {
  const listeners = new Set<() => void>()
  let profileText: string | null = null
  let profile: Profile | null = null
  let view: SessionView = SIGNED_OUT

  const readProfile = () => {
    const text = storage.local.get(SESSION_STORED.profile.key)
    if (text !== profileText) [profileText, profile] = [text, readStoredProfile(storage)]
    return profile
  }
  const validToken = () => {
    const { token } = readStoredTokens(storage)
    const claims = token === null ? null : decodeClaims(token)
    return token !== null && claims !== null && isLoggedIn(claims, clock.now()) ? token : null
  }
  const current = () => {
    const token = validToken()
    const next: SessionView = token === null ? SIGNED_OUT : { _tag: 'SignedIn', token, profile: readProfile() }
    if (!sameView(view, next)) view = next
    return view
  }
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  storage.local.subscribe((key) => {
    if (isSessionKey(key)) changed()
  })

  return {
    current,
    validToken,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signedIn(tokens, signedInProfile) {
      storeIssuedTokens(storage, tokens)
      storeProfile(storage, signedInProfile)
      changed()
    },
    profileLoaded(loaded) {
      storeProfile(storage, loaded)
      changed()
    },
    signedOut() {
      clearStoredSession(storage)
      changed()
    },
  }
}
