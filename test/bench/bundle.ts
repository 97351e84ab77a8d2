/**
 * The JavaScript a visitor downloads for home -> search (target <= 150 KB gzip -9; issue 14: <= 160 KB as transferred).
 *
 *   npm run bench -- bundle            (builds dist/ first when it is missing)
 *   BUNDLE_BENCH_REBUILD=1 npm run bench -- bundle   (always rebuilds)
 *
 * Starts the real server (createApp on a small seeded PGlite, serving dist/ with its precompressed twins), opens /
 * in Chromium, submits a search, and for every .js response prints its raw size, its gzip -9 size (the budget's
 * figure) and the bytes that really crossed the wire: once as Chromium asks by default (brotli), once with
 * `Accept-Encoding: gzip, deflate` (a browser without brotli). Also prints the static figure from Vite's manifest
 * (test/bench/firstScreen.ts): the entry and its imports, and with the lazy chunks the journey opens.
 *
 *   npm run check:first-screen         the same, and exits 1 when either figure is over the 150 KB budget or Chromium
 *                                      loaded a chunk the static figure does not count (.ci/run runs it after the build)
 */
import { CHROMIUM_PATH } from '../support/chromium'
import { chromiumInstalled, DIST, ensureBuilt, launchBenchChromium, startBenchApp, type BenchApp } from './browser'
import { FIRST_SCREEN_BUDGET_KB as TARGET_KB, firstScreenScripts, gzipSize, HOME_TO_SEARCH_LAZY, kb, totalGzipKb } from './firstScreen'

const TRANSFER_TARGET_KB = 160
/** Enough jobs for a search page full of results; the JS a page loads does not depend on the data. */
const BENCH_JOBS = 300

interface LoadedScript {
  readonly name: string
  readonly bytes: number
  readonly gzipBytes: number
}

interface TransferredScript extends LoadedScript {
  /** Body bytes on the wire when Chromium asks as it does by default (br). */
  readonly brWire: number
  /** Body bytes on the wire when it asks for gzip only. */
  readonly gzipWire: number
}


interface Measured extends LoadedScript {
  /** Body bytes the server sent for this file during the journey, whoever asked (the page, a preload, the service worker). */
  readonly wireBytes: number
  readonly encoding: string
}

interface Journey {
  readonly scripts: Measured[]
  /** Everything else the service worker fetched to precache, after first paint (not JS the journey ran). */
  readonly precache: { readonly files: number; readonly bytes: number; readonly jsBytes: number }
}

/**
 * Home, then a search submitted from its form, in a fresh browser: every .js the page ran, with the bytes the server
 * sent for it (counted as they left it: test/bench/browser.ts), then what the service worker precached on top once it
 * is installed. DevTools' own size (Request.sizes()) is not used: it reads -1 or less for a file the service worker
 * answered, although that file did cross the wire once, when the worker fetched it.
 */
async function measureInChromium(server: BenchApp, acceptEncoding?: string): Promise<Journey> {
  const { browser, close } = await launchBenchChromium()
  server.sent.length = 0
  try {
    const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {})
    const page = await context.newPage()
    const pending: Promise<Omit<Measured, 'wireBytes'> | null>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.endsWith('.js')) return
      const measured = Promise.all([response.body(), response.headerValue('content-encoding')]).then(
        ([body, encoding]) => ({ name: url.pathname, bytes: body.length, gzipBytes: gzipSize(body), encoding: encoding ?? 'identity' }),
        () => null,
      )
      pending.push(measured)
    })
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' })
    const what = page.getByLabel('What').first()
    await what.fill('nurse')
    await what.press('Enter')
    await page.waitForURL(/\/search\?/)
    await page.waitForLoadState('networkidle')
    // The service worker's install (its precache) finishes before it is ready; a browser without one goes on.
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((done) => setTimeout(done, 10_000))]))
    await page.waitForTimeout(500)
    const loaded = (await Promise.all(pending)).filter((script): script is Omit<Measured, 'wireBytes'> => script !== null)
    const sent = [...server.sent]
    const wire = (path: string) => sent.filter((body) => body.path === path).reduce((sum, body) => sum + body.bytes, 0)
    const scripts = [...new Map(loaded.map((script) => [script.name, { ...script, wireBytes: wire(script.name) }])).values()]
    const ran = new Set(scripts.map((script) => script.name))
    const precached = sent.filter((body) => body.dest === 'empty' && !ran.has(body.path) && !body.path.startsWith('/rest/') && body.path !== '/env')
    return {
      scripts,
      precache: {
        files: precached.length,
        bytes: precached.reduce((sum, body) => sum + body.bytes, 0),
        jsBytes: precached.filter((body) => body.path.endsWith('.js')).reduce((sum, body) => sum + body.bytes, 0),
      },
    }
  } finally {
    await close()
  }
}

function table(title: string, scripts: readonly LoadedScript[]): string[] {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  const rows = scripts.map((script) => `  ${script.name.padEnd(44)} ${kb(script.bytes).padStart(9)} KB ${kb(script.gzipBytes).padStart(8)} KB`)
  const verdict = total / 1024 <= TARGET_KB ? 'within' : 'OVER'
  return [
    title,
    `  ${'file'.padEnd(44)} ${'raw'.padStart(12)} ${'gzip'.padStart(11)}`,
    ...rows,
    `  ${'total'.padEnd(44)} ${kb(scripts.reduce((sum, script) => sum + script.bytes, 0)).padStart(9)} KB ${kb(total).padStart(8)} KB  (${verdict} the ${TARGET_KB} KB target)`,
  ]
}

