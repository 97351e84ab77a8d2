import type { Db } from '../db/db'

/** An open job as the sitemap lists it. */
export interface SitemapJob {
  readonly id: string
  readonly slug: string
  readonly postedAt: string
}

/** The open jobs, in a stable order (by id), a slice at a time: what the sitemap lists. */
export interface SitemapStore {
  countOpenJobs(): Promise<number>
  openJobs(offset: number, limit: number): Promise<SitemapJob[]>
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
  }
}
