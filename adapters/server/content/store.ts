import type { ContentPageKey } from '../../../core/content'
import type { Queryable } from '../db/db'

/** What is written: an entry without its bookkeeping (version, updated_at come from the store). */
export interface ContentWrite {
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly body: string
  readonly author: string
  readonly image: { readonly url: string; readonly alt: string } | null
  readonly publishedAt: Date
}

/** A row of content_entries as the domain reads it (what was written, with its bookkeeping); `body` is Markdown. */
export interface ContentRecord extends ContentWrite {
  readonly id: string
  readonly kind: 'page' | 'news'
  readonly updatedAt: Date
  readonly version: number
}

interface Row {
  id: string
  kind: 'page' | 'news'
  slug: string
  title: string
  description: string
  body: string
  author: string
  image_url: string | null
  image_alt: string | null
  published_at: Date | string
  updated_at: Date | string
  version: number
}

const COLUMNS = 'id, kind, slug, title, description, body, author, image_url, image_alt, published_at, updated_at, version'

const toRecord = (row: Row): ContentRecord => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  author: row.author,
  image: row.image_url === null ? null : { url: row.image_url, alt: row.image_alt ?? '' },
  publishedAt: new Date(row.published_at),
  updatedAt: new Date(row.updated_at),
  version: Number(row.version),
})

/** The content table's SQL. */
export interface ContentStore {
  page(key: ContentPageKey): Promise<ContentRecord | null>
  /** Any entry by id, published or not. */
  find(id: string): Promise<ContentRecord | null>
  /** Published articles (published_at not after `now`), newest first, at most `limit`. */
  news(now: Date, limit: number): Promise<ContentRecord[]>
  /** One published article. */
  article(id: string, now: Date): Promise<ContentRecord | null>
  /** Creates or replaces an entry (its version goes up by one); `by` is the administrator's account id. */
  put(kind: 'page' | 'news', id: string, write: ContentWrite, at: Date, by: string | null): Promise<ContentRecord>
}

export function createContentStore(db: Queryable): ContentStore {
  return {
    async page(key) {
      const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM content_entries WHERE kind = 'page' AND id = $1`, [key])
      return row ? toRecord(row) : null
    },
    async find(id) {
      const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM content_entries WHERE id = $1`, [id])
      return row ? toRecord(row) : null
    },
    async news(now, limit) {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM content_entries WHERE kind = 'news' AND published_at <= $1 ORDER BY published_at DESC, id LIMIT $2`,
        [now, limit],
      )
      return rows.map(toRecord)
    },
    async article(id, now) {
      const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM content_entries WHERE kind = 'news' AND id = $1 AND published_at <= $2`, [id, now])
      return row ? toRecord(row) : null
    },
    async put(kind, id, write, at, by) {
      const [row] = await db.query<Row>(
        `INSERT INTO content_entries (id, kind, slug, title, description, body, author, image_url, image_alt, published_at, updated_at, version, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, $12)
         ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, title = EXCLUDED.title, description = EXCLUDED.description, body = EXCLUDED.body,
           author = EXCLUDED.author, image_url = EXCLUDED.image_url, image_alt = EXCLUDED.image_alt, published_at = EXCLUDED.published_at,
           updated_at = EXCLUDED.updated_at, version = content_entries.version + 1, updated_by = EXCLUDED.updated_by
         WHERE content_entries.kind = EXCLUDED.kind
         RETURNING ${COLUMNS}`,
        [id, kind, write.slug, write.title, write.description, write.body, write.author, write.image?.url ?? null, write.image?.alt ?? null, write.publishedAt, at, by],
      )
      if (!row) throw new Error(`content ${id} is of another kind`)
      return toRecord(row)
    },
  }
}
