import { ResultCache, type ResultCacheOptions } from './resultCache'

/**
 * Parts of a search's answer that depend on less than the whole search, kept across searches: a no-match answer's
 * skill profile of its words (the same for every place) and the newest jobs near its place (the same for every word).
 * Many distinct searches share a word or a place, so a search nobody asked before still finds those parts ready.
 */
export interface SearchMemo {
  remember<V>(key: string, compute: () => Promise<V>): Promise<V>
}

/** Computes every time (tests, and an index no cache invalidates). */
export const NO_MEMO: SearchMemo = { remember: (_key, compute) => compute() }

export interface DroppableSearchMemo extends SearchMemo {
  /** Drops everything kept (a job or Pro changed): called with the result cache's own invalidation. */
  invalidate(): void
}

/**
 * A memo with the result cache's rules (cachedSearchIndex.ts): bounded LRU, an entry older than `ttlMs` asked again,
 * dropped whole when jobs change, and nothing stored that was computed across a change.
 */
export function createSearchMemo(options: ResultCacheOptions = {}): DroppableSearchMemo {
  const parts = new ResultCache<unknown>(options)
  return {
    remember: <V>(key: string, compute: () => Promise<V>) => parts.through(key, compute) as Promise<V>,
    invalidate: () => parts.invalidate(),
  }
}
