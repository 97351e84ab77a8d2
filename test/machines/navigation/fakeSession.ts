import { memoryStorage } from '../../../adapters/memory'
import type { LoginProblem, Profile } from '../../../core/session'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { aProfile } from '../../core/session/profiles'

/** A SessionStore the test drives: set the view, end the session, make `settled()` wait or fail. */
export function fakeSession(initial: SessionView = { _tag: 'SignedOut' }) {
  let view = initial
  const listeners = new Set<() => void>()
  const logoutListeners = new Set<(reason: LoginProblem | null) => void>()
  let settledOverride: (() => Promise<SessionView>) | null = null
  const storage = memoryStorage()
  const calls = { signedOut: 0, settled: 0 }
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const store = {
    current: () => view,
    validToken: () => (view._tag === 'SignedIn' ? view.token : null),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signedIn: () => undefined,
    profileLoaded: () => undefined,
    signedOut() {
      calls.signedOut += 1
      view = { _tag: 'SignedOut' }
      changed()
      for (const listener of [...logoutListeners]) listener(null)
    },
    settled() {
      calls.settled += 1
      return settledOverride ? settledOverride() : Promise.resolve(view)
    },
    onLoggedOut(listener: (reason: LoginProblem | null) => void) {
      logoutListeners.add(listener)
      return () => void logoutListeners.delete(listener)
    },
  } satisfies SessionStore
  return {
    store,
    storage,
    calls,
    /** The stored session changes (this tab or another): a new view, subscribers told. */
    become(next: SessionView) {
      view = next
      changed()
    },
    settleWith(override: (() => Promise<SessionView>) | null) {
      settledOverride = override
    },
    listenerCount: () => listeners.size + logoutListeners.size,
  }
}

export const profileOf = (email: string, admin = false): Profile => aProfile({ email, admin })

export const signedInAs = (email: string, admin = false): SessionView => ({ _tag: 'SignedIn', token: 'token', profile: profileOf(email, admin) })
