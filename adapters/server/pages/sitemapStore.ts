import type { Db } from '../db/db'

/** An open job as the sitemap lists it. */
export interface SitemapJob {
  readonly id: string
  readonly slug: string
  readonly postedAt: string
}

/** A page the sitemap lists before the jobs: a Pro's page or a published news article (a few thousand at most). */
export interface SitemapPage {
  readonly path: string
  readonly lastmod?: string
}

/** What the sitemap lists: the Pro and news pages at once, then the open jobs in a stable order (by id), a slice at a time. */
export interface SitemapStore {
  countOpenJobs(): Promise<number>
  openJobs(offset: number, limit: number): Promise<SitemapJob[]>
  /** Every Pro's page and every published article, in a stable order; none when absent. */
  pages?(): Promise<SitemapPage[]>
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString()

export function createSitemapStore(db: Db): SitemapStore {
  return {
    async countOpenJobs() {
      const [row] = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM jobs WHERE closed_at IS NULL`)
      return Number(row?.count ?? 0)
    },
    async openJobs(offset, limit) {
      if (limit <= 0) return []
      const rows = await db.query<{ id: string; slug: string; posted_at: Date | string }>(
        `SELECT id, slug, posted_at FROM jobs WHERE closed_at IS NULL ORDER BY id LIMIT $1 OFFSET $2`,
        [limit, offset],
      )
      return rows.map((row) => ({ id: row.id, slug: row.slug, postedAt: iso(row.posted_at) }))
    },
    async pages() {
      const pros = await db.query<{ slug: string }>(`SELECT slug FROM pros ORDER BY slug`)
      const articles = await db.query<{ id: string; slug: string; updated_at: Date | string }>(
        `SELECT id, slug, updated_at FROM content_entries WHERE kind = 'news' AND published_at <= now() ORDER BY published_at DESC, id`,
      )
      return [
        ...articles.map((row) => ({ path: `/news/${encodeURIComponent(row.slug)}/${encodeURIComponent(row.id)}`, lastmod: iso(row.updated_at).slice(0, 10) })),
        ...pros.map((row) => ({ path: `/pro/${encodeURIComponent(row.slug)}` })),
      ]
    },
  }
}
