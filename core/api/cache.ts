/**
 * The client's cache of API answers (spec section 7: "A change event on /rest/cms causes all cached API entries that
 * have a source to be re-fetched"). An entry is one call's answer under a key; an entry whose answer comes from the
 * site's content carries a `source` (the API path the content is served at, the same string the server announces on
 * /rest/cms). A content change re-fetches every entry that has one; entries without a source are left alone.
 *
 * Reading: a visit reads afresh (so a page shows a change on its next visit even where no realtime channel runs) and
 * keeps the answer; an answer a re-fetch just brought is handed out once without another call (the open page's
 * refresh), and a failed read falls back to the answer held, if any.
 */
export interface CachedCall<T> {
  readonly key: string
  /** The content source the answer comes from; absent for answers a CMS change does not touch. */
  readonly source?: string
  readonly fetch: () => Promise<T>
}

export interface ApiCache {
  /** The call's answer: fetched (the same call in flight is shared), or the one a re-fetch just brought. */
  read<T>(call: CachedCall<T>): Promise<T>
  /** The answer held under `key`, if any (no call). */
  peek<T>(key: string): T | undefined
  /**
   * Re-fetches every entry that has a source; resolves with the keys whose answers were replaced. A failed re-fetch
   * keeps the old answer and is only warned about (spec section 8).
   */
  refetchSourced(): Promise<readonly string[]>
  /** Told the keys replaced after each re-fetch that replaced any; returns stop. */
  onRefetched(listener: (keys: readonly string[]) => void): () => void
}

interface Entry {
  readonly source?: string
  readonly fetch: () => Promise<unknown>
  value?: { readonly answer: unknown }
  /** A re-fetch brought this answer and no read has taken it yet. */
  fresh: boolean
  inFlight: Promise<unknown> | null
}

/** At most this many answers are held; the oldest read goes first. */
export const API_CACHE_MAX_ENTRIES = 100

export function createApiCache(options: { readonly warn?: (error: unknown) => void; readonly maxEntries?: number } = {}): ApiCache {
  const entries = new Map<string, Entry>()
  const listeners = new Set<(keys: readonly string[]) => void>()
  const maxEntries = options.maxEntries ?? API_CACHE_MAX_ENTRIES
  const touch = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  }
  const load = (entry: Entry): Promise<unknown> =>
    (entry.inFlight ??= entry.fetch().then(
      (answer) => {
        entry.value = { answer }
        entry.inFlight = null
        return answer
      },
      (error: unknown) => {
        entry.inFlight = null
        throw error
      },
    ))
  return {
    async read<T>(call: CachedCall<T>): Promise<T> {
      const held = entries.get(call.key)
      const entry: Entry = held ?? { fetch: call.fetch, fresh: false, inFlight: null, ...(call.source === undefined ? {} : { source: call.source }) }
      touch(call.key, entry)
      if (entry.fresh && entry.value) {
        entry.fresh = false
        return entry.value.answer as T
      }
      try {
        return (await load(entry)) as T
      } catch (error) {
        if (entry.value) return entry.value.answer as T
        throw error
      }
    },
    peek: <T>(key: string) => entries.get(key)?.value?.answer as T | undefined,
    async refetchSourced() {
      const sourced = [...entries].filter(([, entry]) => entry.source !== undefined)
      const results = await Promise.all(
        // A call of its own, never one already in flight: that one may have left before the change.
        sourced.map(([key, entry]) =>
          entry.fetch().then(
            (answer) => {
              entry.value = { answer }
              entry.fresh = true
              return key
            },
            (error: unknown) => {
              options.warn?.(error)
              return null
            },
          ),
        ),
      )
      const replaced = results.filter((key): key is string => key !== null)
      if (replaced.length > 0) for (const listener of [...listeners]) listener(replaced)
      return replaced
    },
    onRefetched(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
