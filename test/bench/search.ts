/**
 * Search latency and throughput over HTTP: a real server in its own process (`node dist-server/main.js` with
 * NODE_ENV=production, as `npm run serve` starts it; built first) and this process as 32 clients with keep-alive connections (issue 14's targets).
 *
 *   npm run bench -- search                  100,000 jobs on PGlite (.bench/) and on PostgreSQL when reachable
 *   BENCH_1M=1 npm run bench -- search       also 1,000,000 jobs on PostgreSQL (the common-words run only)
 *   npx tsx test/bench/search.ts             the same, without the runner
 *   BENCH_ONLY=PostgreSQL|PGlite             one database only; BENCH_REQUESTS=n requests per 32-client run
 *   BENCH_PORT=n                             the server's port (default 4190; the older server's is n + 1)
 *   BENCH_BEFORE=dir                         before/after in one run: dir holds an older checkout (with node_modules),
 *                                            e.g. `git archive main | tar -x -C dir`; its server runs on its own copy of
 *                                            the data (schema hf_bench_<n>_before, .bench/pglite-<n>-before, seeded by
 *                                            that server at its first start), and the runs alternate before, after
 *
 * Runs, each 3 times (medians printed; the machine is shared and noisy):
 * - zipf-new: 32 clients, searches drawn by Zipf rank from 12,000 distinct ones (search-queries.ts): what-only common
 *   and rare words, what + where, filters, on a server new to them: a warm-up run of 1,000 (another seed) goes first.
 * - zipf (PostgreSQL): the same mix on a server in its steady state, as after serving it a while: every one of the
 *   12,000 asked once, then each run's requests are the mix with the share a long-running server misses (its pages
 *   expired: steadyMissShare at 1,500 req/s, ~2.4 %) replaced by searches never asked before.
 * - distinct: 32 clients, every search asked once (nothing any cache could hold).
 * - common: 1 client, what-only common words nationwide (the slow shape), each (word, page size) once: nothing cached.
 *
 * Data is seeded once and reused: PGlite in .bench/pglite-<n>, PostgreSQL in schema hf_bench_<n> of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { join } from 'node:path'
import { availableParallelism, loadavg } from 'node:os'
import type { Db } from '../../adapters/server/db/db'
import { openPreparedDatabase, type DatabaseLocation } from '../../adapters/server/db/open'
import { runWork, type Outcome, type WorkFigures } from './search-load'
import { perRequest, sampleCpu, type CpuPerRequest } from './cpuUse'
import { ANSWER_TTL_MS } from '../../adapters/server/search/cachedSearchIndex'
import { commonMix, distinctMix, searchUniverse, steadyMissShare, steadyZipfMix, zipfMix, ZIPF_EXPONENT, ZIPF_QUERIES, type Criteria } from './search-queries'
import { postgresReachable } from '../support/postgres'

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const PORT = Number(process.env.BENCH_PORT ?? 4190)
const RUNS = 3
const CLIENTS = 32
/** The Zipf target's rate (issue 14): the steady state is modelled at it. */
const STEADY_RATE = 1500
/** The steady state's first-time share: ~2.4 % at 1,500 req/s and the result cache's 5 minutes. */
const STEADY_MISS_SHARE = steadyMissShare(STEADY_RATE, ANSWER_TTL_MS)
/** A request unanswered this long counts as a time-out. */
const TIME_OUT_MS = 10_000

type RunName = 'zipf-new' | 'zipf' | 'distinct' | 'common'

interface Row {
  readonly run: RunName
  /** 'before' (BENCH_BEFORE's server) or 'after' (this checkout's). */
  readonly version: 'before' | 'after'
  readonly database: string
  readonly jobs: number
  readonly runs: readonly (WorkFigures & { readonly load: number; readonly cpu: CpuPerRequest | null })[]
}

