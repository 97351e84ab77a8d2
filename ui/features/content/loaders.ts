import type { ApiError } from '../../../core/api/contract'
import type { ContentPage, ContentPageKey, NewsArticle, NewsList } from '../../../core/content'
import type { ContentReader, ContentRuntime } from '../../../machines/content/contentRuntime'

/**
 * The content routes' loaders: plain functions of the route's params and a context that can give a ContentReader
 * (the app actor in the browser; a server renderer may hand in its own). What they return is plain data, which the
 * pages render as props, so a page renders the same on a server as in the browser.
 */
export interface ContentLoaderContext {
  readonly app: { content(): Promise<ContentReader> }
}

export type ContentPageData = { readonly page: ContentPage } | { readonly notFound: true }
export type NewsListData = { readonly list: NewsList }
export type NewsArticleData = { readonly article: NewsArticle } | { readonly notFound: true }

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as ApiError)._tag === 'HttpError' && (error as { status?: unknown }).status === 404

/** A 404 is an answer (the page shows "not here"); any other failure goes to the route's error screen (retry). */
const orNotFound = <T>(read: Promise<T>): Promise<T | { readonly notFound: true }> =>
  read.catch((error: unknown) => {
    if (isNotFound(error)) return { notFound: true } as const
    throw error
  })

/** /about, /privacy-policy, /terms-and-conditions, /contact. */
export const loadContentPage =
  (key: ContentPageKey) =>
  ({ context }: { readonly context: ContentLoaderContext }): Promise<ContentPageData> =>
    orNotFound(context.app.content().then((content) => content.page(key)).then((page) => ({ page })))

/** /news. */
export const loadNewsList = ({ context }: { readonly context: ContentLoaderContext }): Promise<NewsListData> =>
  context.app.content().then((content) => content.news()).then((list) => ({ list }))

/** /news/{slug}/{articleId}: looked up by id; the slug is decoration (as a job's). */
export const loadNewsArticle = ({ params, context }: { readonly params: { readonly slug: string; readonly articleId: string }; readonly context: ContentLoaderContext }): Promise<NewsArticleData> =>
  /^[a-z0-9][a-z0-9-]{0,63}$/u.test(params.articleId)
    ? orNotFound(context.app.content().then((content) => content.article(params.articleId)).then((article) => ({ article })))
    : Promise.resolve({ notFound: true })

/**
 * Follows content changes for the open content pages (a subscription: the /rest/cms topic of the realtime channel),
 * calling `changed` once the answers they show were re-fetched. Returns stop. Browser only: a layout's effect.
 */
export function followContentChanges(app: { content(): Promise<Pick<ContentRuntime, 'follow'>> }, changed: () => void): () => void {
  let stop: (() => void) | null = null
  let stopped = false
  app.content().then(
    (content) => {
      if (!stopped) stop = content.follow(changed)
    },
    () => undefined, // without the content part the next visit shows changes
  )
  return () => {
    stopped = true
    stop?.()
  }
}
