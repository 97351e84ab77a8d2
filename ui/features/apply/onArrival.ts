import { useEffect, useRef } from 'react'

interface Watched<S> {
  getSnapshot(): S
  subscribe(observer: (snapshot: S) => void): { unsubscribe(): void }
}

/**
 * Calls `arrived` each time `actor` comes to a snapshot `at` accepts from one it does not. A view that mounts on an
 * actor already there (a remount, a list re-rendered) does not count again, so a funnel step is recorded once.
 */
export function onArrival<S>(actor: Watched<S>, at: (snapshot: S) => boolean, arrived: () => void): () => void {
  let there = at(actor.getSnapshot())
  const subscription = actor.subscribe((snapshot) => {
    const now = at(snapshot)
    if (now && !there) arrived()
    there = now
  })
  return () => subscription.unsubscribe()
}

/** onArrival for a component's lifetime; `at` and `arrived` are read when the actor moves, not when they change. */
export function useOnArrival<S>(actor: Watched<S>, at: (snapshot: S) => boolean, arrived: () => void): void {
  const latest = useRef({ at, arrived })
  useEffect(() => {
    latest.current = { at, arrived }
  })
  useEffect(() => onArrival(actor, (snapshot) => latest.current.at(snapshot), () => latest.current.arrived()), [actor])
}
