/**
 * `npm run build:server`: the server as plain JavaScript in dist-server/, so production starts `node
 * dist-server/main.js` and never compiles TypeScript at start (issue 14: tsx made a restart take 3.4-3.9 s of which
 * the server itself needed 40 ms).
 *
 * esbuild bundles adapters/server/main.ts (and the resume-text worker and the PGlite thread, entry points of their own: a
 * worker thread loads its own file) into ESM, with every package of node_modules left as an import (`packages: 'external'`: npm install
 * provides them; nothing native or wasm is copied). Code splitting keeps what the server loads only on demand
 * (PGlite without DATABASE_URL, the S3 SDK with S3_BUCKET, the cluster's workers) in chunks of their own, so a process
 * never loads what it does not use. The SQL migrations are copied next to the bundle (db/migrate.ts reads
 * dist-server/migrations there). Source maps are written beside each file; `NODE_OPTIONS=--enable-source-maps`
 * turns them on for stack traces (off by default: they cost memory at every start).
 *
 * The build writes to a folder of its own and swaps it in at the end, so a running `node dist-server/main.js` and a
 * reader never see half a build. Takes about 0.3 s.
 */
import { cpSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const ROOT = resolve(import.meta.dirname, '..')
const OUT = join(ROOT, 'dist-server')
const WORK = join(ROOT, 'node_modules', '.cache', 'hireflow-server')
const OLD = join(ROOT, 'node_modules', '.cache', 'hireflow-server-old')

rmSync(WORK, { recursive: true, force: true })
const started = performance.now()
await build({
  absWorkingDir: ROOT,
  entryPoints: { main: 'adapters/server/main.ts', extractWorker: 'adapters/server/resumes/extractWorker.ts', pgliteThread: 'adapters/server/db/pgliteThread.ts' },
  outdir: WORK,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  // The sources' own subpath imports resolve to the TypeScript (package.json "exports"), as in tsx and vitest.
  conditions: ['hireflow-source'],
  // Beside main.js, not in a folder: a chunk's import.meta.url finds the migrations and the worker as main.js would.
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
})
cpSync(join(ROOT, 'adapters/server/migrations'), join(WORK, 'migrations'), { recursive: true })
rmSync(OLD, { recursive: true, force: true })
try {
  renameSync(OUT, OLD)
} catch {
  // No earlier build.
}
renameSync(WORK, OUT)
rmSync(OLD, { recursive: true, force: true })
console.log(`dist-server/ built in ${Math.round(performance.now() - started)} ms (node dist-server/main.js)`)
