import type { Job, JobSummary } from '../../core/search'
import type { SavedJobsRuntime, SavedJobsView } from './savedJobsRuntime'

/**
 * The app's saved jobs before and after their code has loaded: the Save buttons of the first screen read `view()`
 * (null until loaded: nothing shows as saved) and subscribe; the first toggle loads the machine (savedJobsRuntime.ts).
 */
export interface SavedJobsHandle {
  view(): SavedJobsView | null
  subscribe(listener: () => void): () => void
  /** Loads the saved-jobs machine (once) and answers its runtime. */
  load(): Promise<SavedJobsRuntime>
  /** Saves or unsaves the job; rejects only when the code could not load. */
  toggle(job: Job | JobSummary): Promise<void>
  stop(): void
}

export function createSavedJobsHandle(loadRuntime: () => Promise<SavedJobsRuntime>): SavedJobsHandle {
  const listeners = new Set<() => void>()
  let runtime: SavedJobsRuntime | null = null
  let loading: Promise<SavedJobsRuntime> | null = null
  let stopped = false
  const announce = () => {
    for (const listener of [...listeners]) listener()
  }
  const load = () =>
    (loading ??= loadRuntime().then(
      (loaded) => {
        if (stopped) loaded.stop()
        else if (runtime === null) {
          runtime = loaded
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
    view: () => runtime?.current() ?? null,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load,
    toggle: (job) => load().then((loaded) => loaded.toggle(job)),
    stop() {
      stopped = true
      listeners.clear()
      runtime?.stop()
    },
  }
}
