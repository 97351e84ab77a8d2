import * as v from 'valibot'
import { safeMultilineText, safeText } from '../text/safeText'

/**
 * The site's content (spec section 2, "Content pages"; docs/api.md, "Content"): the about, privacy, terms and
 * contact pages and the news articles. Written in Markdown by an administrator; the server renders it to HTML and
 * sanitises it (adapters/server/content/render.ts), so what the client receives is safe HTML and the client carries
 * no Markdown library.
 */

/** The content pages of the main layout, each at its own route. */
export const CONTENT_PAGE_KEYS = ['about', 'privacy-policy', 'terms-and-conditions', 'contact'] as const
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number]
export const ContentPageKeySchema = v.picklist(CONTENT_PAGE_KEYS)

/** Limits of what an administrator may store (Hireflow's choice; the spec shows none). */
export const CONTENT_LIMITS = {
  maxTitle: 160,
  maxDescription: 600,
  maxBody: 60_000,
  maxAuthor: 120,
  maxImageUrl: 500,
  maxImageAlt: 200,
  /** Articles the news list shows, newest first. */
  newsPageSize: 50,
} as const

/** An article's id or slug: lowercase letters, digits and dashes. */
export const ArticleIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/u, 'content.invalidId'))
export const ArticleSlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,119}$/u, 'content.invalidSlug'))

const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp())

/** An article's picture: shown 175 x 175 (IMAGE_SIZE_PX) in lists and on the article. */
export const ContentImageSchema = v.object({ url: v.string(), alt: v.string() })
export type ContentImage = v.InferOutput<typeof ContentImageSchema>

/** GET /rest/content/pages/{key}: a page, its body as sanitised HTML. */
export const ContentPageSchema = v.object({
  key: ContentPageKeySchema,
  title: v.string(),
  description: v.string(),
  html: v.string(),
  updatedAt: IsoDateSchema,
  version: v.number(),
})
export type ContentPage = v.InferOutput<typeof ContentPageSchema>

/** An article as the news list shows it. */
export const NewsSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  author: v.string(),
  image: v.nullable(ContentImageSchema),
  publishedAt: IsoDateSchema,
})
export type NewsSummary = v.InferOutput<typeof NewsSummarySchema>

/** GET /rest/content/news: the newest articles first. */
export const NewsListSchema = v.object({ articles: v.array(NewsSummarySchema) })
export type NewsList = v.InferOutput<typeof NewsListSchema>

/** GET /rest/content/news/{id}: one article with its body as sanitised HTML. */
export const NewsArticleSchema = v.object({
  ...NewsSummarySchema.entries,
  html: v.string(),
  updatedAt: IsoDateSchema,
  version: v.number(),
})
export type NewsArticle = v.InferOutput<typeof NewsArticleSchema>

const text = (max: number, message: string) => v.pipe(v.string(), safeText(), v.trim(), v.minLength(1, message), v.maxLength(max, 'content.tooLong'))
/** A Markdown body: several lines (tab, line feed and carriage return allowed), no other control character. */
const markdownText = (max: number, message: string) => v.pipe(v.string(), safeMultilineText(), v.trim(), v.minLength(1, message), v.maxLength(max, 'content.tooLong'))

/** An image address: a file of this site (the pages' CSP allows images from the site alone). */
const ImageUrlSchema = v.pipe(v.string(), v.trim(), v.maxLength(CONTENT_LIMITS.maxImageUrl, 'content.tooLong'), v.regex(/^\/(?!\/)[^\s\\]+$/u, 'content.invalidImage'))

/** PUT /rest/content/pages/{key} (administrators): the page's new text, its body in Markdown. */
export const ContentPageUpdateSchema = v.strictObject({
  title: text(CONTENT_LIMITS.maxTitle, 'content.titleRequired'),
  description: text(CONTENT_LIMITS.maxDescription, 'content.descriptionRequired'),
  body: markdownText(CONTENT_LIMITS.maxBody, 'content.bodyRequired'),
})
export type ContentPageUpdate = v.InferOutput<typeof ContentPageUpdateSchema>

/** PUT /rest/content/news/{id} (administrators): creates or replaces an article, its body in Markdown. */
export const NewsArticleUpdateSchema = v.strictObject({
  slug: ArticleSlugSchema,
  title: text(CONTENT_LIMITS.maxTitle, 'content.titleRequired'),
  description: text(CONTENT_LIMITS.maxDescription, 'content.descriptionRequired'),
  body: markdownText(CONTENT_LIMITS.maxBody, 'content.bodyRequired'),
  author: text(CONTENT_LIMITS.maxAuthor, 'content.authorRequired'),
  image: v.optional(v.nullable(v.strictObject({ url: ImageUrlSchema, alt: text(CONTENT_LIMITS.maxImageAlt, 'content.imageAltRequired') }))),
  publishedAt: v.optional(
    v.pipe(
      IsoDateSchema,
      v.check((iso) => {
        const year = new Date(iso).getUTCFullYear()
        return year >= 2000 && year <= 2100
      }, 'content.invalidDate'),
    ),
  ),
})
export type NewsArticleUpdate = v.InferOutput<typeof NewsArticleUpdateSchema>

/** What a content change announces on /rest/cms: the API path whose answer changed (the cache's "source"). */
export const contentSource = {
  page: (key: ContentPageKey) => `/rest/content/pages/${key}`,
  news: '/rest/content/news',
  article: (id: string) => `/rest/content/news/${id}`,
} as const
