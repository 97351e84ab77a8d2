/**
 * `npm run bench`: every benchmark, each figure printed with the command that reproduces it.
 *
 *   npm run bench             all benches
 *   npm run bench -- bundle   the JS loaded for home -> search, gzip -9 and as transferred (test/bench/bundle.ts)
 *   npm run bench -- search   search latency and throughput on PGlite/PG    (test/bench/search.ts)
 *   npm run bench -- autocomplete   what/where suggestions as a user types   (test/bench/autocomplete.ts)
 *   npm run bench -- lighthouse   mobile Lighthouse on home, search and a job page, medians of 3 (test/bench/lighthouse.ts)
 *   npm run bench -- facets   what the experience-level and industry counts add to a search (test/bench/facets.ts)
 *   npm run bench -- restart  spawn -> first answer with existing data, compiled JS and tsx (test/bench/restart.ts)
 *   npm run bench -- memory   the server's resident memory idle and after a search load (test/bench/memory.ts)
 *   npm run bench -- restart memory bytes   start-up, memory and bytes on the wire together (bytes: the bundle bench)
 *   BENCH_1M=1 npm run bench -- search   also 1,000,000 jobs on PostgreSQL
 *   BENCH_ONLY=PostgreSQL npm run bench -- search   one database only (or PGlite)
 *
 * Each bench module exports an async function (its default export, `run`, or its only exported function)
 * that measures and returns its figures (a string, lines of text, or an object printed as JSON).
 * Speed is measured here, never asserted in tests.
 */
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

interface Bench {
  readonly name: string
  readonly file: string
  readonly what: string
}

const BENCHES: readonly Bench[] = [
  { name: 'bundle', file: 'bundle.ts', what: 'JS loaded for home -> search: gzip -9 (budget <= 150 KB) and brotli/gzip bytes as the real server sends them (target <= 160 KB)' },
  {
    name: 'search',
    file: 'search.ts',
    what: 'search over HTTP at 100,000 jobs on PGlite and PostgreSQL: a Zipf mix of 12,000 searches and every search distinct at 32 clients, common words at 1 (medians of 3 runs, load average; issue 14 targets; 1M rows with BENCH_1M=1)',
  },
  { name: 'autocomplete', file: 'autocomplete.ts', what: 'what/where autocomplete latency p50/p95/p99 at 100,000 jobs on PGlite (target p95 <= 15 ms)' },
  {
    name: 'lighthouse',
    file: 'lighthouse.ts',
    what: 'mobile Lighthouse (default profile) on home, search and a job page in Debian\'s Chromium, medians of 3 (targets: performance >= 95, FCP <= 1.5 s, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.02)',
  },
  { name: 'facets', file: 'facets.ts', what: 'the experience-level and industry counts: their query alone against the whole search, at 100,000 jobs on PGlite' },
  { name: 'memory', file: 'memory.ts', what: 'server memory (RSS) idle and after a search load, node dist-server/main.js on PostgreSQL (target idle <= 200 MB) and PGlite' },
  { name: 'restart', file: 'restart.ts', what: 'restart with existing data: spawn -> first answer, node dist-server/main.js against tsx (targets <= 2 s PostgreSQL, <= 5 s PGlite)' },
]

/** Other names a bench answers to on the command line. */
const ALIASES: Readonly<Record<string, string>> = { bytes: 'bundle' }

type BenchFunction = (...args: unknown[]) => Promise<unknown>

function benchFunctionOf(module: Record<string, unknown>): BenchFunction | undefined {
  const candidates = [module.default, module.run, ...Object.values(module)]
  return candidates.find((value): value is BenchFunction => typeof value === 'function')
}

function format(result: unknown): string {
  if (result === undefined) return ''
  if (typeof result === 'string') return result
  if (Array.isArray(result) && result.every((line) => typeof line === 'string')) return result.join('\n')
  return JSON.stringify(result, null, 2)
}

async function runBench(bench: Bench): Promise<'ran' | 'absent' | 'failed'> {
  const path = join(import.meta.dirname, bench.file)
  console.log(`\n## ${bench.name}: ${bench.what}`)
  console.log(`   reproduce: npm run bench -- ${bench.name}`)
  if (!existsSync(path)) {
    console.log(`   (test/bench/${bench.file} is not written yet)`)
    return 'absent'
  }
  try {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    const measure = benchFunctionOf(module)
    if (!measure) throw new Error(`test/bench/${bench.file} exports no function`)
    const text = format(await measure())
    if (text) console.log(text.replace(/^/gm, '   '))
    // Every figure with the machine's load (issue 14): the benches print theirs; this line is the bench's end.
    console.log(`   load average at the end of ${bench.name}: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
    return 'ran'
  } catch (error) {
    console.error(`   ${bench.name} failed:`, error)
    return 'failed'
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).map((name) => ALIASES[name] ?? name)
  const unknown = wanted.filter((name) => !BENCHES.some((bench) => bench.name === name))
  if (unknown.length > 0) {
    console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${[...BENCHES.map((bench) => bench.name), ...Object.keys(ALIASES)].join(', ')}`)
    process.exit(2)
  }
  const selected = wanted.length === 0 ? BENCHES : BENCHES.filter((bench) => wanted.includes(bench.name))
  console.log(`# Hireflow benchmarks (node ${process.version}, ${new Date().toISOString()}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`)
  const outcomes = []
  for (const bench of selected) outcomes.push(await runBench(bench))
  if (outcomes.includes('failed')) process.exitCode = 1
  else if (outcomes.includes('absent')) process.exitCode = 3
}

await main()
