import { useCallback, useLayoutEffect, useReducer, useSyncExternalStore } from 'react'
import { useServices } from '../services'
import { applyTheme, readStoredTheme, storeTheme, subscribeToSystemTheme, systemTheme, type Theme } from './theme'

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
