/**
 * Restart with existing data: wall time from spawning the server to its first answer (issue 14: <= 2 s on PostgreSQL,
 * <= 5 s on PGlite), as production starts it (`node dist-server/main.js`, built by `npm run build:server`) and, in
 * the same run for comparison, as `npm start` used to (tsx, compiling the TypeScript at every start).
 *
 *   npm run bench -- restart
 *   npx tsx test/bench/restart.ts
 *
 * The data (SEED_JOBS' default, 20,000 jobs) is seeded once and reused: PostgreSQL in schema hf_bench_restart of
 * BENCH_DATABASE_URL, PGlite in .bench/restart-pglite. Each figure is the median of 3 starts, alternated between the
 * two commands so a noisy machine weighs on both alike; the load average is printed with it.
 */
import { postgresReachable } from '../support/postgres'
import { BENCH_PG_URL, benchData, buildServer, COMMANDS, loadAverage, median, startServer } from './serverProcess'

const JOBS = 20_000
const RUNS = 3

async function restarts(env: Record<string, string>): Promise<Record<keyof typeof COMMANDS, number[]>> {
  const times: Record<keyof typeof COMMANDS, number[]> = { compiled: [], tsx: [] }
  for (let run = 0; run < RUNS; run++) {
    for (const name of ['compiled', 'tsx'] as const) {
      const server = await startServer(COMMANDS[name].argv, env)
      times[name].push(server.firstAnswerMs)
      await server.stop()
    }
  }
  return times
}

export default async function run(): Promise<string[]> {
  buildServer()
  const lines = [`Spawn -> first answer (GET /env), existing data (${JOBS.toLocaleString('en-US')} jobs), median of ${RUNS} (all runs in brackets)`]
  const targets = { PostgreSQL: 2000, PGlite: 5000 }
  const databases: [keyof typeof targets, () => Promise<Record<string, string>>][] = [['PGlite', () => benchData({ dataDir: '.bench/restart-pglite' }, JOBS)]]
  if (await postgresReachable(BENCH_PG_URL)) databases.unshift(['PostgreSQL', () => benchData({ databaseUrl: BENCH_PG_URL, schema: 'hf_bench_restart' }, JOBS)])
  else lines.push(`PostgreSQL not reachable at ${new URL(BENCH_PG_URL).host}: skipped (set BENCH_DATABASE_URL)`)
  for (const [database, prepare] of databases) {
    const env = await prepare()
    const before = loadAverage()
    const times = await restarts(env)
    for (const name of ['compiled', 'tsx'] as const) {
      const figure = median(times[name])
      const verdict = name === 'compiled' ? ` (${figure <= targets[database] ? 'within' : 'OVER'} the ${targets[database] / 1000} s target)` : ''
      lines.push(`  ${database.padEnd(10)} ${COMMANDS[name].label.padEnd(38)} ${Math.round(figure).toString().padStart(6)} ms${verdict}  [${times[name].map(Math.round).join(', ')}]`)
    }
    lines.push(`  load average ${before} before, ${loadAverage()} after (2 cores)`)
  }
  lines.push('reproduce: npm run bench -- restart')
  return lines
}

if (process.argv[1]?.endsWith('restart.ts')) console.log((await run()).join('\n'))
