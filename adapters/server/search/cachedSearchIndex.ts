import { normaliseSuggestionText, type SearchCriteria, type Suggestion } from '../../../core/search'
import { SEARCH_LIMITS } from '../../../core/constants'
import type { Db } from '../db/db'
import { currentSchema, readJobsVersion } from './jobsVersionStore'
import type { SearchIndex, SearchOutcome } from './searchIndex'

/** The channel migration 037's triggers notify when jobs or their Pros change; the payload is the schema. */
export const JOBS_CHANGED_CHANNEL = 'hireflow_jobs_changed'

export interface CachedSearchIndexOptions extends ResultCacheOptions {
  /** Awaited before every cached read; it calls `invalidate()` when jobs changed (jobsChangeWatch). */
  readonly fresh?: () => Promise<void>
  /** Runs the work the cache cannot answer (admission in front of the database: http/admission.ts, WorkGate). */
  readonly gate?: <T>(work: () => Promise<T>) => Promise<T>
}

export interface ResultCacheOptions {
  /** Entries kept (least recently used dropped first). */
  readonly maxEntries?: number
  /** An entry older than this is asked again: bounds what a missed notification or the moving clock can leave stale. */
  readonly ttlMs?: number
  readonly clock?: () => number
}

interface Entry<V> {
  readonly value: V
  readonly storedAt: number
}

/**
 * A bounded LRU map whose whole content is dropped by `invalidate()`. A value computed while an invalidation happened
 * is not stored (`generation` is read before computing it): a search that read the old jobs cannot outlive the change.
 */
export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly maxEntries: number
  private readonly ttlMs: number
  private readonly clock: () => number
  generation = 0
  hits = 0
  misses = 0

  constructor(options: ResultCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000
    this.ttlMs = options.ttlMs ?? 30_000
    this.clock = options.clock ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry || this.clock() - entry.storedAt > this.ttlMs) {
      if (entry) this.entries.delete(key)
      this.misses++
      return undefined
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.hits++
    return entry.value
  }

  set(key: string, value: V, generation: number): void {
    if (generation !== this.generation) return
    this.entries.delete(key)
    this.entries.set(key, { value, storedAt: this.clock() })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
  }

  /** Computes and stores `key` once; concurrent callers of a missing key share the one computation. */
  async through(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return cached
    const pending = this.inFlight.get(key)
    if (pending && pending.generation === this.generation) return pending.promise
    const generation = this.generation
    const promise = compute()
    this.inFlight.set(key, { generation, promise })
    try {
      const value = await promise
      if (keep(value)) this.set(key, value, generation)
      return value
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key)
    }
  }

  private readonly inFlight = new Map<string, { readonly generation: number; readonly promise: Promise<V> }>()

  invalidate(): void {
    this.generation++
    this.entries.clear()
    this.inFlight.clear()
  }
}

/** Text as a search treats it: spaces collapsed and trimmed, lower case (words and places match case-blind). */
function normaliseText(text: string | undefined): string | undefined {
  const normalised = text?.replace(/\s+/g, ' ').trim().toLowerCase()
  return normalised ? normalised : undefined
}

/**
 * The criteria in one canonical form: texts normalised, defaults and values that change nothing left out, job types
 * sorted. Every search (later pages too) runs on this form, so two spellings of one search share a cached first page
 * and its cursor fits both.
 */
export function normaliseCriteria(criteria: SearchCriteria): SearchCriteria {
  const what = normaliseText(criteria.what)
  const where = normaliseText(criteria.where)
  const jobTypes = criteria.jobTypes && criteria.jobTypes.length > 0 && criteria.jobTypes.length < 3 ? [...new Set(criteria.jobTypes)].sort() : undefined
  const canonical: Record<string, unknown> = {
    // Every criterion kept as given unless normalised below (filters added later included).
    ...criteria,
    what,
    where,
    radiusMiles: where && criteria.radiusMiles !== SEARCH_LIMITS.defaultRadiusMiles ? criteria.radiusMiles : undefined,
    remote: criteria.remote === 'include' ? undefined : criteria.remote,
    jobTypes: jobTypes && jobTypes.length < 3 ? jobTypes : undefined,
    minPay: criteria.minPay ? criteria.minPay : undefined,
    postedWithinDays: criteria.postedWithinDays,
    experience: criteria.experience,
    industry: criteria.industry,
    sort: criteria.sort === 'relevance' ? undefined : criteria.sort,
    pageSize: criteria.pageSize === SEARCH_LIMITS.defaultPageSize ? undefined : criteria.pageSize,
    cursor: criteria.cursor,
  }
  for (const key of Object.keys(canonical)) if (canonical[key] === undefined) delete canonical[key]
  return canonical as SearchCriteria
}

