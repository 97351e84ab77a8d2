import type { Api } from '../api/transport'
import type { AbortSignalLike } from '../ports/http'
import {
  contentSource,
  ContentPageSchema,
  NewsArticleSchema,
  NewsListSchema,
  type ContentPage,
  type ContentPageKey,
  type ContentPageUpdate,
  type NewsArticle,
  type NewsArticleUpdate,
  type NewsList,
} from './schemas'

/** The content calls (docs/api.md, "Content"). Each rejects with an ApiError; a missing page or article is an HttpError 404. */
export interface ContentApi {
  /** GET /rest/content/pages/{key}. */
  page(key: ContentPageKey, options?: { signal?: AbortSignalLike }): Promise<ContentPage>
  /** GET /rest/content/news: the newest articles first. */
  news(options?: { signal?: AbortSignalLike }): Promise<NewsList>
  /** GET /rest/content/news/{id}. */
  article(id: string, options?: { signal?: AbortSignalLike }): Promise<NewsArticle>
  /** PUT /rest/content/pages/{key}: administrators only (403 auth.forbidden otherwise). */
  updatePage(key: ContentPageKey, update: ContentPageUpdate): Promise<ContentPage>
  /** PUT /rest/content/news/{id}: creates or replaces an article; administrators only. */
  updateArticle(id: string, update: NewsArticleUpdate): Promise<NewsArticle>
}

/** Creates the content calls over the app's API transport (createApi). */
export const createContentApi = (api: Api): ContentApi => ({
  page: (key, options) => api.call({ method: 'GET', path: contentSource.page(key), schema: ContentPageSchema, signal: options?.signal }),
  news: (options) => api.call({ method: 'GET', path: contentSource.news, schema: NewsListSchema, signal: options?.signal }),
  article: (id, options) =>
    api.call({ method: 'GET', path: contentSource.article(encodeURIComponent(id)), schema: NewsArticleSchema, signal: options?.signal }),
  updatePage: (key, update) => api.call({ method: 'PUT', path: contentSource.page(key), body: update, schema: ContentPageSchema }),
  updateArticle: (id, update) => api.call({ method: 'PUT', path: contentSource.article(encodeURIComponent(id)), body: update, schema: NewsArticleSchema }),
})
