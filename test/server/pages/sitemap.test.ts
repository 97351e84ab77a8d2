import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { pageRoutes } from '../../../adapters/server/pages/routes'
import { planSitemap, sitemapFileRange, SITEMAP_MAX_URLS } from '../../../adapters/server/pages/sitemap'
import type { SitemapStore } from '../../../adapters/server/pages/sitemapStore'

describe('the sitemap split', () => {
  it('is one file up to 50,000 URLs and an index of ceil(n / 50,000) files past it', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000)
    expect(planSitemap(0)).toEqual({ kind: 'single' })
    expect(planSitemap(50_000)).toEqual({ kind: 'single' })
    expect(planSitemap(50_001)).toEqual({ kind: 'index', files: 2 })
    expect(planSitemap(1_000_002)).toEqual({ kind: 'index', files: 21 })
  })

  it('gives each file its slice, every address in exactly one file, none over the limit', () => {
    for (const total of [1, 9, 10, 11, 25, 99, 100, 101]) {
      const plan = planSitemap(total, 10)
      const files = plan.kind === 'single' ? 1 : plan.files
      let next = 0
      for (let n = 1; n <= files; n++) {
        const range = sitemapFileRange(n, total, 10)
        expect(range?.offset).toBe(next)
        expect(range?.count).toBeGreaterThan(0)
        expect(range?.count).toBeLessThanOrEqual(10)
        next += range?.count ?? 0
      }
      expect(next).toBe(total)
      expect(sitemapFileRange(files + 1, total, 10)).toBeNull()
      expect(sitemapFileRange(0, total, 10)).toBeNull()
    }
  })

  it('serves an index and its files when the jobs pass the limit', async () => {
    const jobs = Array.from({ length: 23 }, (_, index) => ({ id: `job${String(index).padStart(2, '0')}`, slug: 'nurse', postedAt: '2026-11-01T00:00:00.000Z' }))
    const store: SitemapStore = {
      countOpenJobs: async () => jobs.length,
      openJobs: async (offset, limit) => jobs.slice(offset, offset + limit),
      pages: async () => [{ path: '/news/hello/a1', lastmod: '2026-11-02' }, { path: '/pro/rita' }],
    }
    const app = new Hono()
    app.route('/', pageRoutes({ distDir: 'test/server/fixtures/dist', origin: 'https://hireflow.example', fetch: () => new Response(''), sitemap: store, logError: () => {}, sitemapLimit: 10 }))
    const index = await (await app.request('/sitemap.xml')).text()
    expect(index).toContain('<sitemapindex')
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([1, 2, 3].map((n) => `https://hireflow.example/sitemaps/${n}.xml`))
    const locs: string[] = []
    for (const n of [1, 2, 3]) {
      const file = await app.request(`/sitemaps/${n}.xml`)
      expect(file.status).toBe(200)
      locs.push(...[...(await file.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''))
    }
    expect(locs).toEqual([
      'https://hireflow.example/',
      'https://hireflow.example/search',
      'https://hireflow.example/news',
      'https://hireflow.example/news/hello/a1',
      'https://hireflow.example/pro/rita',
      ...jobs.map((job) => `https://hireflow.example/details/nurse/${job.id}`),
    ])
    expect((await app.request('/sitemaps/4.xml')).status).toBe(404)
  })
})
