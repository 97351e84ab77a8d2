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
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../adapters/server/app'
import { openPglite } from '../../adapters/server/db/pglite'
import { runMigrations } from '../../adapters/server/db/migrate'
import { seedDatabase } from '../../adapters/server/seed/seed'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'

const ROOT = resolve(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
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


async function ensureBuilt(): Promise<void> {
  if (existsSync(join(DIST, 'index.html')) && !process.env.BUNDLE_BENCH_REBUILD) return
  const { build } = await import('vite')
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' })
}

/** The server as `npm run serve` runs it, on a small in-memory database, on an ephemeral port. */
async function startServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const db = await openPglite()
  await runMigrations(db)
  await seedDatabase(db, { jobs: BENCH_JOBS })
  const app = createApp({ db, distDir: DIST, logError: (error) => console.error(error), production: true })
  const server = await new Promise<Server>((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started as Server)) as Server
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((done) => server.close(done))
      await db.close()
    },
  }
}

interface Measured extends LoadedScript {
  readonly wireBytes: number
  readonly encoding: string
}

/** Home, then a search submitted from its form: every .js response on the way, with its size on the wire. */
async function measureInChromium(origin: string, executablePath: string, acceptEncoding?: string): Promise<Measured[]> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext(acceptEncoding ? { extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } } : {})
    const page = await context.newPage()
    const pending: Promise<Measured | null>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.endsWith('.js')) return
      const measured = Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')]).then(
        ([body, sizes, encoding]) => ({ name: url.pathname, bytes: body.length, gzipBytes: gzipSize(body), wireBytes: sizes.responseBodySize, encoding: encoding ?? 'identity' }),
        () => null,
      )
      pending.push(measured)
    })
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    const what = page.getByLabel('What').first()
    await what.fill('nurse')
    await what.press('Enter')
    await page.waitForURL(/\/search\?/)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const scripts = (await Promise.all(pending)).filter((script): script is Measured => script !== null)
    return [...new Map(scripts.map((script) => [script.name, script])).values()]
  } finally {
    await browser.close()
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
    `  wire = response body bytes as Chromium received them (Request.sizes().responseBodySize); encodings seen: ${encodings}`,
  ]
}

/** The figures of one measurement, and what is wrong with them (nothing when within the budget). */
export interface FirstScreenFigures {
  readonly lines: string[]
  readonly problems: string[]
}

/** Measures home -> search statically and in Chromium; `problems` names what breaks the budget. */
export async function measureFirstScreen(): Promise<FirstScreenFigures> {
  await ensureBuilt()
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
  const executablePath = CHROMIUM_PATH
  if (!existsSync(executablePath)) {
    return { lines: [...lines, `Chromium not found at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH): browser figure skipped.`], problems }
  }
  const server = await startServer()
  try {
    const asBrowsers = await measureInChromium(server.origin, executablePath)
    const gzipOnly = new Map((await measureInChromium(server.origin, executablePath, 'gzip, deflate')).map((script) => [script.name, script]))
    const scripts = asBrowsers.map((script) => ({ ...script, brWire: script.wireBytes, gzipWire: gzipOnly.get(script.name)?.wireBytes ?? Number.NaN }))
    const encodings = [...new Set([...asBrowsers, ...gzipOnly.values()].map((script) => script.encoding))].join(', ')
    const chromiumKb = totalGzipKb(scripts)
    if (chromiumKb > TARGET_KB) problems.push(`home -> search in Chromium is ${chromiumKb.toFixed(1)} KB gz, over the ${TARGET_KB} KB budget`)
    const counted = new Set(journey.map((script) => script.name))
    const uncounted = scripts.filter((script) => script.name.startsWith('/assets/') && !counted.has(script.name))
    if (uncounted.length > 0) {
      problems.push(`Chromium loaded chunks the static figure does not count: ${uncounted.map((script) => script.name).join(', ')} (a first-screen import, or HOME_TO_SEARCH_LAZY in test/bench/firstScreen.ts to update)`)
    }
    return { lines: [...lines, '', ...transferTable(scripts, encodings)], problems }
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
