import { useCallback, useLayoutEffect, useReducer, useSyncExternalStore } from 'react'
import { useServices } from '../services'
import { readStoredTheme, storeTheme, type Theme } from '../../core/storage'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The operating system's preference. */
function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/** Calls back when the system preference changes. Returns unsubscribe. */
function subscribeToSystemTheme(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Sets `data-theme` on <html>; the CSS custom properties of ui/styles/theme.css follow it. */
function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme
}

/**
 * The current theme: the user's stored choice, else the system preference (followed live until the user
 * toggles). Re-renders when another tab changes the choice.
 */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const { local } = useServices().storage
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopSystem = subscribeToSystemTheme(listener)
      const stopStorage = local.subscribe(listener)
      return () => {
        stopSystem()
        stopStorage()
      }
    },
    [local],
  )
  // A write in this tab may not notify the store's subscribers, so the toggle re-renders by itself.
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const theme = useSyncExternalStore(subscribe, () => readStoredTheme(local) ?? systemTheme())
  useLayoutEffect(() => applyTheme(theme), [theme])
  const toggle = useCallback(() => {
    storeTheme(local, theme === 'dark' ? 'light' : 'dark')
    rerender()
  }, [local, theme])
  return { theme, toggle }
}
