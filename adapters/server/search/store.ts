import { SEARCH_LIMITS } from '../../../core/constants'
import type { FacetCounts, Job, JobId, JobSummary, SearchCriteria, SearchMessage, SearchResult, SearchTotal } from '../../../core/search'
import type { Db, Queryable } from '../db/db'
import { geocode } from '../geo/gazetteer'
import { decodeCursor, encodeCursor, fingerprint, type CursorState } from './cursor'
import { activeSince, addFilterConditions, SqlWhere, toFilters, withoutControlCharacters, type FilterOptions, type Filters } from './filters'
import { invalidLocationAlternatives, noMatchAlternatives } from './alternativesStore'
import { boundedTotal, relatedTitles, widerRadius } from './nearMissesStore'
import { boundedTotalWithFacets, facetCounts, facetGroupsSql, hasFacetChosen, readFacetGroups, toFacetCounts } from './facetsStore'
import { ACTIVE_SINCE_DATABASE_CLOCK, jobColumns, summaryColumns, toJob, toJobSummary, type JobRow } from './rows'
import type { SearchIndex, SearchOutcome } from './searchIndex'
import { createSuggestionsStore } from './suggestionsStore'
import { estimatedJobs, estimatedRows } from './estimateStore'

/** Bounds that keep search fast at a million jobs (docs/api.md, "Ranking and counting"). */
export const SEARCH_TUNING = {
  /** Relevance ranks only the newest this-many matches. */
  relevanceCandidates: 1000,
  /** Relevance first looks for its candidates among jobs posted in the weeks of the last this-many days. */
  recentWindowDays: 14,
  /** Totals are counted up to this; beyond it the answer says 'gte'. */
  countLimit: 1000,
  /** A broad search's title-and-skills candidates are first looked for among the newest this-many searchable jobs. */
  newestEntries: 5000,
  /** Words expected in fewer titles or skills than this are read through migration 045's text index, not walked. */
  fewTitleMatches: 10_000,
} as const

type Sort = 'relevance' | 'date'
type Row = JobRow & { rank?: number; candidates?: number; facet_groups?: unknown }

const POSTED_FROM_MICROS = `(timestamptz 'epoch' + $MICROS::int8 * interval '1 microsecond')`

/** The search index on PostgreSQL full-text search (tsvector + GIN), PGlite or a server alike. */
export function createPostgresSearchIndex(db: Db): SearchIndex {
  const suggestions = createSuggestionsStore(db)
  return {
    search: (criteria, now) => searchJobs(db, criteria, now),
    lookup: (id) => lookupJob(db, id),
    suggestWhat: (typed, limit) => suggestions.suggestWhat(typed, limit),
  }
}

/** GET /rest/job-lookup/:id: the job with its whole description, or null. */
export async function lookupJob(db: Queryable, id: JobId): Promise<Job | null> {
  const [row] = await db.query<JobRow>(`SELECT ${jobColumns(ACTIVE_SINCE_DATABASE_CLOCK)}, j.description FROM jobs j JOIN pros p ON p.id = j.pro_id WHERE j.id = $1`, [id])
  return row ? toJob(row) : null
}

/** What a search answers besides its page; `facets: false` only for the benchmark that measures their cost. */
export interface SearchOptions {
  readonly facets?: boolean
}

