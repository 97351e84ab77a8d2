/**
 * The gzipped JavaScript a visitor downloads for home -> search (target <= 150 KB).
 *
 *   npm run bench -- bundle            (builds dist/ first when it is missing)
 *   BUNDLE_BENCH_REBUILD=1 npm run bench -- bundle   (always rebuilds)
 *
 * Serves dist/ with a tiny static server (SPA fallback, plus stub /env and /rest/jobs/search answers: the JS a
 * page loads does not depend on the data), opens / in Chromium, submits a search, and sums the gzip size of
 * every .js response. Also prints the static figure from Vite's manifest (the entry and its static imports).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'

const ROOT = resolve(import.meta.dirname, '../..')
const DIST = join(ROOT, 'dist')
const TARGET_KB = 150

interface LoadedScript {
  readonly name: string
  readonly bytes: number
  readonly gzipBytes: number
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length

async function ensureBuilt(): Promise<void> {
  if (existsSync(join(DIST, 'index.html')) && !process.env.BUNDLE_BENCH_REBUILD) return
  const { build } = await import('vite')
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' })
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** A search that lists nothing, without a no-match message: the no-match screen is a chunk of its own (~3 KB gz with
 * its texts, ui/features/search/NoMatchResults.tsx) that a search with results never loads. */
const EMPTY_SEARCH_RESULT = {
  documents: [],
  hits: { total: { value: 0, relation: 'eq' } },
  cursor: null,
  complete: true,
  message: null,
  alternatives: [],
}

function answer(request: IncomingMessage, response: ServerResponse, origin: string): void {
  const path = decodeURIComponent(new URL(request.url ?? '/', origin).pathname)
  const json = (body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (path === '/env') return json({ apiUrl: origin, jaxApiUrl: origin })
  if (path === '/rest/jobs/search') return json(EMPTY_SEARCH_RESULT)
  const file = normalize(join(DIST, path))
  const servable = file.startsWith(DIST) && existsSync(file) && extname(file) !== ''
  const target = servable ? file : join(DIST, 'index.html')
  response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(target)] ?? 'application/octet-stream' })
  response.end(readFileSync(target))
}

async function serveDist(): Promise<{ server: Server; origin: string }> {
  let origin = ''
  const server = createServer((request, response) => answer(request, response, origin))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, origin }
}

/** Home, then a search submitted from its form: every .js response on the way, with its gzip size. */
async function measureInChromium(origin: string, executablePath: string): Promise<LoadedScript[]> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    const pending: Promise<LoadedScript | null>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.endsWith('.js')) return
      pending.push(response.body().then((body) => ({ name: url.pathname, bytes: body.length, gzipBytes: gzipSize(body) }), () => null))
    })
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    const what = page.getByLabel('What').first()
    await what.fill('nurse')
    await what.press('Enter')
    await page.waitForURL(/\/search\?/)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null)
    return [...new Map(scripts.map((script) => [script.name, script])).values()]
  } finally {
    await browser.close()
  }
}

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
}

/** The entry chunk and everything it imports statically (what the first screen must download). */
function staticEntryFigure(): LoadedScript[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return [...seen].flatMap((key) => {
    const file = manifest[key]?.file
    if (!file?.endsWith('.js')) return []
    const body = readFileSync(join(DIST, file))
    return [{ name: `/${file}`, bytes: body.length, gzipBytes: gzipSize(body) }]
  })
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

/** Measures and returns the report lines (test/bench/run.ts prints them). */
export async function measureHomeToSearchBundle(): Promise<string[]> {
  await ensureBuilt()
  const lines = table('Static: entry chunk + static imports (dist/.vite/manifest.json), gzip -9', staticEntryFigure())
  const executablePath = CHROMIUM_PATH
  if (!existsSync(executablePath)) {
    return [...lines, `Chromium not found at ${executablePath} (apt-get install -y chromium, or set CHROMIUM_PATH): browser figure skipped.`]
  }
  const { server, origin } = await serveDist()
  try {
    const loaded = await measureInChromium(origin, executablePath)
    return [...lines, '', ...table('Loaded in Chromium: / then a search submitted to /search, every .js response, gzip -9', loaded)]
  } finally {
    server.close()
  }
}

export default measureHomeToSearchBundle
