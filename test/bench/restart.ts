/**
 * Restart with existing data: wall time from spawning the server to its first answer (issue 14: <= 2 s on PostgreSQL,
 * <= 5 s on PGlite), as production starts it (`node dist-server/main.js`, built by `npm run build:server`, Node's
 * compile cache warm) and, in the same run for comparison, with the compile cache off (the first start after a
 * deploy or a new Node). BENCH_TSX=1 adds the sources under tsx (how `npm start` ran before build:server).
 *
 *   npm run bench -- restart
 *   npx tsx test/bench/restart.ts
 *
 * The data (SEED_JOBS' default, 20,000 jobs) is seeded once and reused: PostgreSQL in schema hf_bench_restart of
 * BENCH_DATABASE_URL, PGlite in .bench/restart-pglite. Each figure is the median of 3 starts, alternated between the
 * commands so a noisy machine weighs on all alike, with the load average before and after. Where the time goes is
 * the server's own account (its "ready" line, adapters/server/startupPhases.ts): the median of each phase.
 */
import { postgresReachable } from '../support/postgres'
import { BENCH_PG_URL, benchData, buildServer, COMMANDS, loadAverage, median, startCommand, type CommandName } from './serverProcess'

const JOBS = 20_000
const RUNS = 3

interface Start {
  readonly firstAnswerMs: number
  readonly phases: ReadonlyMap<string, number>
}

async function restarts(names: readonly CommandName[], env: Record<string, string>): Promise<Map<CommandName, Start[]>> {
  const starts = new Map<CommandName, Start[]>(names.map((name) => [name, []]))
  // One start that is not counted: it fills the compile cache (and the OS's file cache) as a previous run would have.
  await (await startCommand('compiled', env)).stop()
  for (let run = 0; run < RUNS; run++) {
    for (const name of names) {
      const server = await startCommand(name, env)
      const phases = await Promise.race([server.phases(), new Promise<ReadonlyMap<string, number>>((done) => setTimeout(() => done(new Map()), 2000))])
      starts.get(name)!.push({ firstAnswerMs: server.firstAnswerMs, phases })
      await server.stop()
    }
  }
  return starts
}

/** Each phase's median over the starts, in the order the server reports them. */
function phaseMedians(starts: readonly Start[]): string {
  const names = [...new Set(starts.flatMap((start) => [...start.phases.keys()]))]
  if (names.length === 0) return '(no phases reported)'
  return names.map((phase) => `${phase} ${Math.round(median(starts.map((start) => start.phases.get(phase) ?? 0)))}`).join(', ')
}

export default async function run(): Promise<string[]> {
  buildServer()
  const names: CommandName[] = process.env.BENCH_TSX === '1' ? ['compiled', 'cold', 'tsx'] : ['compiled', 'cold']
  const lines = [
    `Spawn -> first answer (GET /env), existing data (${JOBS.toLocaleString('en-US')} jobs), median of ${RUNS} (all runs in brackets); phases: the server's own medians in ms`,
  ]
  const targets = { PostgreSQL: 2000, PGlite: 5000 }
  const databases: [keyof typeof targets, () => Promise<Record<string, string>>][] = [['PGlite', () => benchData({ dataDir: '.bench/restart-pglite' }, JOBS)]]
  if (await postgresReachable(BENCH_PG_URL)) databases.unshift(['PostgreSQL', () => benchData({ databaseUrl: BENCH_PG_URL, schema: 'hf_bench_restart' }, JOBS)])
  else lines.push(`PostgreSQL not reachable at ${new URL(BENCH_PG_URL).host}: skipped (set BENCH_DATABASE_URL)`)
  for (const [database, prepare] of databases) {
    const env = await prepare()
    const before = loadAverage()
    const starts = await restarts(names, env)
    for (const name of names) {
      const runs = starts.get(name)!
      const figure = median(runs.map((start) => start.firstAnswerMs))
      const verdict = name === 'compiled' ? ` (${figure <= targets[database] ? 'within' : 'OVER'} the ${targets[database] / 1000} s target)` : ''
      lines.push(`  ${database.padEnd(10)} ${COMMANDS[name].label.padEnd(38)} ${Math.round(figure).toString().padStart(6)} ms${verdict}  [${runs.map((start) => Math.round(start.firstAnswerMs)).join(', ')}]`)
      if (name !== 'tsx') lines.push(`  ${''.padEnd(10)}   phases: ${phaseMedians(runs)}`)
    }
    lines.push(`  load average ${before} before, ${loadAverage()} after (2 cores)`)
  }
  lines.push('reproduce: npm run bench -- restart')
  return lines
}

if (process.argv[1]?.endsWith('restart.ts')) console.log((await run()).join('\n'))