export interface CachedSearchIndex extends SearchIndex {
  /** Drops every cached answer (a job or Pro changed). */
  invalidate(): void
  readonly searches: ResultCache<SearchOutcome>
  readonly suggestions: ResultCache<Suggestion[]>
}

/**
 * First pages of searches and "what" suggestions, cached in this process by their normalised criteria and dropped as
 * soon as jobs change: `invalidate()` (called on migration 037's notification, from this or any other process on the
 * database). Later pages (with a cursor) and job lookups are asked of the index every time.
 */
export function createCachedSearchIndex(index: SearchIndex, options: CachedSearchIndexOptions = {}): CachedSearchIndex {
  const searches = new ResultCache<SearchOutcome>(options)
  const suggestions = new ResultCache<Suggestion[]>(options)
  const fresh = options.fresh ?? (() => Promise.resolve())
  const gate = options.gate ?? ((work) => work())
  return {
    searches,
    suggestions,
    async search(criteria, now) {
      const canonical = normaliseCriteria(criteria)
      if (canonical.cursor) return gate(() => index.search(canonical, now))
      await fresh()
      return searches.through(JSON.stringify(canonical), () => gate(() => index.search(canonical, now)), (outcome) => outcome._tag === 'SearchAnswered')
    },
    lookup: (id) => index.lookup(id),
    async suggestWhat(typed, limit) {
      await fresh()
      const key = `${limit}:${normaliseSuggestionText(typed)}`
      return suggestions.through(key, () => gate(() => index.suggestWhat(typed, limit)))
    },
    invalidate() {
      searches.invalidate()
      suggestions.invalidate()
    },
  }
}

/**
 * A read of `read` that started after the call: concurrent callers share one read in flight when it started after them,
 * else the next one. Many requests then cost one small query, and none is answered from a version older than itself.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  let queued: Promise<T> | null = null
  const start = () => {
    const promise = read()
    inFlight = promise
    const clear = () => {
      if (inFlight === promise) inFlight = null
    }
    promise.then(clear, clear)
    return promise
  }
  return () => {
    if (!inFlight) return start()
    queued ??= inFlight.then(() => undefined, () => undefined).then(() => {
      queued = null
      return start()
    })
    return queued
  }
}

export interface JobsChangeWatch {
  /** Resolves once a change committed before the call has invalidated the cache. */
  readonly fresh: () => Promise<void>
  readonly stop: () => Promise<void>
}

/**
 * Keeps `cache` in step with migration 037's jobs version. PostgreSQL (other processes may write): every read first
 * compares the version (one shared primary-key read), so an answer never predates a change committed before its
 * request. PGlite (this process alone): the notification arrives with the writing statement's own answer, so reads
 * only wait for the LISTEN to be in place.
 */
export function watchJobChanges(db: Db, cache: Pick<CachedSearchIndex, 'invalidate'>): JobsChangeWatch {
  if (db.kind === 'postgres') {
    let known: string | null = null
    const readVersion = sharedFreshRead(() => readJobsVersion(db))
    return {
      async fresh() {
        const version = await readVersion()
        if (version !== known) {
          known = version
          cache.invalidate()
        }
      },
      stop: async () => undefined,
    }
  }
  // Listening starts with the first read and is retried on the next one when it failed; until it is in place every
  // read starts from an empty cache (never stale). A failure is not logged here: the search on the same database
  // fails and is logged.
  let listening: Promise<() => Promise<void>> | null = null
  const start = async () => {
    const schema = await currentSchema(db)
    const stop = await db.listen(JOBS_CHANGED_CHANNEL, (payload) => {
      if (payload === schema) cache.invalidate()
    })
    cache.invalidate()
    return stop
  }
  return {
    async fresh() {
      listening ??= start()
      try {
        await listening
      } catch {
        listening = null
        cache.invalidate()
      }
    },
    async stop() {
      const stop = await listening?.catch(() => null)
      await stop?.()
    },
  }
}
