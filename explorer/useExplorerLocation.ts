import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { locationQuery, readLocation, type ExplorerLocation } from './url'

const NAVIGATED = 'explorer:navigated'

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener)
  window.addEventListener(NAVIGATED, listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener(NAVIGATED, listener)
  }
}

/** The explorer's place (scenario, step, history) lives in the URL, so every step can be shared and Back works. */
export function useExplorerLocation(): [ExplorerLocation, (next: ExplorerLocation) => void] {
  const search = useSyncExternalStore(subscribe, () => location.search)
  const go = useCallback((next: ExplorerLocation) => {
    history.pushState(null, '', locationQuery(next))
    window.dispatchEvent(new Event(NAVIGATED))
  }, [])
  return [useMemo(() => readLocation(search), [search]), go]
}
