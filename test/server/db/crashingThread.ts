/**
 * The PGlite thread as tests run it (openPgliteWorker's `threadUrl`, plantedCrash.ts): the server's own thread, plus a
 * way to die as a thread really dies, of an uncaught error between messages. `worker.terminate()` in the middle of
 * PGlite's WebAssembly is no crash the server ever meets, and V8 itself sometimes aborts the whole process on it
 * ("Check failed: jit_page.has_value()"), which took a CI run down. Only ever run as a thread, never imported.
 */
import { parentPort } from 'node:worker_threads'

parentPort?.on('message', (message: { readonly op?: string; readonly reason?: string }) => {
  if (message.op === 'crash') throw new Error(message.reason ?? 'A planted crash.')
})
await import(new URL('../../../adapters/server/db/pgliteThread.ts', import.meta.url).href)
