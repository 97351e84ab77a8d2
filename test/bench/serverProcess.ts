/**
 * The server as production runs it, in a process of its own, for the restart and memory benches: spawned with a
 * command and an environment, timed from spawn to its first answer, its memory read from /proc, stopped by SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { DatabaseLocation } from '../../adapters/server/db/open'
import { openPreparedDatabase } from '../../adapters/server/db/open'
import { parseStartupPhases } from '../../adapters/server/startupPhases'

export const ROOT = resolve(import.meta.dirname, '../..')

/** The benches' PostgreSQL (as the search bench's): BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the machine's `test`. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** The benches' own compile cache (main.ts turns Node's on; NODE_COMPILE_CACHE points it here, away from the system's). */
export const BENCH_COMPILE_CACHE = join(ROOT, '.bench/compile-cache')

/**
 * How each bench starts the server: compiled JavaScript as production runs it (npm start, npm run serve: Node's
 * compile cache on and warm), the same with the compile cache off (a first start after a deploy), or, for
 * comparison, tsx (before `npm run build:server`).
 */
export const COMMANDS = {
  compiled: { label: 'node dist-server/main.js', argv: [process.execPath, join(ROOT, 'dist-server/main.js')], env: { NODE_COMPILE_CACHE: BENCH_COMPILE_CACHE } },
  cold: { label: 'the same, compile cache off', argv: [process.execPath, join(ROOT, 'dist-server/main.js')], env: { NODE_DISABLE_COMPILE_CACHE: '1' } },
  tsx: { label: 'tsx adapters/server/main.ts (before)', argv: [process.execPath, join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'adapters/server/main.ts')], env: {} },
} as const

export type CommandName = keyof typeof COMMANDS

/** Starts the server as `COMMANDS[name]` says. */
export const startCommand = (name: CommandName, env: Record<string, string>, timeoutMs?: number): Promise<RunningServer> =>
  startServer(COMMANDS[name].argv, { ...COMMANDS[name].env, ...env }, timeoutMs)

/** Builds dist-server/ (npm run build:server) so the compiled figures are of the current sources. */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build-server.ts')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0 || !existsSync(join(ROOT, 'dist-server/main.js'))) throw new Error('npm run build:server failed')
}

/** A free TCP port on the loopback (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

/**
 * A bench database with data in it, seeded on the first run and reused: PostgreSQL in `schema` of BENCH_PG_URL (the
 * server reaches it through the connection string's search_path), or PGlite in `dataDir`. Returns the server's env.
 */
export async function benchData(location: DatabaseLocation, jobs: number): Promise<Record<string, string>> {
  const { db } = await openPreparedDatabase(location, { jobs, batchSize: 5000 })
  await db.close()
  if (location.databaseUrl) {
    const url = new URL(location.databaseUrl)
    url.searchParams.set('options', `-c search_path=${location.schema},public`)
    return { DATABASE_URL: url.toString(), SEED_JOBS: String(jobs) }
  }
  return { DATA_DIR: location.dataDir!, SEED_JOBS: String(jobs) }
}

export interface RunningServer {
  readonly child: ChildProcess
  readonly origin: string
  /** Milliseconds from spawn to the first 200 of GET /env. */
  readonly firstAnswerMs: number
  /** The server's own account of its start, phase -> ms (its "ready" line; adapters/server/startupPhases.ts), once printed. */
  phases(): Promise<ReadonlyMap<string, number>>
  stop(): Promise<void>
}

/** Spawns the server and waits for its first answer (GET /env polled every 10 ms), at most `timeoutMs`. */
export async function startServer(argv: readonly string[], env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: join(ROOT, '.bench/no-dist'), ...env, PORT: String(port), NODE_ENV: 'production', PUBLIC_ORIGIN: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  let stdout = ''
  const ready = new Promise<ReadonlyMap<string, number>>((done) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-4000)
      if (stdout.includes('phases: ')) done(parseStartupPhases(stdout.split('\n').find((line) => line.includes('phases: ')) ?? ''))
    })
    child.once('exit', () => done(new Map()))
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`)
    const ok = await fetch(`${origin}/env`).then((response) => response.ok, () => false)
    if (ok) return { child, origin, firstAnswerMs: performance.now() - started, phases: () => ready, stop }
    await new Promise((done) => setTimeout(done, 10))
  }
  await stop()
  throw new Error(`the server did not answer within ${timeoutMs} ms: ${stderr}`)
}

/** A process's resident memory in MB (Linux /proc; VmRSS now, VmHWM the peak). */
export function memoryOf(pid: number): { readonly rssMb: number; readonly peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') }
}

export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export const loadAverage = (): string => loadavg().map((n) => n.toFixed(2)).join(' ')
