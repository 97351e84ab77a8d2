import type { LocalDatabasePort } from '../../core/ports'
import type { SessionStore } from '../session/sessionStore'
import type { ClaimsRuntime, ClaimsView } from './claimsRuntime'

/**
 * The app's claims before and after their code has loaded (kept small: it is in the first screen's chunk). Once a
 * session with a profile exists, it looks at the device's partnerApplies (the local database loads then) and loads
 * the claims machine only when there are some; the machine then follows the session itself (claimsRuntime.ts).
 */
export interface ClaimsHandle {
  /** The dialog's view, null until the machine has loaded. */
  view(): ClaimsView | null
  subscribe(listener: () => void): () => void
  submitCode(code: string): void
  close(): void
  stop(): void
}

export function createClaimsHandle(
  session: SessionStore,
  localDatabase: (() => Promise<LocalDatabasePort>) | undefined,
  loadRuntime: (database: LocalDatabasePort) => Promise<ClaimsRuntime>,
): ClaimsHandle {
  const listeners = new Set<() => void>()
  let runtime: ClaimsRuntime | null = null
  let looking = false
  let lookedFor: unknown = null
  let stopped = false
  const announce = () => {
    for (const listener of [...listeners]) listener()
  }
  const look = () => {
    const view = session.current()
    if (runtime !== null || looking || stopped || localDatabase === undefined || view._tag !== 'SignedIn' || view.profile === null) return
    // Once per sign-in and email: the runtime (when loaded) follows later changes itself.
    const key = `${view.token}|${view.profile.email}`
    if (key === lookedFor) return
    lookedFor = key
    looking = true
    localDatabase()
      .then(async (database) => ((await database.getAll('partnerApplies')).length > 0 ? loadRuntime(database) : null))
      .then(
        (loaded) => {
          looking = false
          if (loaded === null) return
          if (stopped) return loaded.stop()
          runtime = loaded
          loaded.subscribe(announce)
          announce()
        },
        () => {
          looking = false
          lookedFor = null
        },
      )
  }
  const stopWatching = session.subscribe(look)
  look()
  return {
    view: () => runtime?.current() ?? null,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    submitCode: (code) => runtime?.submitCode(code),
    close: () => runtime?.close(),
    stop() {
      stopped = true
      stopWatching()
      listeners.clear()
      runtime?.stop()
    },
  }
}
