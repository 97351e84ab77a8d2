import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Hono, type Context } from 'hono'
import { inlineAssets } from './criticalCss'
import { renderDocument } from './document'
import { serverIntl } from './intl'
import { matchPath, SERVER_ROUTES, type InlinedAnswer, type ServerApi, type ServerRoute } from './serverPages'
import { planSitemap, robotsTxt, sitemapFileRange, sitemapIndexXml, SITEMAP_MAX_URLS, urlsetXml, type SitemapUrl } from './sitemap'
import type { SitemapStore } from './sitemapStore'
import { jobPath } from './views'

export interface PageRouteOptions {
  /** The built app; its index.html is the page's frame. */
  readonly distDir: string
  /** PUBLIC_ORIGIN: canonical, Open Graph and sitemap addresses; default the request's origin. */
  readonly origin?: string
  /** Answers an API request in-process (the app's own fetch). */
  readonly fetch: (request: Request) => Response | Promise<Response>
  readonly sitemap: SitemapStore
  readonly logError: (error: unknown) => void
  /** The routes rendered on the server; default SERVER_ROUTES. */
  readonly routes?: readonly ServerRoute[]
  /** URLs per sitemap file; default 50,000 (tests split smaller). */
  readonly sitemapLimit?: number
  /** The clock of what a page says about time ("Active 12 days ago"); default the system's. */
  readonly now?: () => Date
}

/** Paths every sitemap lists first; then the news articles and Pro pages (SitemapStore.pages), then the jobs. */
const STATIC_PATHS = ['/', '/search', '/news']

/**
 * The server-rendered pages (GET of a path a ServerRoute matches, asking for HTML), /sitemap.xml with its
 * /sitemaps/{n}.xml files, and /robots.txt. A page whose loader returns null or fails falls through to the static
 * app (index.html), so the app alone still answers every address.
 */
export function pageRoutes(options: PageRouteOptions): Hono {
  const routes = new Hono()
  const dist = resolve(options.distDir)
  const serverRoutes = options.routes ?? SERVER_ROUTES
  const limit = options.sitemapLimit ?? SITEMAP_MAX_URLS
  const originOf = (c: Context) => options.origin ?? new URL(c.req.url).origin

  routes.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c)), 200, { 'Cache-Control': 'public, max-age=3600' }))

  /** The addresses listed before the jobs: the static paths, the news articles and the Pro pages. */
  const leadingUrls = async (origin: string): Promise<SitemapUrl[]> => [
    ...STATIC_PATHS.map((path) => ({ loc: origin + path })),
    ...((await options.sitemap.pages?.()) ?? []).map((page) => ({ loc: origin + page.path, ...(page.lastmod ? { lastmod: page.lastmod } : {}) })),
  ]
  const sitemapUrls = async (leading: readonly SitemapUrl[], origin: string, offset: number, count: number): Promise<SitemapUrl[]> => {
    const first = leading.slice(offset, offset + count)
    const jobOffset = Math.max(0, offset - leading.length)
    const jobs = await options.sitemap.openJobs(jobOffset, count - first.length)
    return [...first, ...jobs.map((job) => ({ loc: origin + jobPath(job), lastmod: job.postedAt.slice(0, 10) }))]
  }
  const xml = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })

  routes.get('/sitemap.xml', async (c) => {
    const origin = originOf(c)
    const leading = await leadingUrls(origin)
    const total = leading.length + (await options.sitemap.countOpenJobs())
    const plan = planSitemap(total, limit)
    if (plan.kind === 'index') return xml(c, sitemapIndexXml(origin, plan.files))
    return xml(c, urlsetXml(await sitemapUrls(leading, origin, 0, total)))
  })
  routes.get('/sitemaps/:file{[0-9]+\\.xml}', async (c) => {
    const origin = originOf(c)
    const leading = await leadingUrls(origin)
    const total = leading.length + (await options.sitemap.countOpenJobs())
    const range = planSitemap(total, limit).kind === 'index' ? sitemapFileRange(Number.parseInt(c.req.param('file'), 10), total, limit) : null
    if (!range) return c.text('No such sitemap.', 404)
    return xml(c, urlsetXml(await sitemapUrls(leading, origin, range.offset, range.count)))
  })

  routes.get('*', async (c, next) => {
    const url = new URL(c.req.url)
    const found = serverRoutes.map((route) => ({ route, params: matchPath(route.path, url.pathname) })).find((entry) => entry.params)
    if (!found?.params) return next()
    const template = await readFile(join(dist, 'index.html'), 'utf8').catch(() => null)
    if (template === null) return next()
    const origin = originOf(c)
    const answers: InlinedAnswer[] = []
    const api: ServerApi = async (method, path, body) => {
      const request = new Request(url.origin + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const response = await options.fetch(request)
      const text = await response.text()
      answers.push({ method, path: new URL(request.url).pathname, ...(body === undefined ? {} : { body }), status: response.status, answer: text })
      let json: unknown = null
      try {
        json = JSON.parse(text)
      } catch {
        json = null
      }
      return { status: response.status, json }
    }
    try {
      const intl = serverIntl()
      // The app's first call (its config, GET /env) is answered in the page as well.
      await api('GET', '/env')
      const page = await found.route.load({ url, origin, api, intl, now: (options.now ?? (() => new Date()))() }, found.params)
      if (!page) return next()
      const html = renderDocument(template, page, { origin, intl, answers, inline: inlineAssets(dist), href: url.pathname + url.search })
      return c.html(html, (page.status ?? 200) as 200, { 'Cache-Control': 'no-cache' })
    } catch (error) {
      options.logError(error)
      return next()
    }
  })
  return routes
}
