import type { Job, JobId, SearchCriteria, SearchResult, Suggestion } from '../../../core/search'
import type { EncodedJson } from '../http/encodedJson'

/** A search's outcome: a page of results, or a cursor that does not belong to these criteria. */
export type SearchOutcome =
  | { readonly _tag: 'SearchAnswered'; readonly result: SearchResult }
  | { readonly _tag: 'InvalidCursor' }

/**
 * The search index port: what POST /rest/jobs/search, GET /rest/job-lookup/:id and GET /rest/suggestions/what need. Today PostgreSQL full-text
 * search (`createPostgresSearchIndex`, store.ts); OpenSearch later behind this same interface, nothing else changing
 * (docs/operations.md).
 */
export interface SearchIndex {
  /** Runs a search on validated criteria; `now` anchors postedWithinDays. */
  search(criteria: SearchCriteria, now: Date): Promise<SearchOutcome>
  /** The job with this id, with its whole description; null when there is none. */
  lookup(id: JobId): Promise<Job | null>
  /** "What" autocomplete: titles and skills matching what was typed, most jobs first, at most `limit`. */
  suggestWhat(typed: string, limit: number): Promise<Suggestion[]>
}

/** A search's outcome with its page as encoded JSON (http/encodedJson.ts), ready to send. */
export type EncodedSearchOutcome =
  | { readonly _tag: 'SearchAnswered'; readonly answer: EncodedJson }
  | { readonly _tag: 'InvalidCursor' }

/** An index that answers searches as bytes to send (cachedSearchIndex.ts keeps them so). */
export interface EncodedSearches {
  searchEncoded(criteria: SearchCriteria, now: Date): Promise<EncodedSearchOutcome>
}
