/** A lazily loaded part of the app: loaded by its first use, shared by the next ones, loaded again after a failure. */
export interface LoadOnce<T> {
  (): Promise<T>
  /** Runs `use` with the part if it was loaded (or is loading); never starts a load. */
  ifLoaded(use: (value: T) => void): void
}

/** Loads with `load` once: a failed load (a chunk that did not arrive) is tried again by the next use. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: Promise<T> | null = null
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null
      throw error
    }))
  return Object.assign(get, { ifLoaded: (use: (value: T) => void) => void loaded?.then(use, () => undefined) })
}
