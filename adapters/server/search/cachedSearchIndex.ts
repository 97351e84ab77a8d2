import { normaliseSuggestionText, type SearchCriteria, type SearchResult, type Suggestion } from '../../../core/search'
import { SEARCH_LIMITS } from '../../../core/constants'
import type { Db } from '../db/db'
import { currentSchema, readJobsVersion } from './jobsVersionStore'
import { EncodedJson } from '../http/encodedJson'
import { ResultCache, type ResultCacheOptions } from './resultCache'
import type { EncodedSearchOutcome, EncodedSearches, SearchIndex } from './searchIndex'

/** The channel migration 037's triggers notify when jobs or their Pros change; the payload is the schema. */
export const JOBS_CHANGED_CHANNEL = 'hireflow_jobs_changed'

export interface CachedSearchIndexOptions {
  /** The cache of first pages: bounded by bytes, entries kept ANSWER_TTL_MS unless `answers` says otherwise. */
  readonly answers?: ResultCacheOptions
  /** The cache of "what" suggestions (ResultCache's defaults unless given). */
  readonly suggestions?: ResultCacheOptions
  /** Awaited before every cached read; it calls `invalidate()` when jobs changed (jobsChangeWatch). */
  readonly fresh?: () => Promise<void>
  /** Runs the work the cache cannot answer (admission in front of the database: http/admission.ts, WorkGate). */
  readonly gate?: <T>(work: () => Promise<T>) => Promise<T>
}

/**
 * How long a cached first page is kept when no job changes: what the clock alone moves (a job reaching 30 days without
 * activity, a "posted within" day ending, the recent weeks relevance looks at first) shows up to this late. A change
 * of jobs or Pros drops the cache at once, whatever its age. Five minutes keep the long tail of a Zipf mix cached
 * (issue 14: at 1,500 searches a second over 12,000, about 2 % asked again after expiring, against 13 % at 30 s).
 */
export const ANSWER_TTL_MS = 5 * 60_000

/**
 * The most the cached first pages weigh together: each counts twice its brotli bytes (room for a gzip twin), ~5.5 KB
 * for a 20-job page, so ~18,000 pages; they take about half that while browsers ask for brotli alone.
 */
export const ANSWER_CACHE_BYTES = 96 * 1024 * 1024

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

export interface CachedSearchIndex extends SearchIndex, EncodedSearches {
  /** Drops every cached answer (a job or Pro changed). */
  invalidate(): void
  readonly searches: ResultCache<EncodedSearchOutcome>
  readonly suggestions: ResultCache<Suggestion[]>
}

/**
 * First pages of searches and "what" suggestions, cached in this process by their normalised criteria and dropped as
 * soon as jobs change: `invalidate()` (called on migration 037's notification, from this or any other process on the
 * database). Later pages (with a cursor) and job lookups are asked of the index every time. A first page is kept as
 * its encoded JSON in compact form (http/encodedJson.ts): the route sends those bytes, other callers parse them.
 */
export function createCachedSearchIndex(index: SearchIndex, options: CachedSearchIndexOptions = {}): CachedSearchIndex {
  const searches = new ResultCache<EncodedSearchOutcome>({
    ttlMs: ANSWER_TTL_MS, maxBytes: ANSWER_CACHE_BYTES, maxEntries: Number.POSITIVE_INFINITY,
    weigh: (outcome: EncodedSearchOutcome) => (outcome._tag === 'SearchAnswered' ? outcome.answer.weight : 0),
    ...options.answers,
  })
  const suggestions = new ResultCache<Suggestion[]>(options.suggestions)
  const fresh = options.fresh ?? (() => Promise.resolve())
  const gate = options.gate ?? ((work) => work())
  const encode = async (criteria: SearchCriteria, now: Date): Promise<EncodedSearchOutcome> => {
    const outcome = await gate(() => index.search(criteria, now))
    return outcome._tag === 'SearchAnswered' ? { _tag: 'SearchAnswered', answer: EncodedJson.of(outcome.result) } : outcome
  }
  const searchEncoded = async (criteria: SearchCriteria, now: Date): Promise<EncodedSearchOutcome> => {
    const canonical = normaliseCriteria(criteria)
    if (canonical.cursor) return encode(canonical, now)
    await fresh()
    // The callers get the fresh JSON; the cache keeps the compact form.
    return searches.through(JSON.stringify(canonical), () => encode(canonical, now), async (outcome) =>
      outcome._tag === 'SearchAnswered' ? { _tag: 'SearchAnswered', answer: await outcome.answer.compact() } : undefined)
  }
  return {
    searches,
    suggestions,
    searchEncoded,
    async search(criteria, now) {
      const outcome = await searchEncoded(criteria, now)
      return outcome._tag === 'SearchAnswered' ? { _tag: 'SearchAnswered', result: outcome.answer.parse<SearchResult>() } : outcome
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