export async function prepare(location: DatabaseLocation, jobs: number): Promise<Db> {
  const started = Date.now()
  const { db, seeded } = await openPreparedDatabase(location, {
    jobs,
    batchSize: 5000,
    onProgress: (done, total) => {
      if (done % 50_000 === 0 || done === total) process.stderr.write(`   seeding ${done}/${total} (${Math.round((Date.now() - started) / 1000)} s)\n`)
    },
  })
  // Second postings (issue 13) come on top of the jobs asked for.
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE duplicate_of IS NULL')
  if (row?.n !== jobs) throw new Error(`The bench data holds ${row?.n} jobs, not ${jobs}: delete it to reseed.`)
  if (seeded) process.stderr.write(`   seeded ${jobs} jobs in ${Math.round((Date.now() - started) / 1000)} s\n`)
  return db
}

/** Starts the server as `npm run serve` would, on data already seeded, and resolves once it listens. */
async function startServer(location: DatabaseLocation, jobs: number, cwd = process.cwd(), port = PORT): Promise<ChildProcess> {
  // As production runs it (npm run serve): compiled JavaScript, NODE_ENV=production (no chaos lemur, no developer routes).
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), DIST_DIR: '.bench/no-dist', SEED_JOBS: String(jobs), NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, NODE_COMPILE_CACHE: join(cwd, '.bench/compile-cache'),
  }
  if (location.databaseUrl) {
    const url = new URL(location.databaseUrl)
    if (location.schema) url.searchParams.set('options', `-c search_path=${location.schema},public`)
    env.DATABASE_URL = url.toString()
  } else {
    delete env.DATABASE_URL
    env.DATA_DIR = location.dataDir
  }
  buildServerIn(cwd)
  const child = spawn(process.execPath, ['dist-server/main.js'], { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('Hireflow on')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The bench server exited (${code}) before listening: ${out}`)))
  })
  return child
}

/** A process's resident memory in MB (Linux /proc), '-' where it cannot be read. */
function residentMb(pid: number | undefined): string {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? String(Math.round(Number(kb) / 1024)) : '-'
  } catch {
    return '-'
  }
}

/** `npm run build:server` in `cwd` (this checkout or BENCH_BEFORE's), so the figures are of its current sources. */
function buildServerIn(cwd: string): void {
  const built = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-server.ts'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) throw new Error(`npm run build:server failed in ${cwd}`)
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** One search over HTTP/1.1 keep-alive (node:http: cheaper per request than fetch, so the client steals less CPU). */
function sender(agent: Agent, port = PORT): (criteria: Criteria) => Promise<Outcome> {
  return (criteria) => new Promise<Outcome>((resolve) => {
    const body = JSON.stringify(criteria)
    const req = request({
      agent, host: '127.0.0.1', port, method: 'POST', path: '/rest/jobs/search', timeout: TIME_OUT_MS,
      // As a browser asks (the server sends a cached page's brotli bytes as they are kept).
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'gzip, deflate, br' },
    }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : response.statusCode === 503 ? 'overloaded' : 'error'))
      response.on('error', () => resolve('error'))
    })
    req.on('timeout', () => {
      req.destroy()
      resolve('timeout')
    })
    req.on('error', () => resolve('error'))
    req.end(body)
  })
}

/** The data of the older server (BENCH_BEFORE): a copy of its own, migrated and seeded by that server. */
function beforeLocation(location: DatabaseLocation): DatabaseLocation {
  return location.databaseUrl ? { ...location, schema: `${location.schema}_before` } : { dataDir: `${location.dataDir}-before` }
}

interface Target {
  readonly version: Row['version']
  readonly send: (criteria: Criteria) => Promise<Outcome>
  readonly serverPid: number | undefined
  /** The searches this target's server has been sent: a Zipf request is 'first' or 'again' (its cache may hold it). */
  readonly sent: Set<string>
}

/** Whether the target's server is asked this search for the first time: no cache could hold its answer yet. */
function firstOrAgain(target: Target): (criteria: Criteria) => string {
  return (criteria) => {
    const key = JSON.stringify(criteria)
    if (target.sent.has(key)) return 'again'
    target.sent.add(key)
    return 'first'
  }
}

async function measure(database: string, location: DatabaseLocation, jobs: number, onlyCommon: boolean, beforeDir?: string): Promise<Row[]> {
  const servers: ChildProcess[] = []
  const agents: Agent[] = []
  const targets: Target[] = []
  const requests = Number(process.env.BENCH_REQUESTS ?? (location.databaseUrl ? 4000 : 1200))
  const rows: Row[] = []
  const runAll = async (run: RunName, work: (i: number) => Criteria[], clients: number, byFirstTime = false) => {
    const runs = new Map<Target, Row['runs'][number][]>(targets.map((target) => [target, []]))
    // Before and after alternate run by run, so both see the same moments of a noisy machine.
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const searches = work(i)
        const before = sampleCpu(target.serverPid)
        const figures = await runWork(target.send, searches, clients, byFirstTime ? firstOrAgain(target) : undefined)
        const cpu = perRequest(before, sampleCpu(target.serverPid), searches.length)
        runs.get(target)!.push({ ...figures, load: loadavg()[0] ?? 0, cpu })
        process.stderr.write(`   ${database} ${target.version} ${run} run ${i + 1}: p95 ${figures.p95.toFixed(1)} ms, ${figures.throughput.toFixed(0)} req/s, ${figures.errors} failed (load ${loadavg()[0]?.toFixed(1)})\n`)
      }
    }
    for (const target of targets) rows.push({ run, version: target.version, database, jobs, runs: runs.get(target)! })
  }
  try {
    const versions: [Row['version'], DatabaseLocation, string, number][] = beforeDir
      ? [['before', beforeLocation(location), beforeDir, PORT + 1], ['after', location, process.cwd(), PORT]]
      : [['after', location, process.cwd(), PORT]]
    for (const [version, at, cwd, port] of versions) {
      const server = await startServer(at, jobs, cwd, port)
      servers.push(server)
      const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
      agents.push(agent)
      targets.push({ version, send: sender(agent, port), serverPid: server.pid, sent: new Set() })
    }
    if (!onlyCommon) {
      for (const target of targets) await runWork(target.send, zipfMix(Math.round(requests / 4), 99), CLIENTS, firstOrAgain(target))
      await runAll('zipf-new', (i) => zipfMix(requests, i + 1), CLIENTS, true)
      if (location.databaseUrl) {
        // The steady state of a server that has served the mix a while: every search asked once, then the share that
        // expires at the target's rate asked for the first time (steadyMissShare). PGlite's target is of zipf-new.
        for (const target of targets) {
          const started = Date.now()
          const warm = await runWork(target.send, searchUniverse().slice(0, ZIPF_QUERIES), CLIENTS, firstOrAgain(target))
          process.stderr.write(`   ${database} ${target.version}: every search of the Zipf mix asked once in ${Math.round((Date.now() - started) / 1000)} s (${warm.errors} failed)\n`)
        }
        await runAll('zipf', (i) => steadyZipfMix(requests, i + 1, STEADY_MISS_SHARE, i), CLIENTS, true)
        for (const target of targets) process.stderr.write(`   ${database} ${target.version}: server RSS with the whole mix cached ${residentMb(target.serverPid)} MB\n`)
      }
      await runAll('distinct', (i) => distinctMix(Math.round(requests / 2), i), CLIENTS)
    }
    await runAll('common', (i) => commonMix(200, i), 1)
    return rows
  } finally {
    for (const agent of agents) agent.destroy()
    for (const server of servers) await stopServer(server)
  }
}

async function benchOne(database: string, location: DatabaseLocation, jobs: number, onlyCommon = false): Promise<Row[]> {
  const db = await prepare(location, jobs)
  await db.close()
  return measure(database, location, jobs, onlyCommon, process.env.BENCH_BEFORE)
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function table(rows: readonly Row[]): string[] {
  const ms = (n: number) => n.toFixed(1).padStart(6)
  const each = (row: Row, pick: (figures: WorkFigures) => number, digits: number) => row.runs.map((r) => pick(r).toFixed(digits)).join(' / ')
  return [
    '| run      | version | database   |      jobs | conc | requests | p50 ms | p95 ms | p99 ms | req/s | 503s | time-outs | errors | p95 of the 3 runs | req/s of the 3 runs | load avg (1 min) |',
    '|----------|---------|------------|-----------|------|----------|--------|--------|--------|-------|------|-----------|--------|-------------------|---------------------|------------------|',
    ...rows.map((r) => {
      const m = (pick: (figures: WorkFigures) => number) => median(r.runs.map(pick))
      const sum = (pick: (figures: WorkFigures) => number) => r.runs.reduce((total, figures) => total + pick(figures), 0)
      const first = r.runs[0]
      return `| ${r.run.padEnd(8)} | ${r.version.padEnd(7)} | ${r.database.padEnd(10)} | ${String(r.jobs).padStart(9)} | ${String(first?.concurrency ?? 0).padStart(4)} | ${String(first?.requests ?? 0).padStart(8)} | ` +
        `${ms(m((f) => f.p50))} | ${ms(m((f) => f.p95))} | ${ms(m((f) => f.p99))} | ${m((f) => f.throughput).toFixed(0).padStart(5)} | ` +
        `${String(sum((f) => f.overloaded)).padStart(4)} | ${String(sum((f) => f.timeouts)).padStart(9)} | ${String(sum((f) => f.errors - f.overloaded - f.timeouts)).padStart(6)} | ` +
        `${each(r, (f) => f.p95, 1)} | ${each(r, (f) => f.throughput, 0)} | ${r.runs.map((f) => f.load.toFixed(1)).join(' / ')} |`
    }),
  ]
}

/**
 * Where each run's requests went: how many a Zipf run asked for the first time and their latency against the repeated
 * ones, and the CPU a request cost the server, the database and the clients. The ceiling is the most requests a second
 * this machine's cores could serve at that cost if nothing else ran. At 32 clients in a closed loop, the mean latency is
 * 32 / throughput (Little's law), so when the first-time searches are more than 5 % of a run, its p95 is one of theirs.
 */
function costTable(rows: readonly Row[]): string[] {
  const withCost = rows.filter((r) => r.runs.some((f) => f.cpu !== null || f.kinds !== undefined))
  if (withCost.length === 0) return []
  const cores = availableParallelism()
  const ms = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(n < 10 ? 2 : 1))
  return [
    '',
    `| run      | version | database   | first-time share of the 3 runs | p95 first-time / again, ms | CPU ms a request: server / database / clients / others (median) | CPU ceiling on ${cores} cores, req/s |`,
    '|----------|---------|------------|--------------------------------|----------------------------|------------------------------------------------------------------|------------------------------|',
    ...withCost.map((r) => {
      const share = r.runs.map((f) => (f.kinds ? `${((100 * (f.kinds.first?.requests ?? 0)) / f.requests).toFixed(1)} %` : '-')).join(' / ')
      const firstP95 = median(r.runs.map((f) => f.kinds?.first?.p95 ?? Number.NaN).filter((n) => !Number.isNaN(n)))
      const againP95 = median(r.runs.map((f) => f.kinds?.again?.p95 ?? Number.NaN).filter((n) => !Number.isNaN(n)))
      const latency = r.runs.some((f) => f.kinds) ? `${ms(firstP95)} / ${ms(againP95)}` : '-'
      const cpus = r.runs.map((f) => f.cpu).filter((c): c is CpuPerRequest => c !== null)
      const side = (pick: (c: CpuPerRequest) => number) => median(cpus.map(pick))
      const own = side((c) => c.server + c.database + c.client)
      const cpu = cpus.length ? `${ms(side((c) => c.server))} / ${ms(side((c) => c.database))} / ${ms(side((c) => c.client))} / ${ms(side((c) => c.other))}` : '-'
      const ceiling = cpus.length && own > 0 ? ((cores * 1000) / own).toFixed(0) : '-'
      return `| ${r.run.padEnd(8)} | ${r.version.padEnd(7)} | ${r.database.padEnd(10)} | ${share.padEnd(30)} | ${latency.padEnd(26)} | ${cpu.padEnd(64)} | ${ceiling.padStart(28)} |`
    }),
    'CPU from /proc (Linux): the server process and its children, every postgres process on this machine (PGlite runs in the',
    "server's process: its database column is 0), this bench's process (the 32 clients), and everything else meanwhile.",
  ]
}

const LOCK_FILE = '.bench/search.lock'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Two benches sharing one PGlite data folder would corrupt it: the second one stops. */
export function takeLock(): () => void {
  mkdirSync('.bench', { recursive: true })
  const holder = Number(readFileSync(LOCK_FILE, { encoding: 'utf8', flag: 'a+' }))
  if (!holder || !isRunning(holder)) rmSync(LOCK_FILE, { force: true })
  try {
    writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' })
  } catch {
    throw new Error(`Another search bench is running (${LOCK_FILE}); wait for it, or delete the file if it is stale.`)
  }
  return () => rmSync(LOCK_FILE, { force: true })
}

/** Runs the search benchmark and returns the lines to print (a table plus how to reproduce it). */
export default async function run(): Promise<string[]> {
  const release = takeLock()
  try {
    return await measureAll()
  } finally {
    release()
  }
}

async function measureAll(): Promise<string[]> {
  const only = process.env.BENCH_ONLY
  const rows: Row[] = []
  const notes: string[] = []
  const loadBefore = loadavg()
  if (!only || only === 'PGlite') rows.push(...(await benchOne('PGlite', { dataDir: '.bench/pglite-100000' }, 100_000)))
  if (!only || only === 'PostgreSQL') {
    if (await postgresReachable(PG_URL)) {
      rows.push(...(await benchOne('PostgreSQL', { databaseUrl: PG_URL, schema: 'hf_bench_100000' }, 100_000)))
      if (process.env.BENCH_1M === '1') rows.push(...(await benchOne('PostgreSQL', { databaseUrl: PG_URL, schema: 'hf_bench_1000000' }, 1_000_000, true)))
      else notes.push('1M rows on PostgreSQL (common words, one client): BENCH_1M=1 npm run bench -- search')
    } else {
      notes.push(`PostgreSQL not reachable at ${new URL(PG_URL).host}: skipped (set BENCH_DATABASE_URL)`)
    }
  }
  return [
    `Relevance-ranked searches over HTTP (a server process, node:http keep-alive clients; a closed loop: each client sends its`,
    `next search when the previous one answers). Medians of ${RUNS} runs; the figures of each run follow.`,
    `zipf-new: Zipf (exponent ${ZIPF_EXPONENT}) over ${ZIPF_QUERIES.toLocaleString('en-US')} distinct searches (what-only common and rare words, what + where, filters),`,
    `after a warm-up of 1,000 of the same mix; zipf: the same mix in the steady state (every search asked once first, then ${(100 * STEADY_MISS_SHARE).toFixed(1)} % of`,
    `each run first-time searches: what expires in ${ANSWER_TTL_MS / 60_000} minutes at ${STEADY_RATE.toLocaleString('en-US')} req/s); distinct: every search once (nothing cached);`,
    `common: what-only common words, 1 client, nothing cached. Clients ask for gzip, deflate or br, as browsers do.`,
    `503s are admission control's fast refusals; a time-out is no answer in ${TIME_OUT_MS / 1000} s.`,
    'Targets (issue 14), PostgreSQL 100k: zipf >= 1,500 req/s p95 <= 30 ms; distinct >= 300 req/s p95 <= 100 ms;',
    'common at 1M p95 <= 50 ms; PGlite 100k: zipf-new >= 500 req/s, 0 time-outs, no errors but 503s.',
    ...(process.env.BENCH_BEFORE ? [`before: the server in ${process.env.BENCH_BEFORE} on its own copy of the data; after: this checkout. Runs alternate before, after.`] : []),
    ...table(rows),
    ...costTable(rows),
    `load average (1, 5, 15 min) before: ${loadBefore.map((n) => n.toFixed(1)).join(' ')}, after: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine (${availableParallelism()} cores)`,
    ...notes,
    'reproduce: npm run bench -- search   (or npx tsx test/bench/search.ts; BENCH_ONLY=PostgreSQL; BENCH_1M=1 for 1M rows)',
  ]
}

if (process.argv[1]?.endsWith('search.ts')) {
  run().then((lines) => console.log(lines.join('\n')), (error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