/** Runs POST /rest/jobs/search on validated criteria. `now` anchors postedWithinDays. */
export async function searchJobs(db: Db, criteria: SearchCriteria, now: Date, { facets: counting = true }: SearchOptions = {}): Promise<SearchOutcome> {
  const pageSize = criteria.pageSize ?? SEARCH_LIMITS.defaultPageSize
  const whereText = withoutControlCharacters(criteria.where ?? '').trim()
  const place = whereText ? geocode(whereText) : null
  const filters = toFilters(criteria, place, now)
  const sort: Sort = (criteria.sort ?? 'relevance') === 'relevance' && filters.what ? 'relevance' : 'date'
  const criteriaPrint = fingerprint({ ...criteria, cursor: undefined, pageSize: undefined, jobTypes: [...filters.jobTypes].sort(), sort })
  const after = criteria.cursor ? decodeCursor(criteria.cursor) : null
  if (criteria.cursor && (!after || after.criteria !== criteriaPrint || after.sort !== sort)) return { _tag: 'InvalidCursor' }

  if (whereText && !place) {
    return answered(emptyResult('search.invalidLocation', await invalidLocationAlternatives(db, filters)))
  }
  const withGroups = counting && !after && !hasFacetChosen(filters)
  const rows = sort === 'relevance' ? await rankedPage(db, filters, after, pageSize, withGroups) : await datePage(db, filters, after, pageSize)
  if (rows.length === 0 && !after) {
    const near = {
      widerRadius: await widerRadius(db, filters, SEARCH_TUNING.countLimit),
      relatedTitles: await relatedTitles(db, filters, SEARCH_TUNING.countLimit),
    }
    // With a level or an industry chosen, the other options may still find jobs: say which.
    const facets = !counting ? undefined : hasFacetChosen(filters)
      ? await facetCounts(db, filters, SEARCH_TUNING.countLimit, { value: 0, relation: 'eq' })
      : { experience: {}, industry: {}, relation: 'eq' as const }
    return answered({ ...emptyResult('search.noMatches', await noMatchAlternatives(db, filters)), ...near, facets })
  }

  const pageRows = rows.slice(0, pageSize)
  const { total, facets } = after
    ? { total: { value: after.total, relation: after.exact ? 'eq' as const : 'gte' as const }, facets: undefined }
    : await firstPageCounts(db, filters, sort, rows, counting)
  const last = pageRows[pageRows.length - 1]
  const hasMore = rows.length > pageSize && last !== undefined
  const cursor = hasMore
    ? encodeCursor(nextCursor(last, sort, total, criteriaPrint))
    : null
  return answered({
    documents: pageRows.map(toJobSummary),
    hits: { total },
    cursor,
    complete: !hasMore,
    message: null,
    alternatives: [],
    ...(facets ? { facets } : {}),
  })
}

function answered(result: SearchResult): SearchOutcome {
  return { _tag: 'SearchAnswered', result }
}

function emptyResult(message: SearchMessage, alternatives: JobSummary[]): SearchResult {
  return { documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message, alternatives }
}

function nextCursor(last: Row, sort: Sort, total: SearchResult['hits']['total'], criteria: string): CursorState {
  return {
    sort, postedMicros: Number(last.posted_micros), id: last.id, rank: Number(last.rank ?? 0),
    total: total.value, exact: total.relation === 'eq', criteria,
  }
}

/** The request's start of liveness as a parameter of `where` (the "also posted by" list of a page's rows). */
const liveSince = (where: SqlWhere, filters: Filters): string => `${where.param(activeSince(filters.now).toISOString())}::timestamptz`

/** Newest first, keyset on (posted_at, id). Rows are joined to their Pro after the limit. */
async function datePage(db: Db, filters: Filters, after: CursorState | null, pageSize: number): Promise<Row[]> {
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  if (after) {
    const micros = where.param(after.postedMicros)
    where.add(`(j.posted_at, j.id) < (${POSTED_FROM_MICROS.replace('$MICROS', micros)}, ${where.param(after.id)})`)
  }
  return db.query<Row>(
    `WITH page AS (
       SELECT j.id FROM jobs j ${where.toSql()}
       ORDER BY j.posted_at DESC, j.id DESC LIMIT ${where.param(pageSize + 1)}
     )
     SELECT ${summaryColumns(liveSince(where, filters))} FROM page JOIN jobs j ON j.id = page.id JOIN pros p ON p.id = j.pro_id
     ORDER BY j.posted_at DESC, j.id DESC`,
    where.params,
  )
}

/**
 * A relevance page. When the planner expects many more matches than candidates, the newest ones are
 * first looked for among the recent weeks' jobs: if those hold a full candidate set, it is the newest
 * overall, found without visiting older matches. Otherwise (and for narrow searches) all matches count.
 * Near a point, where the place's cells make every match cheap to find through the text index, all matches come
 * first and the planner is not asked (pointPlacePage).
 */
