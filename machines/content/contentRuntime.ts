import { createApiCache, type Api, type ApiCache } from '../../core/api'
import { contentSource, createContentApi, type ContentPage, type ContentPageKey, type NewsArticle, type NewsList } from '../../core/content'
import { TOPICS } from '../../core/realtime'
import type { RealtimeServices } from '../realtime/realtimeServices'

/** What the content pages' loaders read (ui/features/content/loaders.ts); a server renderer may give its own. */
export interface ContentReader {
  page(key: ContentPageKey): Promise<ContentPage>
  news(): Promise<NewsList>
  article(id: string): Promise<NewsArticle>
}

export interface ContentRuntime extends ContentReader {
  /** The app's cache of API answers: the content answers are its entries with a source. */
  readonly cache: ApiCache
  /**
   * Follows content changes while an open page needs them: subscribes to /rest/cms on the realtime channel (opening
   * it for a visitor too), re-fetches every cached entry with a source on each change, and calls `changed` after a
   * re-fetch replaced answers (the open page reads its own again). Returns stop.
   */
  follow(changed: () => void): () => void
  stop(): void
}

export interface ContentRuntimeDeps {
  readonly transport: Api
  /** The realtime part (loaded on the first follow); rejecting, content changes show on the next visit only. */
  readonly realtime: () => Promise<RealtimeServices>
  /** Where a failed re-fetch or a channel that cannot load is warned about (spec section 8: no user-facing message). */
  readonly warn?: (error: unknown) => void
}

/** The content calls through the app's API cache, and the /rest/cms subscription that refreshes them. */
export function createContentRuntime(deps: ContentRuntimeDeps): ContentRuntime {
  const api = createContentApi(deps.transport)
  const cache = createApiCache({ warn: deps.warn })
  const followers = new Set<() => void>()
  let unwatch: (() => void) | null = null
  let watching: Promise<void> | null = null
  const stopRefetched = cache.onRefetched(() => {
    for (const follower of [...followers]) follower()
  })
  const watch = () =>
    (watching ??= deps.realtime().then(
      (realtime) => {
        if (followers.size === 0) return
        unwatch = realtime.watch(TOPICS.cms, () => void cache.refetchSourced())
      },
      (error: unknown) => deps.warn?.(error),
    ).finally(() => {
      watching = null
    }))
  const unwatchWhenIdle = () => {
    if (followers.size > 0) return
    unwatch?.()
    unwatch = null
  }
  return {
    cache,
    page: (key) => cache.read({ key: contentSource.page(key), source: contentSource.page(key), fetch: () => api.page(key) }),
    news: () => cache.read({ key: contentSource.news, source: contentSource.news, fetch: () => api.news() }),
    article: (id) => cache.read({ key: contentSource.article(id), source: contentSource.article(id), fetch: () => api.article(id) }),
    follow(changed) {
      const follower = () => changed()
      followers.add(follower)
      if (unwatch === null) void watch().then(unwatchWhenIdle)
      return () => {
        followers.delete(follower)
        unwatchWhenIdle()
      }
    },
    stop() {
      followers.clear()
      unwatchWhenIdle()
      stopRefetched()
    },
  }
}
