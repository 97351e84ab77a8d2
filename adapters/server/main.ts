import cluster from 'node:cluster'
import { enableCompileCache, flushCompileCache } from 'node:module'
import { markStartupPhase } from './startupPhases'

/**
 * `npm start` / `npm run serve` (node dist-server/main.js): one server process, or with WORKERS above 1 a cluster
 * primary that prepares the database once and runs that many server processes on PORT (cluster.ts). Each part is
 * imported only where it runs: the primary never loads the app.
 *
 * Before anything else is loaded, Node's compile cache is turned on (docs/operations.md, "Start-up"): V8 keeps the
 * code it compiled for the server's bundle and its packages (PGlite's large Emscripten glue among them) on disk, so
 * a restart reuses it instead of compiling again, about half of the module loading. NODE_COMPILE_CACHE names the
 * folder (default: node-compile-cache in the system's temporary folder); NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 * Entries are keyed by each file's content and Node's version, so a new build or Node never reads a stale one.
 * Only this file is loaded before it: everything else is imported below, dynamically.
 */
enableCompileCache()

async function main(): Promise<void> {
  markStartupPhase('boot')
  const { readConfig } = await import('./config')
  const config = readConfig()
  if (config.workers > 1 && cluster.isPrimary) return (await import('./cluster')).runCluster(config)
  // The database opens (PGlite compiles its WebAssembly and starts Postgres, or a pool connects) while the app's
  // modules load: the two overlap instead of adding up.
  const { openPreparedDatabase } = await import('./db/open')
  const prepared = openPreparedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffers: config.pgliteSharedBuffers }, { jobs: config.seedJobs })
  prepared.catch(() => undefined) // its failure is reported where serveProcess awaits it
  const { serveProcess } = await import('./serve')
  markStartupPhase('modules')
  await serveProcess(config, prepared)
  // Written at exit anyway; written now too so a process that is killed (never exits) still leaves a warm cache.
  setTimeout(() => flushCompileCache(), 5000).unref()
}

main().catch((error: unknown) => {
  console.error('Hireflow could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
