/**
 * Server memory (issue 14: idle <= 200 MB on PostgreSQL): the resident set (RSS, from /proc) of `node
 * dist-server/main.js` as production runs it, idle after start (the password scorer warmed), then after a search load
 * (realistic and what-only mixes over HTTP), with its peak; PGlite's for comparison. Medians of 3 starts, with the load
 * average before and after each database.
 *
 *   npm run bench -- memory
 *   npx tsx test/bench/memory.ts
 *
 * The data is the restart bench's (20,000 jobs: PostgreSQL schema hf_bench_restart of BENCH_DATABASE_URL, PGlite
 * .bench/restart-pglite), seeded on the first run.
 */
import { createRandom } from '../../adapters/server/seed/random'
import { postgresReachable } from '../support/postgres'
import { MIXES, type Mix } from './search-load'
import { BENCH_PG_URL, benchData, buildServer, loadAverage, median, memoryOf, startCommand, type RunningServer } from './serverProcess'

const JOBS = 20_000
const IDLE_AFTER_MS = 5000
const SEARCHES = 2000
const CLIENTS = 8
const TARGET_MB = 200
const RUNS = 3

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `count` searches of `mix` from CLIENTS clients (closed loop); answers the number of failures. */
async function searchLoad(server: RunningServer, mix: Mix, count: number): Promise<number> {
  const random = createRandom(7)
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < count) {
        const response = await fetch(`${server.origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MIXES[mix](random)) })
        await response.arrayBuffer()
        if (!response.ok) failed++
      }
    }),
  )
  return failed
}

interface Sample {
  readonly atStart: number
  readonly idle: number
  readonly afterLoad?: { readonly rss: number; readonly peak: number; readonly failed: number }
}

async function sample(env: Record<string, string>, withLoad: boolean): Promise<Sample> {
  const server = await startCommand('compiled', env)
  try {
    const pid = server.child.pid!
    const atStart = memoryOf(pid).rssMb
    await sleep(IDLE_AFTER_MS)
    const idle = memoryOf(pid).rssMb
    if (!withLoad) return { atStart, idle }
    const failed = (await searchLoad(server, 'realistic', SEARCHES / 2)) + (await searchLoad(server, 'what-only', SEARCHES / 2))
    await sleep(IDLE_AFTER_MS)
    const after = memoryOf(pid)
    return { atStart, idle, afterLoad: { rss: after.rssMb, peak: after.peakMb, failed } }
  } finally {
    await server.stop()
  }
}

const mb = (values: readonly number[]) => `${median(values).toFixed(0).padStart(4)} MB [${values.map((value) => value.toFixed(0)).join(', ')}]`

async function measure(database: string, env: Record<string, string>, withLoad: boolean): Promise<string[]> {
  const before = loadAverage()
  const samples: Sample[] = []
  for (let run = 0; run < RUNS; run++) samples.push(await sample(env, withLoad))
  const idle = median(samples.map((one) => one.idle))
  const lines = [
    `  ${database.padEnd(10)} at first answer ${mb(samples.map((one) => one.atStart))}, idle ${mb(samples.map((one) => one.idle))} (${idle <= TARGET_MB ? 'within' : 'OVER'} the ${TARGET_MB} MB target)`,
  ]
  const loaded = samples.flatMap((one) => (one.afterLoad ? [one.afterLoad] : []))
  if (loaded.length > 0) {
    const failed = loaded.reduce((sum, one) => sum + one.failed, 0)
    lines.push(`  ${''.padEnd(10)} after ${SEARCHES} searches (${CLIENTS} clients, realistic + what-only, ${failed} failed in all): ${mb(loaded.map((one) => one.rss))} idle again, peak ${mb(loaded.map((one) => one.peak))}`)
  }
  lines.push(`  ${''.padEnd(10)} load average ${before} before, ${loadAverage()} after (2 cores)`)
  return lines
}

export default async function run(): Promise<string[]> {
  buildServer()
  const lines = [`Resident memory (RSS) of node dist-server/main.js, ${JOBS.toLocaleString('en-US')} jobs; idle = ${IDLE_AFTER_MS / 1000} s after the first answer; median of ${RUNS} starts (all in brackets)`]
  if (await postgresReachable(BENCH_PG_URL)) lines.push(...(await measure('PostgreSQL', await benchData({ databaseUrl: BENCH_PG_URL, schema: 'hf_bench_restart' }, JOBS), true)))
  else lines.push(`  PostgreSQL not reachable at ${new URL(BENCH_PG_URL).host}: skipped (set BENCH_DATABASE_URL)`)
  lines.push(...(await measure('PGlite', await benchData({ dataDir: '.bench/restart-pglite' }, JOBS), false)))
  lines.push('reproduce: npm run bench -- memory')
  return lines
}

if (process.argv[1]?.endsWith('memory.ts')) console.log((await run()).join('\n'))