async function rankedPage(db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean): Promise<Row[]> {
  if (filters.place?.kind === 'point') return pointPlacePage(db, filters, after, pageSize, withGroups)
  if ((await estimatedMatches(db, filters)) > SEARCH_TUNING.relevanceCandidates * BROAD_SEARCH_FACTOR) {
    // The words in 1,000 titles or skills: those are the candidates, read from the narrow document alone (a job naming
    // the words only in its description would rank after all of them).
    let read: TitledRead = 'asPlanned'
    if (readsNarrowIndexOnly(filters)) {
      const newestRead = { newestEntries: SEARCH_TUNING.newestEntries }
      // Counted first: a page of a set that is not full would be read (its rows' heap pages) for nothing.
      const found = await countedCandidates(db, filters, { titleAndSkillsOnly: true }, newestRead)
      if (found >= SEARCH_TUNING.relevanceCandidates) return relevancePage(db, filters, after, pageSize, withGroups, { titleAndSkillsOnly: true }, newestRead)
      // The words' share among the newest entries, times all jobs: about how many heap rows 045's index would read.
      const share = found / SEARCH_TUNING.newestEntries
      const jobs = await estimatedJobs(db)
      read = jobs !== null && share * jobs < SEARCH_TUNING.fewTitleMatches ? 'throughTextIndex' : 'walk'
    }
    const titled = await relevancePage(db, filters, after, pageSize, withGroups,
      { titleAndSkillsOnly: true, notThroughTextIndex: read === 'walk' }, { fenced: read === 'throughTextIndex' })
    if (isFullCandidateSet(titled)) return titled
    const recentSince = new Date(filters.now.getTime() - SEARCH_TUNING.recentWindowDays * 24 * 60 * 60 * 1000)
    const recent = await relevancePage(db, filters, after, pageSize, withGroups, { recentSince })
    if (isFullCandidateSet(recent)) return recent
  }
  return relevancePage(db, filters, after, pageSize, withGroups)
}

/**
 * How a broad search's title-and-skills candidates are read. Whether every filter is a column of migration 039's
 * index (words, level, industry) decides: the walk over the newest SEARCH_TUNING.newestEntries jobs then reads that
 * index alone, and 1,000 matches there are the newest overall (a common word's candidates in a few thousand entries).
 * Fewer tell the words' share, which chooses the read instead of the planner: it multiplies the words' frequencies, so
 * "customer service" (both common) looks rare and would be read row by row through 045's index (8,000 heap rows,
 * 35 ms, against 12 ms walking). A heap row read that way costs several index entries walked: words expected in fewer
 * than SEARCH_TUNING.fewTitleMatches titles use 045's index ("driver", 612 title matches at 100k: 31 -> 3 ms; 6,600 at
 * 1M: 62 -> 35 ms), the others walk ("teacher" at 1M, ~18,000: walking 33 ms, the index 98 ms). Other filters need
 * the heap anyway: the planner chooses.
 */
type TitledRead = 'asPlanned' | 'walk' | 'throughTextIndex'

const readsNarrowIndexOnly = (f: Filters) => !f.place && f.remote === 'include' && (f.jobTypes.length === 0 || f.jobTypes.length >= 3) &&
  f.minPay === 0 && !f.postedSince && !f.visaSponsorship && !f.livesIn && !f.pro

const isFullCandidateSet = (rows: readonly Row[]) => (rows[0]?.candidates ?? 0) >= SEARCH_TUNING.relevanceCandidates

/**
 * Near a point most searches find fewer than SEARCH_TUNING.relevanceCandidates jobs: all matches are the candidates,
 * one query, no planner estimate first (an EXPLAIN round trip was ~1 in 10 of a distinct search's database time). With
 * a full set, the title-and-skills candidates win as for a broad search; the recent weeks' try is not needed (with a
 * full set of their own they are the same newest jobs as all matches).
 */
async function pointPlacePage(db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean): Promise<Row[]> {
  const all = await relevancePage(db, filters, after, pageSize, withGroups)
  // A later page can be empty here and not in the title-and-skills set its first page came from: that set decides.
  if (!isFullCandidateSet(all) && !(after && all.length === 0)) return all
  const titled = await relevancePage(db, filters, after, pageSize, withGroups, { titleAndSkillsOnly: true })
  return isFullCandidateSet(titled) ? titled : all
}

/** A search this many times larger than the candidate set is worth the recent-weeks try first. */
const BROAD_SEARCH_FACTOR = 2

/** The planner's estimate of how many jobs match (EXPLAIN plans without running; ~1 ms). */
async function estimatedMatches(db: Db, filters: Filters): Promise<number> {
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  return estimatedRows(db, where.toSql(), where.params)
}

/**
 * `newestEntries`: only the newest this-many open first postings, read from migration 039's index alone (its predicate
 * is their closed_at and duplicate_of, so those are constants here). `fenced`: all matches first (OFFSET 0 keeps the
 * planner from walking in posting order), then the newest.
 */
interface CandidateRead {
  readonly newestEntries?: number
  readonly fenced?: boolean
}

