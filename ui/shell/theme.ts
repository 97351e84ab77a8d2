import type { KeyValueStore } from '../../core/ports'
import { readStored, STORED, writeStored } from '../../core/storage'

export type Theme = 'light' | 'dark'

// public/theme.js (loaded by index.html) reads the same key (STORED.darkMode: 'dark', JSON true / false) before first paint.
const { key: DARK_MODE_KEY, schema: DARK_MODE_SCHEMA } = STORED.darkMode
const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The user's stored choice, or null when they have not chosen (then the system preference applies). */
export function readStoredTheme(store: KeyValueStore): Theme | null {
  const dark = readStored<boolean | null>(store, DARK_MODE_KEY, DARK_MODE_SCHEMA, null)
  return dark === null ? null : dark ? 'dark' : 'light'
}

export function storeTheme(store: KeyValueStore, theme: Theme): void {
  writeStored(store, DARK_MODE_KEY, DARK_MODE_SCHEMA, theme === 'dark')
}

/** The operating system's preference. */
export function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/** Calls back when the system preference changes. Returns unsubscribe. */
export function subscribeToSystemTheme(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Sets `data-theme` on <html>; the CSS custom properties of ui/styles/theme.css follow it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme
}
