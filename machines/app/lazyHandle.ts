/** A part of the app whose code loads later: what its handle needs of it. */
export interface LazyPart {
  subscribe(listener: () => void): () => void
  stop(): void
}

/**
 * A lazily loaded part before and after its code has loaded (the saved jobs, the applications, the recent searches): `loaded()` is
 * null until then; listeners hear of the load and of every change after it; a failed load is tried again by the
 * next `load()`.
 */
export interface LazyHandle<Part extends LazyPart> {
  loaded(): Part | null
  subscribe(listener: () => void): () => void
  load(): Promise<Part>
  /** Starts loading (once); a failure is left for the next use to retry. */
  ensureLoaded(): void
  stop(): void
}

export function createLazyHandle<Part extends LazyPart>(loadPart: () => Promise<Part>): LazyHandle<Part> {
  const listeners = new Set<() => void>()
  let part: Part | null = null
  let loading: Promise<Part> | null = null
  let stopped = false
  const announce = () => {
    for (const listener of [...listeners]) listener()
  }
  const load = (): Promise<Part> =>
    (loading ??= loadPart().then(
      (loaded) => {
        if (stopped) loaded.stop()
        else if (part === null) {
          part = loaded
          loaded.subscribe(announce)
          announce()
        }
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  return {
    loaded: () => part,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load,
    ensureLoaded: () => void load().catch(() => undefined),
    stop() {
      stopped = true
      listeners.clear()
      part?.stop()
    },
  }
}
