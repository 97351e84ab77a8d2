import { SEARCH_LIMITS } from '../../../core/constants'
import type { FacetCounts, Job, JobId, JobSummary, SearchCriteria, SearchMessage, SearchResult, SearchTotal } from '../../../core/search'
import type { Db, Queryable } from '../db/db'
import { geocode } from '../geo/gazetteer'
import { decodeCursor, encodeCursor, fingerprint, type Candidates, type CursorState } from './cursor'
import { activeSince, addFilterConditions, SqlWhere, toFilters, withoutControlCharacters, type FilterOptions, type Filters } from './filters'
import { invalidLocationAlternatives, noMatchAlternatives } from './alternativesStore'
import { boundedTotal, relatedTitles, widerRadius } from './nearMissesStore'
import { boundedTotalWithFacets, facetCounts, facetGroupsSql, hasFacetChosen, readFacetGroups, toFacetCounts } from './facetsStore'
import { ACTIVE_SINCE_DATABASE_CLOCK, jobColumns, summaryColumns, toJob, toJobSummary, type JobRow } from './rowsStore'
import type { SearchIndex, SearchOutcome } from './searchIndex'
import { createSuggestionsStore } from './suggestionsStore'
import { estimatedRowsEach } from './estimateStore'
import { NO_MEMO, type SearchMemo } from './searchMemo'

/** Bounds that keep search fast at a million jobs (docs/api.md, "Ranking and counting"). */
export const SEARCH_TUNING = {
  /** Relevance ranks only the newest this-many matches. */
  relevanceCandidates: 1000,
  /** Relevance first looks for its candidates among jobs posted in the weeks of the last this-many days. */
  recentWindowDays: 14,
  /** Totals are counted up to this; beyond it the answer says 'gte'. */
  countLimit: 1000,
  /**
   * A date-sorted page near a point reads up to this many matches through the text index and sorts them; with more,
   * it walks jobs in posting order (datePage).
   */
  dateReadAllMatches: 1000,
} as const

type Sort = 'relevance' | 'date'
type Row = JobRow & { rank?: number; candidates?: number; facet_groups?: unknown }

const POSTED_FROM_MICROS = `(timestamptz 'epoch' + $MICROS::int8 * interval '1 microsecond')`

/**
 * The search index on PostgreSQL full-text search (tsvector + GIN), PGlite or a server alike. `memo` keeps the parts of
 * answers that many searches share (searchMemo.ts); whoever gives one drops it when jobs change.
 */
