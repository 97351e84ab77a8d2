/** A synchronous string key-value store: localStorage / sessionStorage in the browser, a Map in memory. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /** Calls back when another tab (or another holder of the same store) changes a key. Returns unsubscribe. */
  subscribe(listener: (key: string | null) => void): () => void
}

/** Key-value storage in its two scopes: local (survives the browser) and session (this tab). */
export interface StoragePort {
  readonly local: KeyValueStore
  readonly session: KeyValueStore
}
