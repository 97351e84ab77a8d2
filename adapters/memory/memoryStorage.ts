import type { KeyValueStore, StoragePort } from '../../core/ports/storage'

/** A Map-backed KeyValueStore. Like the browser, its own writes notify no one; externalChange() plays another tab. */
export interface MemoryKeyValueStore extends KeyValueStore {
  /** Writes (or removes, with null) as another tab would, and notifies subscribers. */
  externalChange(key: string, value: string | null): void
  /** A copy of everything stored. */
  snapshot(): Record<string, string>
}

export const memoryKeyValueStore = (initial: Readonly<Record<string, string>> = {}): MemoryKeyValueStore => {
  const values = new Map(Object.entries(initial))
  const listeners = new Set<(key: string | null) => void>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    externalChange(key, value) {
      if (value === null) values.delete(key)
      else values.set(key, value)
      for (const listener of listeners) listener(key)
    },
    snapshot: () => Object.fromEntries(values),
  }
}

export interface MemoryStorage extends StoragePort {
  readonly local: MemoryKeyValueStore
  readonly session: MemoryKeyValueStore
}

/** Both storage scopes in memory, optionally pre-filled. */
export const memoryStorage = (
  initial: { local?: Readonly<Record<string, string>>; session?: Readonly<Record<string, string>> } = {},
): MemoryStorage => ({
  local: memoryKeyValueStore(initial.local),
  session: memoryKeyValueStore(initial.session),
})
