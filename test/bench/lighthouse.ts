/**
 * `npm run bench -- lighthouse`: mobile Lighthouse (its default profile: a mid-range phone on slow 4G, 4x CPU
 * slowdown, simulated throttling) on home, a search and a job page, served by the real server (production mode, the
 * built app, an in-memory PGlite), in Debian's Chromium launched as the bundle bench launches it (test/bench/browser.ts;
 * Lighthouse drives it through its DevTools port; nothing downloaded). Medians of
 * three runs per page, with the machine's load average, against issue 14's targets.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromiumInstalled, ensureBuilt, launchBenchChromium, startBenchApp } from './browser'

const BENCH_JOBS = 2000
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** LIGHTHOUSE_REPORTS=dir keeps each page's last report (<page>.json) there, for its opportunities and diagnostics. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS

/** Issue 14's targets. */
const TARGETS = { performance: 95, fcpMs: 1500, lcpMs: 2000, tbtMs: 150, cls: 0.02 }

interface Figures {
  readonly performance: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

const numeric = (audits: Record<string, { numericValue?: number } | undefined>, id: string): number => audits[id]?.numericValue ?? NaN

export async function run(): Promise<string[]> {
  if (!chromiumInstalled()) return ['Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): Lighthouse skipped.']
  await ensureBuilt(Boolean(process.env.BENCH_REBUILD))
  const server = await startBenchApp(BENCH_JOBS)
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await launchBenchChromium({ debuggingPort: true })
  const lines: string[] = [`load average before: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`]
  try {
    const search = await (await fetch(`${server.origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"what":"nurse"}' })).json() as { documents: { id: string; slug: string }[] }
    const job = search.documents[0]
    if (!job) throw new Error('The bench data has no nurse job.')
    const pages = [
      { name: 'home', path: '/' },
      { name: 'search', path: '/search?what=nurse' },
      { name: 'job', path: `/details/${job.slug}/${job.id}` },
    ]
    const misses: string[] = []
    for (const page of pages) {
      const runs: Figures[] = []
      const failures: string[] = []
      for (let index = 0; index < RUNS + 2 && runs.length < RUNS; index++) {
        const result = await lighthouse(`${server.origin}${page.path}`, { port: chrome.debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
        const { lhr } = result
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true })
          writeFileSync(join(REPORTS, `${page.name}.json`), JSON.stringify(lhr))
        }
        // A run Lighthouse could not finish (a time-out on a loaded machine: NO_FCP, PROTOCOL_TIMEOUT) scores 0: it is
        // reported and run again (at most twice), never counted in the medians.
        const score = lhr.categories.performance?.score
        if (lhr.runtimeError || score === null || score === undefined) {
          failures.push(lhr.runtimeError?.code ?? 'no score')
          continue
        }
        const audits = lhr.audits as Record<string, { numericValue?: number } | undefined>
        runs.push({
          performance: Math.round(score * 100),
          fcpMs: numeric(audits, 'first-contentful-paint'),
          lcpMs: numeric(audits, 'largest-contentful-paint'),
          tbtMs: numeric(audits, 'total-blocking-time'),
          cls: numeric(audits, 'cumulative-layout-shift'),
        })
      }
      const figures: Figures = {
        performance: median(runs.map((figure) => figure.performance)),
        fcpMs: median(runs.map((figure) => figure.fcpMs)),
        lcpMs: median(runs.map((figure) => figure.lcpMs)),
        tbtMs: median(runs.map((figure) => figure.tbtMs)),
        cls: median(runs.map((figure) => figure.cls)),
      }
      lines.push(
        `${page.name.padEnd(7)} performance ${figures.performance} (target >= ${TARGETS.performance}), FCP ${(figures.fcpMs / 1000).toFixed(2)} s (<= 1.5), ` +
          `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (<= 2.0), TBT ${Math.round(figures.tbtMs)} ms (<= 150), CLS ${figures.cls.toFixed(3)} (<= 0.02)` +
          `   [runs: ${runs.map((figure) => figure.performance).join(', ')}${failures.length > 0 ? `; failed runs: ${failures.join(', ')}` : ''}]`,
      )
      if (figures.performance < TARGETS.performance) misses.push(`${page.name} performance`)
      if (figures.fcpMs > TARGETS.fcpMs) misses.push(`${page.name} FCP`)
      if (figures.lcpMs > TARGETS.lcpMs) misses.push(`${page.name} LCP`)
      if (figures.tbtMs > TARGETS.tbtMs) misses.push(`${page.name} TBT`)
      if (figures.cls > TARGETS.cls) misses.push(`${page.name} CLS`)
    }
    lines.push(`load average after: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`)
    lines.push(misses.length === 0 ? 'every target met' : `targets missed: ${misses.join(', ')}`)
    return lines
  } finally {
    await chrome.close()
    await server.close()
  }
}
