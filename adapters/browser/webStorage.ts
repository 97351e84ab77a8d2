import type { KeyValueStore, StoragePort } from '../../core/ports/storage'

/** Where 'storage' events arrive (the window). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

const probeKey = '__hireflow_probe__'

/** The storage area, or null when the browser refuses it (privacy mode, blocked cookies, sandboxed frame). */
const usable = (getStorage: () => Storage | undefined): Storage | null => {
  try {
    const storage = getStorage()
    if (!storage) return null
    storage.setItem(probeKey, probeKey)
    storage.removeItem(probeKey)
    return storage
  } catch {
    return null
  }
}

/**
 * A KeyValueStore over a Web Storage area. Never throws: when the area is unavailable everything lives in memory
 * for this page; when a write fails (quota) that key lives in memory and shadows the stored value.
 * subscribe() hears other tabs through the 'storage' event.
 */
export const webKeyValueStore = (getStorage: () => Storage | undefined, events?: StorageEventSource): KeyValueStore => {
  const storage = usable(getStorage)
  const shadow = new Map<string, string>()
  return {
    get(key) {
      if (shadow.has(key)) return shadow.get(key) ?? null
      try {
        return storage?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        if (!storage) throw new Error('storage unavailable')
        storage.setItem(key, value)
        shadow.delete(key)
      } catch {
        shadow.set(key, value)
      }
    },
    remove(key) {
      shadow.delete(key)
      try {
        storage?.removeItem(key)
      } catch {
        // Nothing to undo: the key is gone from the shadow, and a failing area is treated as empty.
      }
    },
    subscribe(listener) {
      if (!storage || !events) return () => undefined
      const onStorage = (event: Event) => {
        const change = event as StorageEvent
        if (change.storageArea === storage) listener(change.key)
      }
      events.addEventListener('storage', onStorage)
      return () => events.removeEventListener('storage', onStorage)
    },
  }
}

/** localStorage and sessionStorage as the StoragePort, each tolerant of being unavailable. */
export const webStorage = (): StoragePort => {
  const events = typeof window === 'undefined' ? undefined : window
  return {
    local: webKeyValueStore(() => globalThis.localStorage, events),
    session: webKeyValueStore(() => globalThis.sessionStorage, events),
  }
}