/** The candidates of a read (relevancePage's, up to SEARCH_TUNING.relevanceCandidates), as SQL on `where`. */
function candidatesSql(where: SqlWhere, filters: Filters, options: FilterOptions, { newestEntries, fenced = false }: CandidateRead): string {
  addFilterConditions(where, filters, options)
  const jobs = newestEntries === undefined ? 'jobs' : `(SELECT j.id, j.posted_at, j.rank_document, j.experience, j.industry_id, j.last_activity_at,
      NULL::timestamptz AS closed_at, NULL::text AS duplicate_of FROM jobs j WHERE j.closed_at IS NULL AND j.duplicate_of IS NULL
      ORDER BY j.posted_at DESC, j.id DESC LIMIT ${where.param(newestEntries)})`
  const matching = `SELECT j.id, j.posted_at, j.rank_document, j.experience, j.industry_id FROM ${jobs} j ${where.toSql()}`
  return `${fenced ? `SELECT j.* FROM (${matching} OFFSET 0) j` : matching}
    ORDER BY j.posted_at DESC, j.id DESC LIMIT ${where.param(SEARCH_TUNING.relevanceCandidates)}`
}

/** How many candidates a read finds (up to SEARCH_TUNING.relevanceCandidates), without ranking or reading a page. */
async function countedCandidates(db: Db, filters: Filters, options: FilterOptions, read: CandidateRead): Promise<number> {
  const where = new SqlWhere()
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${candidatesSql(where, filters, options, read)}) c`, where.params)
  return row?.n ?? 0
}

/**
 * The newest SEARCH_TUNING.relevanceCandidates matches, ranked by ts_rank_cd on the narrow title + skills
 * document (migration 009); keyset on (rank, posted_at, id). Ranking every match would take seconds at a
 * million jobs, and carrying the wide document through the sort most of a common word's cost. Only the page's
 * rows are joined to the full job and its Pro.
 */
async function relevancePage(db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean, options: FilterOptions = {}, read: CandidateRead = {}): Promise<Row[]> {
  const where = new SqlWhere()
  const candidates = candidatesSql(where, filters, options, read)
  const query = where.param(filters.what)
  let keyset = ''
  if (after) {
    const micros = where.param(after.postedMicros)
    keyset = `WHERE (r.rank, r.posted_at, r.id) < (${where.param(after.rank)}::float8, ${POSTED_FROM_MICROS.replace('$MICROS', micros)}, ${where.param(after.id)})`
  }
  return db.query<Row>(
    `WITH candidates AS MATERIALIZED (${candidates}),
     ranked AS (
       SELECT c.id, c.posted_at, ts_rank_cd(c.rank_document, websearch_to_tsquery('english', ${query}))::float8 AS rank
       FROM candidates c
     ),
     page AS (
       SELECT r.id, r.posted_at, r.rank FROM ranked r ${keyset}
       ORDER BY r.rank DESC, r.posted_at DESC, r.id DESC LIMIT ${where.param(pageSize + 1)}
     )
     SELECT ${summaryColumns(liveSince(where, filters))}, page.rank, (SELECT count(*) FROM candidates)::int AS candidates${withGroups ? firstRowFacetGroups : ''}
     FROM page JOIN jobs j ON j.id = page.id JOIN pros p ON p.id = j.pro_id
     ORDER BY page.rank DESC, page.posted_at DESC, page.id DESC`,
    where.params,
  )
}

/** A first page's first row carries the candidates' level and industry groups (facetsStore.ts), the others nothing. */
const firstRowFacetGroups = `,
  CASE WHEN row_number() OVER (ORDER BY page.rank DESC, page.posted_at DESC, page.id DESC) = 1 THEN ${facetGroupsSql('candidates')} END AS facet_groups`

/**
 * The first page's total (exact below SEARCH_TUNING.countLimit, a lower bound ('gte') from there) and the level and
 * industry counts, from the jobs the total counts when no level or industry is chosen (facetsStore.ts).
 */
async function firstPageCounts(db: Db, filters: Filters, sort: Sort, rows: readonly Row[], counting: boolean): Promise<{ total: SearchTotal; facets?: FacetCounts }> {
  const limit = SEARCH_TUNING.countLimit
  if (sort === 'relevance') {
    const candidates = rows[0]?.candidates ?? 0
    const total: SearchTotal = { value: candidates, relation: candidates < SEARCH_TUNING.relevanceCandidates ? 'eq' : 'gte' }
    if (!counting) return { total }
    const facets = hasFacetChosen(filters) ? await facetCounts(db, filters, limit, total) : toFacetCounts(readFacetGroups(rows[0]?.facet_groups), filters, total.relation)
    return { total, facets }
  }
  if (counting && !hasFacetChosen(filters)) return boundedTotalWithFacets(db, filters, limit)
  const total = await boundedTotal(db, filters, limit)
  if (!counting) return { total }
  return { total, facets: await facetCounts(db, filters, limit, total) }
}
