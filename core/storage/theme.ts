import type { KeyValueStore } from '../ports'
import { STORED } from './keys'
import { readStored, writeStored } from './typed'

export type Theme = 'light' | 'dark'

// public/theme.js (loaded by index.html) reads the same key (STORED.darkMode: 'dark', JSON true / false) before first paint.
const { key: DARK_MODE_KEY, schema: DARK_MODE_SCHEMA } = STORED.darkMode

/** The user's stored choice, or null when they have not chosen (then the system preference applies). */
export function readStoredTheme(store: KeyValueStore): Theme | null {
  const dark = readStored<boolean | null>(store, DARK_MODE_KEY, DARK_MODE_SCHEMA, null)
  return dark === null ? null : dark ? 'dark' : 'light'
}

export function storeTheme(store: KeyValueStore, theme: Theme): void {
  writeStored(store, DARK_MODE_KEY, DARK_MODE_SCHEMA, theme === 'dark')
}
