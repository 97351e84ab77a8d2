import type { Worker } from 'node:worker_threads'

/** What a PGlite thread run from crashingThread.ts dies of when asked. */
export const PLANTED_CRASH = 'A planted crash of the PGlite thread.'

/** The test's own thread file for openPgliteWorker's `threadUrl`. */
export const CRASHING_THREAD = new URL('./crashingThread.ts', import.meta.url)

/** Asks the thread to die as a thread really dies: an uncaught error between messages. */
export const crash = (worker: Worker): void => worker.postMessage({ op: 'crash', reason: PLANTED_CRASH })
