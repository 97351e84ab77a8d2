import { createActor, fromPromise, waitFor, type InspectionEvent, type Observer, type SnapshotFrom } from 'xstate'
import type { ClockPort, StoragePort } from '../../core/ports'
import {
  clearStoredSession,
  decideUnauthorized,
  isLoggedIn,
  isSessionKey,
  needsRefresh,
  readStoredProfile,
  readStoredTokens,
  SESSION_STORED,
  storeProfile,
  type IssuedTokens,
  type LoginProblem,
  type Profile,
  type UnauthorizedDecision,
  type UnauthorizedRequest,
} from '../../core/session'
import { sessionMachine, sessionStorageEffects } from './session.machine'
import type { SessionStore, SessionView } from './sessionStore'

/** The server calls the session makes, each with the token it is about (never the API client's current one). */
export interface SessionCalls {
  /** POST /rest/auth/refresh. */
  refresh(token: string): Promise<IssuedTokens>
  /** GET /rest/profile?timezoneOffset={n}. */
  profile(token: string): Promise<Profile>
  /** POST /rest/auth/logout. */
  logout(token: string): Promise<void>
}

/** What the session runtime needs from the edge. */
export interface SessionRuntimeDeps {
  readonly storage: StoragePort
  /** Read for `now`, and XState's clock for the machine's expiry and refresh timers. */
  readonly clock: ClockPort
  readonly calls: SessionCalls
  /** XState's inspection observer (the state explorer, @statelyai/inspect); none by default. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** The running session machine, seen as the SessionStore the UI uses plus the API client's two hooks. */
export interface SessionRuntime extends SessionStore {
  /** The bearer token for an API call: null unless logged in; waits for a due (or running) refresh first. */
  readyToken(): Promise<string | null>
  /** The API client's 401 hook (core/session decideUnauthorized): clears the session or names the retry token. */
  unauthorized(request: UnauthorizedRequest): Promise<UnauthorizedDecision>
  /** Logs out (POST /rest/auth/logout, stored values cleared); resolves once done. Never rejects. */
  logout(): Promise<void>
  /** A login problem (spec section 8): logs out with it as the reason. */
  loginFailed(problem: LoginProblem): void
  /** Looks at the token at clock time: an expired one signs out, a due one starts the (single) refresh. */
  recheck(): void
  /** Stops the machine and the storage listener. */
  stop(): void
}

type Snapshot = SnapshotFrom<typeof sessionMachine>

const SIGNED_OUT: SessionView = { _tag: 'SignedOut' }

const refreshing = (snapshot: Snapshot) => snapshot.matches({ loggedIn: { token: 'refreshing' } })
const loadingProfile = (snapshot: Snapshot) => snapshot.matches({ loggedIn: { profile: 'loading' } })
const loggingOut = (snapshot: Snapshot) => snapshot.matches('loggingOut')
const isSettled = (snapshot: Snapshot) =>
  snapshot.status !== 'active' || !(refreshing(snapshot) || loadingProfile(snapshot) || loggingOut(snapshot))

/**
 * Starts the session machine (machines/session.machine.ts) on the stored tokens and keeps it running: its timers
 * sign out at expiry and refresh 24 h past iat, storage events from other tabs feed `storage.tokenChanged`, and
 * its effects are the given calls and the stored values. The view changes only when the token or profile does.
 */
export const startSessionRuntime = ({ storage, clock, calls, inspect }: SessionRuntimeDeps): SessionRuntime => {
  const machine = sessionMachine.provide({
    actors: {
      refreshToken: fromPromise(async ({ input }: { input: { token: string } }) => {
        const tokens = await calls.refresh(input.token)
        return { ...tokens, receivedAt: clock.now() }
      }),
      // Loaded with the token once a due refresh has settled: the refresh comes before any use of the token.
      loadProfile: fromPromise(async () => {
        const token = await readyToken()
        if (token === null) throw new Error('signed out meanwhile')
        return calls.profile(token)
      }),
      logout: fromPromise(async ({ input }: { input: { token: string | null } }) => {
        if (input.token !== null) await calls.logout(input.token)
      }),
    },
    actions: sessionStorageEffects(storage),
  })
  const actor = createActor(machine, {
    clock,
    inspect,
    input: { now: clock.now(), ...readStoredTokens(storage), profile: readStoredProfile(storage) },
  })

  const listeners = new Set<() => void>()
  let view: SessionView = SIGNED_OUT
  const viewOf = (snapshot: Snapshot): SessionView => {
    const { token, profile } = snapshot.context
    if (!snapshot.matches('loggedIn') || token === null) return SIGNED_OUT
    return view._tag === 'SignedIn' && view.token === token && view.profile === profile ? view : { _tag: 'SignedIn', token, profile }
  }
  const current = () => (view = viewOf(actor.getSnapshot()))
  let announced: SessionView = view
  actor.subscribe((snapshot) => {
    view = viewOf(snapshot)
    if (view === announced) return
    announced = view
    for (const listener of [...listeners]) listener()
  })

  const tokensNow = () => ({ type: 'storage.tokenChanged' as const, ...readStoredTokens(storage), now: clock.now() })
  // Another tab changed the stored session. Only a changed token is news: resending the same one would restart a
  // refresh in flight.
  const stopWatchingStorage = storage.local.subscribe((key) => {
    if (!isSessionKey(key)) return
    const stored = tokensNow()
    const { context } = actor.getSnapshot()
    if (stored.token !== context.token || stored.provisionalToken !== context.provisionalToken) actor.send(stored)
    const profile = key === SESSION_STORED.profile.key ? readStoredProfile(storage) : null
    if (profile !== null) actor.send({ type: 'user.profileLoaded', profile })
  })

  const recheck = () => {
    const snapshot = actor.getSnapshot()
    const { claims } = snapshot.context
    if (!snapshot.matches({ loggedIn: { token: 'fresh' } }) || claims === null) return
    const now = clock.now()
    if (!isLoggedIn(claims, now)) actor.send(tokensNow())
    else if (needsRefresh(claims, now)) actor.send({ type: 'session.refreshDue', now })
  }
  const settledSnapshot = (until: (snapshot: Snapshot) => boolean) =>
    waitFor(actor, until).catch(() => actor.getSnapshot())

  const readyToken = async () => {
    recheck()
    const snapshot = await settledSnapshot((candidate) => candidate.status !== 'active' || !refreshing(candidate))
    return snapshot.matches('loggedIn') ? snapshot.context.token : null
  }

  const logout = async () => {
    const snapshot = actor.getSnapshot()
    if (snapshot.matches('loggedIn') || snapshot.matches('provisional')) actor.send({ type: 'user.loggedOut' })
    else if (!loggingOut(snapshot)) clearStoredSession(storage)
    await settledSnapshot((candidate) => candidate.status !== 'active' || !loggingOut(candidate))
  }

  actor.start()

  return {
    current,
    validToken() {
      const { context } = actor.getSnapshot()
      return current()._tag === 'SignedIn' && context.claims !== null && isLoggedIn(context.claims, clock.now())
        ? context.token
        : null
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signedIn(tokens, profile) {
      actor.send({ type: 'user.loggedIn', ...tokens, profile, now: clock.now() })
      if (actor.getSnapshot().context.profile === profile) storeProfile(storage, profile)
    },
    profileLoaded(profile) {
      actor.send({ type: 'user.profileLoaded', profile })
    },
    signedOut() {
      void logout()
    },
    async settled() {
      recheck()
      await settledSnapshot(isSettled)
      return current()
    },
    onLoggedOut(listener) {
      const subscription = actor.on('session.loggedOut', (event) => listener(event.reason))
      return () => subscription.unsubscribe()
    },
    readyToken,
    async unauthorized(request) {
      const decision = decideUnauthorized(request, actor.getSnapshot().context.token)
      if (decision._tag === 'ClearSession') actor.send({ type: 'http.unauthorized', ...request })
      if (decision._tag !== 'RetryWithCurrentToken') return decision
      const token = await readyToken()
      return token === null ? { _tag: 'Ignore' } : { _tag: 'RetryWithCurrentToken', token }
    },
    logout,
    loginFailed(problem) {
      actor.send({ type: 'signIn.failed', problem })
    },
    recheck,
    stop() {
      stopWatchingStorage()
      actor.stop()
    },
  }
}
