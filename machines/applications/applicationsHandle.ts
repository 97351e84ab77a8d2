import { createLazyHandle } from '../app/lazyHandle'
import type { ApplicationsRuntime } from './applicationsRuntime'
import type { ApplicationsView } from './applicationsView'

export type { ApplicationsView } from './applicationsView'

/**
 * The app's applications before and after their code has loaded (like SavedJobsHandle): `view()` is null until
 * the runtime is loaded, which the app actor does at start when there is a session, and pages that show a
 * visitor's applications (the job page's "Applied", /applications) ask for with `ensureLoaded()`.
 */
export interface ApplicationsHandle {
  view(): ApplicationsView | null
  subscribe(listener: () => void): () => void
  load(): Promise<ApplicationsRuntime>
  /** Starts loading (once); a failure is left for the next use to retry. */
  ensureLoaded(): void
  stop(): void
}

export function createApplicationsHandle(loadRuntime: () => Promise<ApplicationsRuntime>): ApplicationsHandle {
  const lazy = createLazyHandle(loadRuntime)
  return { ...lazy, view: () => lazy.loaded()?.current() ?? null }
}
