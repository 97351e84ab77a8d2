import type { JobSummary } from './job'
import type { FacetCounts, PlaceKind, RelatedTitle, SearchMessage, SearchResult, WiderRadius } from './schemas'

/**
 * What a search has gathered so far, page after page (spec section 4, "Search results").
 * Arrays are never mutated: every merge returns a new state.
 */
export interface SearchPageState {
  /** Jobs of every page loaded, in arrival order, each id once. */
  readonly jobs: JobSummary[]
  /** Cursor for the next page; null before the first page and once complete. */
  readonly cursor: string | null
  /** Every cursor this search has been handed so far, so paging never goes back to one. */
  readonly visitedCursors: readonly string[]
  /** The server's total, never below the number of jobs held. */
  readonly total: number
  /** Whether `total` is an exact count ('eq') rather than a lower bound or estimate ('gte'). */
  readonly totalIsExact: boolean
  readonly complete: boolean
  /** Why the first page offered alternatives instead of matches, as a message id. */
  readonly message: SearchMessage | null
  readonly alternatives: JobSummary[]
  /** When nothing matched: a wider distance that has matches, and related titles (offered before the alternatives). */
  readonly widerRadius: WiderRadius | null
  readonly relatedTitles: readonly RelatedTitle[]
  /** The first page's counts for the experience-level and industry filters; null when none came. */
  readonly facets: FacetCounts | null
  /** What the first page found "where" to be (a point or a whole state); null when it said nothing. */
  readonly placeKind: PlaceKind | null
  readonly pagesLoaded: number
}

/** The state of a search before its first page arrives. */
export const emptySearchPageState: SearchPageState = {
  jobs: [],
  cursor: null,
  visitedCursors: [],
  total: 0,
  totalIsExact: false,
  complete: false,
  message: null,
  alternatives: [],
  widerRadius: null,
  relatedTitles: [],
  facets: null,
  placeKind: null,
  pagesLoaded: 0,
}

/** The facts about one arrived page that decide whether the search is complete. */
export interface PageOutcome {
  /** Jobs the page added that were not held before. */
  readonly added: number
  /** Jobs held after the page. */
  readonly held: number
  readonly total: number
  readonly totalIsExact: boolean
  readonly serverSaysComplete: boolean
  /** The page's cursor for the next page (null when the server gives none). */
  readonly nextCursor: string | null
  /** Cursors handed out before this page. */
  readonly visitedCursors: readonly string[]
}

/**
 * The completion rule: a search is complete when a page adds no new jobs (an empty page adds none),
 * the exact total is reached, the server says so, no next cursor is given, or the next cursor is one
 * already visited (a server going round in circles). A total that is only a lower bound ('gte') proves
 * nothing, so reaching it does not end the search.
 */
export function isComplete(outcome: PageOutcome): boolean {
  return (
    outcome.added === 0 ||
    (outcome.totalIsExact && outcome.held >= outcome.total) ||
    outcome.serverSaysComplete ||
    outcome.nextCursor === null ||
    outcome.visitedCursors.includes(outcome.nextCursor)
  )
}

/** Jobs of `incoming` whose ids are neither in `held` nor earlier in `incoming`. */
export function newJobs(held: readonly JobSummary[], incoming: readonly JobSummary[]): JobSummary[] {
  const seen = new Set<string>(held.map((job) => job.id))
  const fresh: JobSummary[] = []
  for (const job of incoming) {
    if (seen.has(job.id)) continue
    seen.add(job.id)
    fresh.push(job)
  }
  return fresh
}

/**
 * Merges an arrived page into the search so far: new jobs are appended (duplicate ids dropped),
 * the cursor advances to the page's cursor, and `complete` follows {@link isComplete}.
 * A complete search keeps no cursor. The first page also brings the message, alternatives, wider radius and related titles.
 */
export function mergeSearchPage(previous: SearchPageState, page: SearchResult): SearchPageState {
  const added = newJobs(previous.jobs, page.documents)
  const jobs = added.length === 0 ? previous.jobs : [...previous.jobs, ...added]
  const totalIsExact = page.hits.total.relation === 'eq'
  const total = Math.max(page.hits.total.value, jobs.length)
  const complete = isComplete({
    added: added.length,
    held: jobs.length,
    total,
    totalIsExact,
    serverSaysComplete: page.complete,
    nextCursor: page.cursor,
    visitedCursors: previous.visitedCursors,
  })
  const isFirstPage = previous.pagesLoaded === 0
  return {
    jobs,
    cursor: complete ? null : page.cursor,
    visitedCursors: page.cursor === null ? previous.visitedCursors : [...previous.visitedCursors, page.cursor],
    total,
    totalIsExact,
    complete,
    message: isFirstPage ? page.message : previous.message,
    alternatives: isFirstPage ? page.alternatives : previous.alternatives,
    widerRadius: isFirstPage ? (page.widerRadius ?? null) : previous.widerRadius,
    relatedTitles: isFirstPage ? (page.relatedTitles ?? []) : previous.relatedTitles,
    facets: isFirstPage ? (page.facets ?? null) : previous.facets,
    placeKind: isFirstPage ? (page.placeKind ?? null) : previous.placeKind,
    pagesLoaded: previous.pagesLoaded + 1,
  }
}
