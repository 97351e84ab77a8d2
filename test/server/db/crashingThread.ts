/**
 * The PGlite thread as tests run it (openPgliteWorker's `threadUrl`): the server's own thread, plus a way to die as a
 * thread really dies, of an uncaught error between messages. `worker.terminate()` in the middle of PGlite's
 * WebAssembly is no crash the server ever meets, and V8 itself sometimes aborts the whole process on it
 * ("Check failed: jit_page.has_value()"), which took a CI run down.
 */
import { parentPort } from 'node:worker_threads'

export const PLANTED_CRASH = 'A planted crash of the PGlite thread.'

parentPort?.on('message', (message: { readonly op?: string }) => {
  if (message.op === 'crash') throw new Error(PLANTED_CRASH)
})
await import(new URL('../../../adapters/server/db/pgliteThread.ts', import.meta.url).href)
