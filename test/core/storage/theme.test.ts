import { describe, expect, it } from 'vitest'
import { memoryKeyValueStore } from '../../../adapters/memory'
import { readStoredTheme, storeTheme } from '../../../core/storage/theme'

describe('stored theme', () => {
  it('is null until the user chooses, then remembers the choice', () => {
    const store = memoryKeyValueStore()
    expect(readStoredTheme(store)).toBeNull()
    storeTheme(store, 'dark')
    expect(readStoredTheme(store)).toBe('dark')
    storeTheme(store, 'light')
    expect(readStoredTheme(store)).toBe('light')
  })

  it("uses the key and format index.html's inline script reads before first paint", () => {
    const store = memoryKeyValueStore()
    storeTheme(store, 'dark')
    expect(store.get('dark')).toBe('true')
    storeTheme(store, 'light')
    expect(store.get('dark')).toBe('false')
  })

  it('ignores a stored value that is not a boolean', () => {
    const store = memoryKeyValueStore()
    store.set('dark', '"yes"')
    expect(readStoredTheme(store)).toBeNull()
  })
})
