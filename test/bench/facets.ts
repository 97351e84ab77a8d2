/**
 * What the experience-level and industry counts cost a search (docs/decisions.md, "Facet counts"): at 100,000 jobs on
 * PGlite, each search of the search bench's mixes runs twice in-process (searchJobs, first page), with its counts as
 * it answers them and without (`facets: false`), interleaved in alternating order so both see the same machine load.
 *
 *   npm run bench -- facets
 *   npx tsx test/bench/facets.ts             the same, without the runner
 *
 * Shares .bench/pglite-100000 (and its lock) with the search bench.
 */
import { loadavg } from 'node:os'
import * as v from 'valibot'
import { EXPERIENCE_LEVELS, INDUSTRIES, SearchCriteriaSchema, type SearchCriteria } from '../../core/search'
import { searchJobs, SEARCH_TUNING } from '../../adapters/server/search/store'
import { createRandom, type Random } from '../../adapters/server/seed/random'
import { prepare, takeLock } from './search'
import { realisticCriteria, whatOnlyCriteria } from './search-load'

const SEARCHES = 200
const WARM_UP = 40

/** A realistic search with a level or an industry (or both) chosen: the counts then leave the chosen one out. */
function withFacetChosen(random: Random): Record<string, unknown> {
  const criteria = realisticCriteria(random)
  const pick = random.next()
  if (pick < 0.7) criteria.industry = random.pick(INDUSTRIES)
  if (pick > 0.3) criteria.experience = random.pick(EXPERIENCE_LEVELS)
  return criteria
}

const MIXES = { realistic: realisticCriteria, 'what-only': whatOnlyCriteria, 'level/industry chosen': withFacetChosen } as const

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), sum: values.reduce((a, b) => a + b, 0) }
}

/** Runs the facet-count benchmark and returns the lines to print. */
export default async function run(): Promise<string[]> {
  const release = takeLock()
  const db = await prepare({ dataDir: '.bench/pglite-100000' }, 100_000)
  try {
    const now = new Date()
    const ms = (n: number) => n.toFixed(1).padStart(7)
    const lines: string[] = []
    for (const [name, mix] of Object.entries(MIXES)) {
      const random = createRandom(7)
      const searches = Array.from({ length: WARM_UP + SEARCHES }, () => v.parse(SearchCriteriaSchema, mix(random)))
      const withCounts: number[] = []
      const without: number[] = []
      let capped = 0
      const timed = async (criteria: SearchCriteria, facets: boolean) => {
        const t = performance.now()
        const outcome = await searchJobs(db, criteria, now, { facets })
        return { ms: performance.now() - t, outcome }
      }
      for (const [i, criteria] of searches.entries()) {
        const first = i % 2 === 0
        const a = await timed(criteria, first)
        const b = await timed(criteria, !first)
        const [counted, plain] = first ? [a, b] : [b, a]
        if (i < WARM_UP) continue
        withCounts.push(counted.ms)
        without.push(plain.ms)
        if (counted.outcome._tag === 'SearchAnswered' && counted.outcome.result.facets?.relation === 'gte') capped++
      }
      const w = figures(withCounts)
      const o = figures(without)
      lines.push(`| ${name.padEnd(21)} | ${String(SEARCHES).padStart(8)} | ${ms(o.p50).padStart(14)} | ${ms(o.p95)} | ${ms(w.p50).padStart(11)} | ${ms(w.p95)} | ${(100 * (w.sum - o.sum) / o.sum).toFixed(0).padStart(5)} % | ${String(capped).padStart(6)} |`)
    }
    return [
      `Each search's first page in-process (searchJobs), without the counts and with them, interleaved; ${SEARCHES} searches`,
      `per mix after ${WARM_UP} to warm up, 100,000 jobs on PGlite. "added": the total time with counts over the total without,`,
      `minus one. "capped": searches whose counts stopped at ${SEARCH_TUNING.countLimit} matches (lower bounds, shown "N+").`,
      '| mix                   | searches | without p50 ms |  p95 ms | with p50 ms |  p95 ms | added   | capped |',
      '|-----------------------|----------|----------------|---------|-------------|---------|---------|--------|',
      ...lines,
      `load average during the run: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on this machine`,
      'reproduce: npm run bench -- facets   (or npx tsx test/bench/facets.ts)',
    ]
  } finally {
    await db.close()
    release()
  }
}

if (process.argv[1]?.endsWith('facets.ts')) {
  run().then((lines) => console.log(lines.join('\n')), (error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
