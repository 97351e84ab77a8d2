import { CONTENT_LIMITS, contentSource, type ContentPage, type ContentPageKey, type ContentPageUpdate, type NewsArticle, type NewsArticleUpdate, type NewsSummary } from '../../../core/content'
import type { Queryable } from '../db/db'
import type { RealtimeHub } from '../realtime/hub'
import { renderMarkdown } from './render'
import { createContentStore, type ContentRecord } from './store'

const summary = (record: ContentRecord): NewsSummary => ({
  id: record.id,
  slug: record.slug,
  title: record.title,
  description: record.description,
  author: record.author,
  image: record.image,
  publishedAt: record.publishedAt.toISOString(),
})

const article = (record: ContentRecord): NewsArticle => ({
  ...summary(record),
  html: renderMarkdown(record.body),
  updatedAt: record.updatedAt.toISOString(),
  version: record.version,
})

const page = (record: ContentRecord): ContentPage => ({
  key: record.id as ContentPageKey,
  title: record.title,
  description: record.description,
  html: renderMarkdown(record.body),
  updatedAt: record.updatedAt.toISOString(),
  version: record.version,
})

/** The content domain: reads answer the wire shapes (bodies rendered and sanitised); writes store and announce on /rest/cms. */
export interface ContentService {
  page(key: ContentPageKey): Promise<ContentPage | null>
  news(): Promise<NewsSummary[]>
  article(id: string): Promise<NewsArticle | null>
  updatePage(key: ContentPageKey, update: ContentPageUpdate, by: string): Promise<ContentPage>
  /** Creates or replaces an article; null when the id belongs to a page. */
  updateArticle(id: string, update: NewsArticleUpdate, by: string): Promise<NewsArticle | null>
}

export function createContentService(db: Queryable, hub: RealtimeHub, now: () => Date, logError: (error: unknown) => void): ContentService {
  const store = createContentStore(db)
  // The change is stored either way; a hub that cannot announce it leaves open pages to refresh on their next visit.
  const announce = (...sources: string[]) =>
    Promise.all(sources.map((source) => hub.publish({ kind: 'cms', source }))).then(
      () => undefined,
      (error: unknown) => logError(error),
    )
  return {
    page: async (key) => {
      const record = await store.page(key)
      return record ? page(record) : null
    },
    news: async () => (await store.news(now(), CONTENT_LIMITS.newsPageSize)).map(summary),
    article: async (id) => {
      const record = await store.article(id, now())
      return record ? article(record) : null
    },
    async updatePage(key, update, by) {
      const existing = await store.find(key)
      const at = now()
      const record = await store.put('page', key, { slug: key, ...update, author: '', image: null, publishedAt: existing?.publishedAt ?? at }, at, by)
      await announce(contentSource.page(key))
      return page(record)
    },
    async updateArticle(id, update, by) {
      const existing = await store.find(id)
      if (existing !== null && existing.kind !== 'news') return null
      const at = now()
      const publishedAt = update.publishedAt === undefined ? (existing?.publishedAt ?? at) : new Date(update.publishedAt)
      const record = await store.put('news', id, { ...update, image: update.image ?? null, publishedAt }, at, by)
      await announce(contentSource.article(id), contentSource.news)
      return article(record)
    },
  }
}