function transferTable(scripts: readonly TransferredScript[], encodings: string): string[] {
  const sum = (pick: (script: TransferredScript) => number) => scripts.reduce((total, script) => total + pick(script), 0)
  const row = (name: string, raw: number, gzip: number, br: number, gz: number) =>
    `  ${name.padEnd(44)} ${kb(raw).padStart(9)} KB ${kb(gzip).padStart(8)} KB ${kb(br).padStart(8)} KB ${kb(gz).padStart(8)} KB`
  const gzipTotal = sum((script) => script.gzipBytes)
  const brTotal = sum((script) => script.brWire)
  return [
    'Loaded in Chromium from the real server: / then a search submitted to /search, every .js response',
    `  ${'file'.padEnd(44)} ${'raw'.padStart(12)} ${'gzip -9'.padStart(11)} ${'br wire'.padStart(11)} ${'gzip wire'.padStart(11)}`,
    ...scripts.map((script) => row(script.name, script.bytes, script.gzipBytes, script.brWire, script.gzipWire)),
    row('total', sum((script) => script.bytes), gzipTotal, brTotal, sum((script) => script.gzipWire)),
    `  gzip -9: ${kb(gzipTotal)} KB (${gzipTotal / 1024 <= TARGET_KB ? 'within' : 'OVER'} the ${TARGET_KB} KB budget); ` +
      `as transferred: ${kb(brTotal)} KB (${brTotal / 1024 <= TRANSFER_TARGET_KB ? 'within' : 'OVER'} the ${TRANSFER_TARGET_KB} KB target)`,
    `  wire = body bytes the server sent for each file during the journey (counted as they left it, whoever asked); encodings seen: ${encodings}`,
  ]
}

/** The figures of one measurement, and what is wrong with them (nothing when within the budget). */
export interface FirstScreenFigures {
  readonly lines: string[]
  readonly problems: string[]
}

/** Measures home -> search statically and in Chromium; `problems` names what breaks the budget. */
export async function measureFirstScreen(): Promise<FirstScreenFigures> {
  await ensureBuilt(Boolean(process.env.BUNDLE_BENCH_REBUILD))
  const entry = firstScreenScripts(DIST)
  const journey = firstScreenScripts(DIST, HOME_TO_SEARCH_LAZY)
  const lines = [
    ...table('Static: entry chunk + static imports (dist/.vite/manifest.json), gzip -9', entry),
    '',
    ...table(`Static: the same + the lazy chunks home -> search opens (${HOME_TO_SEARCH_LAZY.join(', ')})`, journey),
  ]
  const problems: string[] = []
  const staticKb = totalGzipKb(journey)
  if (staticKb > TARGET_KB) problems.push(`static home -> search is ${staticKb.toFixed(1)} KB gz, over the ${TARGET_KB} KB budget`)
  if (!chromiumInstalled()) {
    return { lines: [...lines, `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH): browser figure skipped.`], problems }
  }
  const server = await startBenchApp(BENCH_JOBS)
  try {
    const asBrowsers = await measureInChromium(server)
    const gzipJourney = await measureInChromium(server, 'gzip, deflate')
    const gzipOnly = new Map(gzipJourney.scripts.map((script) => [script.name, script]))
    const scripts = asBrowsers.scripts.map((script) => ({ ...script, brWire: script.wireBytes, gzipWire: gzipOnly.get(script.name)?.wireBytes ?? Number.NaN }))
    const encodings = [...new Set([...asBrowsers.scripts, ...gzipOnly.values()].map((script) => script.encoding))].join(', ')
    const transferKb = scripts.reduce((sum, script) => sum + script.brWire, 0) / 1024
    if (transferKb > TRANSFER_TARGET_KB) problems.push(`home -> search as transferred is ${transferKb.toFixed(1)} KB of JS, over the ${TRANSFER_TARGET_KB} KB target`)
    const missing = scripts.filter((script) => script.brWire === 0)
    if (missing.length > 0) problems.push(`no bytes counted on the wire for ${missing.map((script) => script.name).join(', ')}: the count misses a way the browser got them`)
    const { precache } = asBrowsers
    const chromiumKb = totalGzipKb(scripts)
    if (chromiumKb > TARGET_KB) problems.push(`home -> search in Chromium is ${chromiumKb.toFixed(1)} KB gz, over the ${TARGET_KB} KB budget`)
    const counted = new Set(journey.map((script) => script.name))
    const uncounted = scripts.filter((script) => script.name.startsWith('/assets/') && !counted.has(script.name))
    if (uncounted.length > 0) {
      problems.push(`Chromium loaded chunks the static figure does not count: ${uncounted.map((script) => script.name).join(', ')} (a first-screen import, or HOME_TO_SEARCH_LAZY in test/bench/firstScreen.ts to update)`)
    }
    const precacheLine = `  then, after first paint, the service worker precaches the rest of the app: ${precache.files} more files, ${kb(precache.bytes)} KB as transferred (${kb(precache.jsBytes)} KB of it JS the journey did not run; not counted in the target)`
    return { lines: [...lines, '', ...transferTable(scripts, encodings), precacheLine], problems }
  } finally {
    await server.close()
  }
}

/** Measures and returns the report lines (test/bench/run.ts prints them). */
export async function measureHomeToSearchBundle(): Promise<string[]> {
  const { lines, problems } = await measureFirstScreen()
  return problems.length === 0 ? lines : [...lines, '', ...problems.map((problem) => `PROBLEM: ${problem}`)]
}

export default measureHomeToSearchBundle
