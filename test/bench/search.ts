/**
 * Search latency and throughput over HTTP (a real server on an ephemeral port, fetch with keep-alive).
 *
 *   npm run bench -- search                  100,000 jobs on PGlite (.bench/) and on PostgreSQL when reachable
 *   BENCH_1M=1 npm run bench -- search       also 1,000,000 jobs on PostgreSQL
 *   npx tsx test/bench/search.ts             the same, without the runner
 *
 * Data is seeded once and reused: PGlite in .bench/pglite-<n>, PostgreSQL in schema hf_bench_<n> of
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openPreparedDatabase, type DatabaseLocation } from '../../adapters/server/db/open'
import { runLoad, type LoadFigures, type Mix } from './search-load'
import { postgresReachable } from '../support/postgres'

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const RUNS = [{ concurrency: 1, requests: 300 }, { concurrency: 32, requests: 1500 }]
const WARM_UP = 100

interface Row extends LoadFigures {
  readonly mix: Mix
  readonly database: string
  readonly jobs: number
  readonly transport: 'HTTP' | 'in-process'
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
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')
  if (row?.n !== jobs) throw new Error(`The bench data holds ${row?.n} jobs, not ${jobs}: delete it to reseed.`)
  if (seeded) process.stderr.write(`   seeded ${jobs} jobs in ${Math.round((Date.now() - started) / 1000)} s\n`)
  return db
}

async function measure(database: string, db: Db, jobs: number): Promise<Row[]> {
  const app = createApp({ db, distDir: '.bench/no-dist', logError: (error) => console.error(error) })
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s as Server)) as Server
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/jobs/search`
  // A failed request (a reset socket on an overloaded machine) counts as an error instead of ending the run.
  const send = async (criteria: Record<string, unknown>) => {
    try {
      const response = await fetch(url, { method: 'POST', body: JSON.stringify(criteria), headers: { 'content-type': 'application/json' } })
      await response.arrayBuffer()
      return response.ok
    } catch {
      return false
    }
  }
  // The same searches through app.request: the server's own cost, without sockets and the client.
  const sendInProcess = async (criteria: Record<string, unknown>) => {
    const response = await app.request('/rest/jobs/search', { method: 'POST', body: JSON.stringify(criteria), headers: { 'content-type': 'application/json' } })
    await response.arrayBuffer()
    return response.ok
  }
  try {
    await runLoad(send, WARM_UP, 4, 99)
    const rows: Row[] = []
    for (const mix of ['realistic', 'what-only'] as const) {
      for (const run of RUNS) rows.push({ mix, database, jobs, transport: 'HTTP', ...(await runLoad(send, run.requests, run.concurrency, 1, mix)) })
      rows.push({ mix, database, jobs, transport: 'in-process', ...(await runLoad(sendInProcess, RUNS[0]?.requests ?? 300, 1, 1, mix)) })
    }
    return rows
  } finally {
    server.close()
  }
}

async function benchOne(database: string, location: DatabaseLocation, jobs: number): Promise<Row[]> {
  const db = await prepare(location, jobs)
  try {
    return await measure(database, db, jobs)
  } finally {
    await db.close()
  }
}

function table(rows: readonly Row[]): string[] {
  const ms = (n: number) => n.toFixed(1).padStart(7)
  return [
    '| mix        | database   |      jobs | transport  | conc | requests |  p50 ms |  p95 ms |  p99 ms |   req/s | errors |',
    '|------------|------------|-----------|------------|------|----------|---------|---------|---------|---------|--------|',
    ...rows.map((r) => `| ${r.mix.padEnd(10)} | ${r.database.padEnd(10)} | ${String(r.jobs).padStart(9)} | ${r.transport.padEnd(10)} | ${String(r.concurrency).padStart(4)} | ${String(r.requests).padStart(8)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.throughput.toFixed(0).padStart(7)} | ${String(r.errors).padStart(6)} |`),
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
  const rows: Row[] = []
  rows.push(...(await benchOne('PGlite', { dataDir: '.bench/pglite-100000' }, 100_000)))
  const notes: string[] = []
  if (await postgresReachable(PG_URL)) {
    rows.push(...(await benchOne('PostgreSQL', { databaseUrl: PG_URL, schema: 'hf_bench_100000' }, 100_000)))
    if (process.env.BENCH_1M === '1') rows.push(...(await benchOne('PostgreSQL', { databaseUrl: PG_URL, schema: 'hf_bench_1000000' }, 1_000_000)))
    else notes.push('1M rows on PostgreSQL: BENCH_1M=1 npm run bench -- search')
  } else {
    notes.push(`PostgreSQL not reachable at ${new URL(PG_URL).host}: skipped (set BENCH_DATABASE_URL)`)
  }
  return [
    'Relevance-ranked searches. realistic: what + where + radius, with remote/job type/min pay/posted filters mixed in;',
    'what-only: a word or two nationwide, mostly common ones (the slow shape, issue 14). The same deterministic mixes each',
    'run. HTTP: a real server on an ephemeral port and fetch with keep-alive, in one process;',
    'in-process: app.request (no sockets). Closed loop: each of `conc` clients sends its next search when the previous',
    'one answers. PGlite runs one query at a time, so at conc 32 latency is mostly queueing: throughput is the figure.',
    'Targets: p95 <= 20 ms (100k, PGlite), p95 <= 50 ms (1M, PostgreSQL).',
    ...table(rows),
    `load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine`,
    ...notes,
    'reproduce: npm run bench -- search   (or npx tsx test/bench/search.ts; BENCH_1M=1 for 1M rows)',
  ]
}

if (process.argv[1]?.endsWith('search.ts')) {
  run().then((lines) => console.log(lines.join('\n')), (error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
