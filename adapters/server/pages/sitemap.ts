import { escapeHtml } from './escape'

/** The sitemap protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html); past it, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

/** One address of the site in a sitemap. */
export interface SitemapUrl {
  readonly loc: string
  /** ISO date of the last change, when known. */
  readonly lastmod?: string
}

/**
 * How /sitemap.xml is laid out for `total` addresses: one urlset when they fit in one file, else a sitemap index of
 * `files` files (/sitemaps/1.xml ... /sitemaps/N.xml), file n holding addresses [(n-1) * limit, n * limit).
 */
export type SitemapPlan = { readonly kind: 'single' } | { readonly kind: 'index'; readonly files: number }

export function planSitemap(total: number, limit: number = SITEMAP_MAX_URLS): SitemapPlan {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A sitemap file holds at least one URL (got ${limit}).`)
  return total <= limit ? { kind: 'single' } : { kind: 'index', files: Math.ceil(total / limit) }
}

/** The range of addresses file `n` (1-based) of a split sitemap holds; null when there is no such file. */
export function sitemapFileRange(n: number, total: number, limit: number = SITEMAP_MAX_URLS): { offset: number; count: number } | null {
  const plan = planSitemap(total, limit)
  const files = plan.kind === 'single' ? 1 : plan.files
  if (!Number.isInteger(n) || n < 1 || n > files) return null
  const offset = (n - 1) * limit
  return { offset, count: Math.min(limit, total - offset) }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** A urlset file. */
export const urlsetXml = (urls: readonly SitemapUrl[]): string =>
  `${XML_HEAD}<urlset xmlns="${NS}">\n${urls
    .map((url) => `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeHtml(url.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n')}\n</urlset>\n`

/** A sitemap index naming `files` files at `${origin}/sitemaps/{n}.xml`. */
export const sitemapIndexXml = (origin: string, files: number): string =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${index + 1}.xml`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`

/** robots.txt: everything public may be crawled; account, sign-in, admin and API addresses not; the sitemap named. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /rest/',
    'Disallow: /settings',
    'Disallow: /applications',
    'Disallow: /login',
    'Disallow: /admin',
    'Disallow: /apply/',
    'Disallow: /interview',
    'Disallow: /opt',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
