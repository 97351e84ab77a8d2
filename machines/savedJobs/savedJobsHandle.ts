import type { Job, JobSummary } from '../../core/search'
import { createLazyHandle } from '../app/lazyHandle'
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
  const lazy = createLazyHandle(loadRuntime)
  return {
    view: () => lazy.loaded()?.current() ?? null,
    subscribe: lazy.subscribe,
    load: lazy.load,
    toggle: (job) => lazy.load().then((loaded) => loaded.toggle(job)),
    stop: lazy.stop,
  }
}
