/**
 * What the browser benches share (the bundle bench, test/bench/bundle.ts, and Lighthouse, test/bench/lighthouse.ts):
 * the built app, the real server on a small in-memory PGlite, and one way to launch Debian's Chromium. Chromium is
 * launched by playwright-core with test/support/chromium.ts's flags; a bench that drives it through the DevTools
 * protocol itself (Lighthouse) asks for a debugging port on the same launch.
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import type { Browser } from 'playwright-core'
import { createApp } from '../../adapters/server/app'
import { runMigrations } from '../../adapters/server/db/migrate'
import { openPglite } from '../../adapters/server/db/pglite'
import { seedDatabase } from '../../adapters/server/seed/seed'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { freePort } from './serverProcess'

export const ROOT = resolve(import.meta.dirname, '../..')
/** The built app the benches serve: dist/, or BENCH_DIST (an older build, to compare before and after in one run). */
export const DIST = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(ROOT, 'dist')

/** Builds dist/ with Vite when it is missing, or always when `rebuild` (a bench's BENCH_REBUILD-like setting). */
export async function ensureBuilt(rebuild = false): Promise<void> {
  if (existsSync(join(DIST, 'index.html')) && !rebuild) return
  const { build } = await import('vite')
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' })
}

/** One answer's body as it left the server (compressed, when it was): what crossed the wire for it. */
export interface SentBody {
  readonly path: string
  /** Who asked, by the request's Sec-Fetch-Dest: `script` (a script tag, a preload, an import()), `empty` (fetch(): the app's API calls, the service worker's precaching), `document`... */
  readonly dest: string
  readonly encoding: string
  readonly bytes: number
}

export interface BenchApp {
  readonly origin: string
  /** Every answer's body bytes as sent, in order (the bundle bench's "as received" figure); `clear` empties it. */
  readonly sent: SentBody[]
  close(): Promise<void>
}

/**
 * The server as `npm run serve` runs it (production, dist/ with its precompressed twins), on `jobs` seeded in memory.
 * Each answer's body is counted as it leaves the server (`sent`): what the browser really receives, whichever of the
 * page, its preloads or the service worker asked, and whether or not DevTools can attribute it.
 */
export async function startBenchApp(jobs: number): Promise<BenchApp> {
  const db = await openPglite()
  await runMigrations(db)
  await seedDatabase(db, { jobs })
  const app = createApp({ db, distDir: DIST, logError: (error) => console.error(error), production: true })
  const sent: SentBody[] = []
  const counted = async (request: Request, ...rest: unknown[]): Promise<Response> => {
    const response = await (app.fetch as (request: Request, ...rest: unknown[]) => Response | Promise<Response>)(request, ...rest)
    if (!response.body) return response
    const answer = { path: new URL(request.url).pathname, dest: request.headers.get('sec-fetch-dest') ?? '', encoding: response.headers.get('content-encoding') ?? 'identity' }
    let bytes = 0
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength
          controller.enqueue(chunk)
        },
        flush() {
          sent.push({ ...answer, bytes })
        },
      }),
    )
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const server = await new Promise<Server>((done) => {
    const started = serve({ fetch: counted, port: 0, hostname: '127.0.0.1' }, () => done(started as Server)) as Server
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: async () => {
      await new Promise((done) => server.close(done))
      await db.close()
    },
  }
}

/** Whether Debian's Chromium (or CHROMIUM_PATH's) is there to launch. */
export const chromiumInstalled = (): boolean => existsSync(CHROMIUM_PATH)

export interface BenchChromium {
  readonly browser: Browser
  /** The DevTools port on the loopback, when asked for (Lighthouse connects there). */
  readonly debuggingPort?: number
  close(): Promise<void>
}

/** Launches Chromium headless with the project's flags; `debuggingPort: true` also opens the DevTools protocol on a free loopback port. */
export async function launchBenchChromium(options: { readonly debuggingPort?: boolean } = {}): Promise<BenchChromium> {
  const { chromium } = await import('playwright-core')
  const debuggingPort = options.debuggingPort ? await freePort() : undefined
  const args = debuggingPort === undefined ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1']
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args })
  return { browser, debuggingPort, close: () => browser.close() }
}
