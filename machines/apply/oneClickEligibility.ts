import type { SessionStore } from '../session/sessionStore'

/** Whether 1-Click Apply is open to the signed-in user, as a subscribable value (the 1-Click buttons read it). */
export interface OneClickEligibility {
  /** False until known, signed out, or when the check failed. */
  current(): boolean
  /** Calls back when it changes; the first subscriber (a button on screen) starts the check. Returns unsubscribe. */
  subscribe(listener: () => void): () => void
}

/** Asks `ask` (GET /rest/apply/one-click) once per signed-in token while a 1-Click button is on screen; signed out, nothing. */
export function createOneClickEligibility(session: Pick<SessionStore, 'current' | 'subscribe'>, ask: () => Promise<boolean>): OneClickEligibility {
  let askedFor: string | null = null
  let value = false
  const listeners = new Set<() => void>()
  const set = (next: boolean) => {
    if (next === value) return
    value = next
    for (const listener of [...listeners]) listener()
  }
  const refresh = () => {
    const view = session.current()
    const token = view._tag === 'SignedIn' ? view.token : null
    if (token === askedFor) return
    askedFor = token
    if (token === null) return set(false)
    ask().then(
      (answer) => askedFor === token && set(answer),
      () => askedFor === token && set(false),
    )
  }
  let stopWatching: (() => void) | null = null
  return {
    current: () => value,
    subscribe(listener) {
      listeners.add(listener)
      stopWatching ??= session.subscribe(refresh)
      refresh()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopWatching?.()
          stopWatching = null
        }
      }
    },
  }
}
