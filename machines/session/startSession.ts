import {
  clearStoredSession,
  decodeClaims,
  isLoggedIn,
  isSessionKey,
  readStoredProfile,
  readStoredTokens,
  type LoginProblem,
  type UnauthorizedDecision,
} from '../../core/session'
import type { SessionRuntime, SessionRuntimeDeps } from './sessionRuntime'
import type { SessionView } from './sessionStore'

/** Loads the session runtime's module: the session machine lives in its own chunk. */
export type LoadSessionRuntime = () => Promise<{ startSessionRuntime: (deps: SessionRuntimeDeps) => SessionRuntime }>

const SIGNED_OUT: SessionView = { _tag: 'SignedOut' }
const IGNORE: UnauthorizedDecision = { _tag: 'Ignore' }

/**
 * The app's session. The session machine (sessionRuntime.ts) is loaded and started only once there is a session
 * to run: a token stored at start-up or by another tab, a sign-in, or a login problem; an anonymous visitor never
 * downloads it (the first screen's bundle budget). Until it runs, the view is read from storage, so a stored
 * sign-in shows at once, and calls that need the session wait for it.
 */
export const startSession = (
  deps: SessionRuntimeDeps,
  load: LoadSessionRuntime = () => import('./sessionRuntime'),
): SessionRuntime => {
  const { storage, clock } = deps
  const listeners = new Set<() => void>()
  const logoutListeners = new Set<(reason: LoginProblem | null) => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  let runtime: SessionRuntime | null = null
  let loading: Promise<SessionRuntime> | null = null
  /** What was asked of the session while its machine loaded, handed over before anyone sees the machine's view. */
  const asked: Array<(running: SessionRuntime) => void> = []

  /** The view before the machine runs: a stored logged-in token (and its user's cached profile), else signed out. */
  let interim: SessionView = SIGNED_OUT
  const storedView = (): SessionView => {
    const { token } = readStoredTokens(storage)
    const claims = token === null ? null : decodeClaims(token)
    if (token === null || claims === null || !isLoggedIn(claims, clock.now())) return SIGNED_OUT
    const profile = readStoredProfile(storage)
    return { _tag: 'SignedIn', token, profile: profile?.id === claims.sub ? profile : null }
  }
  const hasStoredToken = () => {
    const { token, provisionalToken } = readStoredTokens(storage)
    return token !== null || provisionalToken !== null
  }

  const ensureRunning = (): Promise<SessionRuntime> =>
    (loading ??= load().then(
      ({ startSessionRuntime }) => {
        stopWatchingStorage()
        const started = startSessionRuntime(deps)
        started.subscribe(notify)
        started.onLoggedOut((reason) => {
          for (const listener of [...logoutListeners]) listener(reason)
        })
        runtime = started
        // A sign-in or logout made during the load reaches the machine first, so the view never flickers back.
        for (const ask of asked.splice(0)) ask(started)
        if (started.current() !== interim) notify()
        return started
      },
      (error: unknown) => {
        loading = null // a failed chunk load is tried again by the next need
        asked.length = 0
        throw error
      },
    ))
  /** Asks the machine once it runs, if a session exists (or is starting); else answers `otherwise`. */
  const whenRunning = <T>(ask: (running: SessionRuntime) => T | Promise<T>, otherwise: T): Promise<T> => {
    if (runtime) return Promise.resolve(ask(runtime))
    const starting = loading
    if (!starting) return Promise.resolve(otherwise)
    return new Promise<T>((resolve) => {
      asked.push((running) => resolve(ask(running)))
      starting.catch(() => resolve(otherwise))
    })
  }

  const stopWatchingStorage = storage.local.subscribe((key) => {
    if (!isSessionKey(key) || !hasStoredToken()) return
    interim = storedView()
    notify()
    void ensureRunning().catch(() => undefined)
  })
  if (hasStoredToken()) {
    interim = storedView()
    void ensureRunning().catch(() => undefined)
  }

  const current = () => (runtime ? runtime.current() : interim)
  const logout = (): Promise<void> => {
    if (!runtime && !loading) {
      clearStoredSession(storage)
      return Promise.resolve()
    }
    if (!runtime && interim._tag === 'SignedIn') {
      interim = SIGNED_OUT
      notify()
    }
    return whenRunning((running) => running.logout(), undefined)
  }
  return {
    current,
    validToken() {
      if (runtime) return runtime.validToken()
      const claims = interim._tag === 'SignedIn' ? decodeClaims(interim.token) : null
      return interim._tag === 'SignedIn' && claims !== null && isLoggedIn(claims, clock.now()) ? interim.token : null
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signedIn(tokens, profile) {
      if (runtime) return runtime.signedIn(tokens, profile)
      const claims = decodeClaims(tokens.jwt)
      if (claims !== null && isLoggedIn(claims, clock.now())) {
        interim = { _tag: 'SignedIn', token: tokens.jwt, profile: profile.id === claims.sub ? profile : null }
        notify()
      }
      void ensureRunning().catch(() => undefined)
      void whenRunning((running) => running.signedIn(tokens, profile), undefined)
    },
    profileLoaded(profile) {
      void whenRunning((running) => running.profileLoaded(profile), undefined)
    },
    signedOut() {
      void logout()
    },
    logout,
    settled: () => whenRunning((running) => running.settled(), current()),
    onLoggedOut(listener) {
      logoutListeners.add(listener)
      return () => void logoutListeners.delete(listener)
    },
    readyToken: () => whenRunning((running) => running.readyToken(), null),
    unauthorized: (request) => whenRunning((running) => running.unauthorized(request), IGNORE),
    loginFailed(problem) {
      void ensureRunning().catch(() => undefined)
      void whenRunning((running) => running.loginFailed(problem), undefined)
    },
    recheck() {
      runtime?.recheck()
    },
    stop() {
      stopWatchingStorage()
      runtime?.stop()
    },
  }
}