export function createPostgresSearchIndex(db: Db, { memo = NO_MEMO }: { readonly memo?: SearchMemo } = {}): SearchIndex {
  const suggestions = createSuggestionsStore(db)
  return {
    search: (criteria, now) => searchJobs(db, criteria, now, { memo }),
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
  /**
   * Up to how many matches a date-sorted page near a point reads all of them and sorts (default
   * SEARCH_TUNING.dateReadAllMatches); null: the walk in posting order alone, as before. For the test that compares both.
   */
  readonly dateReadAllMatches?: number | null
  /** Where parts shared by many searches are kept (searchMemo.ts); default none. */
  readonly memo?: SearchMemo
  /** Whether a search reads its recent title-and-skills matches first (default 'auto'); for the test that compares. */
  readonly titledRecentFirst?: TitledRecentFirst
  /** fewTitledRecently's factor (default TITLED_RECENT_FACTOR); for the test whose data is too small for the default. */
  readonly titledRecentFactor?: number
}

/** Runs POST /rest/jobs/search on validated criteria. `now` anchors postedWithinDays. */
export async function searchJobs(db: Db, criteria: SearchCriteria, now: Date, options: SearchOptions = {}): Promise<SearchOutcome> {
  const { facets: counting = true, dateReadAllMatches = SEARCH_TUNING.dateReadAllMatches, memo = NO_MEMO, titledRecentFirst = 'auto', titledRecentFactor = TITLED_RECENT_FACTOR } = options
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
  const ranked = sort === 'relevance' ? await rankedPage(db, filters, after, pageSize, withGroups, titledRecentFirst, titledRecentFactor) : null
  const rows = ranked ? ranked.rows : await datePage(db, filters, after, pageSize, dateReadAllMatches)
  if (rows.length === 0 && !after) {
    // The answer's parts are independent and asked together, each on a connection of its own on PostgreSQL: a miss
    // waits for its longest part, not for their sum (the server bounds search's connections: http/admission.ts, withQueryLimit).
    // With a level or an industry chosen, the other options may still find jobs: say which.
    const noFacets = { experience: {}, industry: {}, relation: 'eq' as const }
    const [wider, related, facets, alternatives] = await Promise.all([
      widerRadius(db, filters, SEARCH_TUNING.countLimit),
      relatedTitles(db, filters, SEARCH_TUNING.countLimit, undefined, memo),
      !counting ? undefined : hasFacetChosen(filters) ? facetCounts(db, filters, SEARCH_TUNING.countLimit, { value: 0, relation: 'eq' }) : noFacets,
      noMatchAlternatives(db, filters, memo),
    ])
    return answered({ ...emptyResult('search.noMatches', alternatives), widerRadius: wider, relatedTitles: related, facets, ...(place ? { placeKind: place.kind } : {}) })
  }

  const pageRows = rows.slice(0, pageSize)
  const { total, facets } = after
    ? { total: { value: after.total, relation: after.exact ? 'eq' as const : 'gte' as const }, facets: undefined }
    : await firstPageCounts(db, filters, sort, rows, counting)
  const last = pageRows[pageRows.length - 1]
  const hasMore = rows.length > pageSize && last !== undefined
  const cursor = hasMore
    ? encodeCursor(nextCursor(last, sort, total, criteriaPrint, ranked?.candidates))
    : null
  return answered({
    documents: pageRows.map(toJobSummary),
    hits: { total },
    cursor,
    complete: !hasMore,
    message: null,
    alternatives: [],
    ...(facets ? { facets } : {}),
    ...(place ? { placeKind: place.kind } : {}),
  })
}

function answered(result: SearchResult): SearchOutcome {
  return { _tag: 'SearchAnswered', result }
}

function emptyResult(message: SearchMessage, alternatives: JobSummary[]): SearchResult {
  return { documents: [], hits: { total: { value: 0, relation: 'eq' } }, cursor: null, complete: true, message, alternatives }
}

function nextCursor(last: Row, sort: Sort, total: SearchResult['hits']['total'], criteria: string, candidates?: Candidates): CursorState {
  return {
    sort, postedMicros: Number(last.posted_micros), id: last.id, rank: Number(last.rank ?? 0),
    total: total.value, exact: total.relation === 'eq', criteria, ...(candidates ? { candidates } : {}),
  }
}

/** The request's start of liveness as a parameter of `where` (the "also posted by" list of a page's rows). */
const liveSince = (where: SqlWhere, filters: Filters): string => `${where.param(activeSince(filters.now).toISOString())}::timestamptz`

/**
 * Newest first, keyset on (posted_at, id). Rows are joined to their Pro after the limit.
 *
 * Near a point (`readAllUpTo` not null) the planner's choice between walking jobs in posting order and reading the
 * matches through the text index, then sorting, rests on its estimate of the matches, which the place's cells and the
 * words multiply into an overestimate ("care" near El Paso, 50 mi: 700 estimated, 249 real; the walk passed 7,353 jobs
 * and checked each one's wide `search` vector, 34-224 ms). So the matches are read first, at most `readAllUpTo` + 1 of
 * them (one text-index scan, unsorted): when they are all, the page is the newest of them. Only past that bound does
 * the walk run (a one-time filter: not otherwise); the matches are then dense enough that it passes few jobs.
 */
async function datePage(db: Db, filters: Filters, after: CursorState | null, pageSize: number, readAllUpTo: number | null): Promise<Row[]> {
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  if (after) {
    const micros = where.param(after.postedMicros)
    where.add(`(j.posted_at, j.id) < (${POSTED_FROM_MICROS.replace('$MICROS', micros)}, ${where.param(after.id)})`)
  }
  const limit = where.param(pageSize + 1)
  const walk = `SELECT j.id FROM jobs j ${where.toSql()} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${limit}`
  let page = `page AS (${walk})`
  if (readAllUpTo !== null && filters.place?.kind === 'point') {
    const bound = where.param(readAllUpTo)
    const all = `(SELECT count(*) FROM matches) <= ${bound}`
    page = `matches AS MATERIALIZED (SELECT j.id, j.posted_at FROM jobs j ${where.toSql()} LIMIT ${bound}::int + 1),
     page AS (
       (SELECT m.id FROM matches m WHERE ${all} ORDER BY m.posted_at DESC, m.id DESC LIMIT ${limit})
       UNION ALL
       (SELECT j.id FROM jobs j ${where.toSql()} AND NOT ${all} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${limit})
     )`
  }
  return db.query<Row>(
    `WITH ${page}
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
async function rankedPage(
  db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean, titledRecentFirst: TitledRecentFirst, titledRecentFactor: number,
): Promise<RankedPage> {
  const recentSince = new Date(filters.now.getTime() - SEARCH_TUNING.recentWindowDays * 24 * 60 * 60 * 1000)
  const from = (candidates: Candidates) => candidatesPage(db, filters, after, pageSize, withGroups, candidates, recentSince)
  // A later page ranks the candidates its first page ranked (its cursor says which), not what today's estimates or the
  // recent weeks (a week drops out every Thursday) would choose: the same set, without the EXPLAIN.
  if (after?.candidates) {
    const page = await from(after.candidates)
    return after.candidates === 'titledRecent' && !isFullCandidateSet(page.rows) ? from('titled') : page
  }
  if (filters.place?.kind === 'point') return pointPlacePage(db, filters, after, pageSize, withGroups)
  const estimate = await estimatedMatches(db, filters, recentSince)
  const broad = estimate.matches > SEARCH_TUNING.relevanceCandidates * BROAD_SEARCH_FACTOR
  // The words in 1,000 titles or skills: those are the candidates, read from the narrow document alone (a job naming
  // the words only in its description would rank after all of them). Where they are few, the recent weeks' ones are
  // read first through migration 046's index: with a full set of their own they are the newest overall. That read is
  // chosen from each word's own estimate, so it also serves words the planner's product of their shares takes for a
  // narrow search ("registered nurse" at 1M: 831 expected, 10,768 matches read and sorted, 39 ms), as near a point.
  if (titledRecentFirst === 'always' ? broad : titledRecentFirst === 'auto' && fewTitledRecently(estimate, titledRecentFactor)) {
    const titledRecent = await from('titledRecent')
    if (isFullCandidateSet(titledRecent.rows)) return titledRecent
  }
  if (broad) {
    const titled = await from('titled')
    if (isFullCandidateSet(titled.rows)) return titled
    const recent = await from('recent')
    if (isFullCandidateSet(recent.rows)) return recent
  }
  return from('all')
}

interface RankedPage {
  readonly rows: Row[]
  readonly candidates: Candidates
}

async function candidatesPage(
  db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean, candidates: Candidates, recentSince: Date,
): Promise<RankedPage> {
  const options: Record<Candidates, Parameters<typeof relevancePage>[5]> = {
    titledRecent: { titleAndSkillsOnly: true, recentSince, readAllMatches: true },
    titled: { titleAndSkillsOnly: true },
    recent: { recentSince },
    all: {},
  }
  return { rows: await relevancePage(db, filters, after, pageSize, withGroups, options[candidates]), candidates }
}

const isFullCandidateSet = (rows: readonly Row[]) => (rows[0]?.candidates ?? 0) >= SEARCH_TUNING.relevanceCandidates

/**
 * Near a point most searches find fewer than SEARCH_TUNING.relevanceCandidates jobs: all matches are the candidates,
 * one query, no planner estimate first (an EXPLAIN round trip was ~1 in 10 of a distinct search's database time). With
 * a full set, the title-and-skills candidates win as for a broad search; the recent weeks' try is not needed (with a
 * full set of their own they are the same newest jobs as all matches).
 */
async function pointPlacePage(db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean): Promise<RankedPage> {
  const all = await relevancePage(db, filters, after, pageSize, withGroups)
  // A later page (of a cursor from before cursors named their candidates) can be empty here and not in the
  // title-and-skills set its first page came from: that set decides.
  if (!isFullCandidateSet(all) && !(after && all.length === 0)) return { rows: all, candidates: 'all' }
  const titled = await relevancePage(db, filters, after, pageSize, withGroups, { titleAndSkillsOnly: true })
  return isFullCandidateSet(titled) ? { rows: titled, candidates: 'titled' } : { rows: all, candidates: 'all' }
}

/** A search this many times larger than the candidate set is worth the recent-weeks try first. */
const BROAD_SEARCH_FACTOR = 2

/** What the planner expects a broad search to find (one EXPLAIN: it plans without running; ~1 ms). */
export interface MatchesEstimate {
  /** Jobs matching the search. */
  readonly matches: number
  /**
   * At most how many jobs posted since the recent window's start have the words in their title or skills (with the
   * other filters): the fewest of any one word's. Null when "what" is not plain words (an operator, or more than
   * MAX_ESTIMATED_WORDS).
   */
  readonly titledRecently: number | null
  /** Open jobs posted since then. */
  readonly postedRecently: number
}

async function estimatedMatches(db: Db, filters: Filters, recentSince: Date): Promise<MatchesEstimate> {
  const params: unknown[] = []
  const all = new SqlWhere(params)
  addFilterConditions(all, filters)
  const since = `${all.param(recentSince.toISOString())}::timestamptz`
  // Each word on its own: the planner's estimate of several words multiplies their shares as if unrelated, which words
  // typed together are not ("customer service": 1 expected in the window, 25,315 there). Jobs with all the words are
  // at most the fewest of any one's.
  const titled = plainWords(filters.what).map((word) => {
    const where = new SqlWhere(params)
    addFilterConditions(where, { ...filters, what: word }, { titleAndSkillsOnly: true })
    where.add(`j.posted_at >= ${since}`)
    return where.toSql()
  })
  const [matches = 0, postedRecently = 0, ...words] = await estimatedRowsEach(
    db, [all.toSql(), `WHERE j.closed_at IS NULL AND j.duplicate_of IS NULL AND j.posted_at >= ${since}`, ...titled], params)
  return { matches, postedRecently, titledRecently: words.length > 0 ? Math.min(...words) : null }
}

/** Plain words, no operator (websearch's "or", "-word", quotes): their jobs have every word. Else none. */
export function plainWords(what: string | null): string[] {
  const words = (what ?? '').trim().split(/\s+/)
  const plain = words.length <= MAX_ESTIMATED_WORDS && words.every((word) => /^[\p{L}\p{N}]+$/u.test(word) && word.toLowerCase() !== 'or')
  return plain ? words : []
}

/** More words than this keep the walk (each is one more clause of the EXPLAIN to plan). */
const MAX_ESTIMATED_WORDS = 3

/**
 * Whether the recent weeks' title-and-skills matches are few enough to read them all through migration 046's index
 * rather than walk jobs in posting order. The walk passes about candidates x posted / titled jobs (~0.3 µs each,
 * an index-only scan); the index read costs about 5 µs for each of the titled ones. So the read wins while titled² <=
 * TITLED_RECENT_FACTOR x posted: at 1,000,000 jobs (~220,000 posted in the window) below ~4,700 titled in the window
 * ("driver" 1,575: 8 ms against 81; "software engineer" 4,629: 13 against 21; "operations" 7,671: 18 against 12).
 */
export function fewTitledRecently({ titledRecently, postedRecently }: MatchesEstimate, factor = TITLED_RECENT_FACTOR): boolean {
  return titledRecently !== null && titledRecently >= SEARCH_TUNING.relevanceCandidates && titledRecently ** 2 <= factor * postedRecently
}

export const TITLED_RECENT_FACTOR = 100

/** Whether a broad search's title-and-skills candidates are first read from the recent weeks (migration 046). */
export type TitledRecentFirst = 'auto' | 'always' | 'never'

/**
 * The newest SEARCH_TUNING.relevanceCandidates matches, ranked by ts_rank_cd on the narrow title + skills
 * document (migration 009); keyset on (rank, posted_at, id). Ranking every match would take seconds at a
 * million jobs, and carrying the wide document through the sort most of a common word's cost. Only the page's
 * rows are joined to the full job and its Pro.
 */
async function relevancePage(
  db: Db, filters: Filters, after: CursorState | null, pageSize: number, withGroups: boolean, options: FilterOptions & { readonly readAllMatches?: boolean } = {},
): Promise<Row[]> {
  const where = new SqlWhere()
  addFilterConditions(where, filters, options)
  const query = where.param(filters.what)
  const columns = 'j.id, j.posted_at, j.rank_document, j.experience, j.industry_id'
  // `readAllMatches`: OFFSET 0 keeps the subquery apart, so its matches are all read through the text index, then
  // sorted, rather than found by walking jobs in posting order.
  const candidatesSql = options.readAllMatches
    ? `SELECT c.* FROM (SELECT ${columns} FROM jobs j ${where.toSql()} OFFSET 0) c
       ORDER BY c.posted_at DESC, c.id DESC LIMIT ${where.param(SEARCH_TUNING.relevanceCandidates)}`
    : `SELECT ${columns} FROM jobs j ${where.toSql()}
    ORDER BY j.posted_at DESC, j.id DESC LIMIT ${where.param(SEARCH_TUNING.relevanceCandidates)}`
  let keyset = ''
  if (after) {
    const micros = where.param(after.postedMicros)
    keyset = `WHERE (r.rank, r.posted_at, r.id) < (${where.param(after.rank)}::float8, ${POSTED_FROM_MICROS.replace('$MICROS', micros)}, ${where.param(after.id)})`
  }
  return db.query<Row>(
    `WITH candidates AS MATERIALIZED (${candidatesSql}),
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
