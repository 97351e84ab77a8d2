import { SEARCH_RADIUS_CHOICES_MILES } from '../../../core/constants'
import type { RelatedTitle, SearchTotal, WiderRadius } from '../../../core/search'
import type { Db } from '../db/db'
import { BITMAP_FIRST_MAX_MATCHES, estimatedRows } from './estimateStore'
import { addFilterConditions, SqlWhere, type Filters } from './filters'
import { weeksQuery } from './lexemes'
import { NO_MEMO, type SearchMemo } from './searchMemo'

/** How many related titles a no-match answer offers. */
export const RELATED_TITLES = 3
/** Skills of jobs matching "what" (anywhere) that make another title related: the most common this-many. */
const QUERY_SKILLS = 8
const SKILL_SAMPLE = 200
/** A job sharing fewer of those skills ("Scheduling" alone) is not related. */
const MIN_SHARED_SKILLS = 2
const DAY_MS = 24 * 60 * 60 * 1000

/** How related titles are found (only their speed depends on these, never the answer). */
export interface RelatedTitlesTuning {
  /** The postings of the weeks of the last this-many days... */
  readonly recentDays: number
  /** ...when the planner expects at least this many matches anywhere (fewer: the recent ones would seldom fill it)... */
  readonly recentFromMatches: number
  /** ...and at most this many (more: walking in posting order passes fewer jobs than the recent weeks hold). */
  readonly recentUpToMatches: number
  /** Read only the place's jobs that can be related (a text-index query of the words and the query skills' lexemes). */
  readonly candidatesFirst: boolean
}

export const RELATED_TITLES_TUNING: RelatedTitlesTuning = { recentDays: 7, recentFromMatches: 1500, recentUpToMatches: 12_000, candidatesFirst: true }

/** How many jobs a search finds, counted up to `limit` (a 'gte' lower bound from there), as the search reports it. */
export async function boundedTotal(db: Db, filters: Filters, limit: number): Promise<SearchTotal> {
  const params: unknown[] = []
  const [row] = await db.query<{ n: number }>(`SELECT ${boundedCountSql(params, filters, limit)} AS n`, params)
  return toTotal(row?.n ?? 0, limit)
}

/** SQL counting up to `limit` + 1 jobs matching `filters`, its parameters added to `params` (several in one statement). */
function boundedCountSql(params: unknown[], filters: Filters, limit: number): string {
  const where = new SqlWhere(params)
  addFilterConditions(where, filters)
  return `(SELECT count(*) FROM (SELECT 1 FROM jobs j ${where.toSql()} LIMIT ${where.param(limit + 1)}) t)::int`
}

const toTotal = (n: number, limit: number): SearchTotal => (n > limit ? { value: limit, relation: 'gte' } : { value: n, relation: 'eq' })

/**
 * The smallest of the offered distances beyond the searched one at which the same search finds jobs; null when
 * none does or the place is not a point (a state has no radius). One statement: its branches run in order and the
 * first with jobs ends it, so the larger distances are not counted.
 */
export async function widerRadius(db: Db, filters: Filters, countLimit: number): Promise<WiderRadius | null> {
  if (filters.place?.kind !== 'point' || !filters.what) return null
  const params: unknown[] = []
  const branches = SEARCH_RADIUS_CHOICES_MILES.filter((miles) => miles > filters.radiusMiles)
    .map((radiusMiles) => `SELECT ${radiusMiles}::int AS radius, ${boundedCountSql(params, { ...filters, radiusMiles }, countLimit)} AS n`)
  if (branches.length === 0) return null
  const [row] = await db.query<{ radius: number; n: number }>(
    `SELECT radius, n FROM (${branches.join(' UNION ALL ')}) r WHERE n > 0 LIMIT 1`,
    params,
  )
  return row ? { radiusMiles: row.radius, total: toTotal(row.n, countLimit) } : null
}

/**
 * Titles of the jobs at the searched place (and filters) that share a word of "what" in their title or skills, or a
 * few skills common among the jobs matching "what" anywhere; each with what searching for it there finds, most first.
 */
export async function relatedTitles(
  db: Db, filters: Filters, countLimit: number, tuning: RelatedTitlesTuning = RELATED_TITLES_TUNING, memo: SearchMemo = NO_MEMO,
): Promise<RelatedTitle[]> {
  const what = filters.what
  if (!what || !filters.place) return []
  // The same for every place and filter: kept for the next search of these words (searchMemo.ts).
  const weeks = weeksQuery(new Date(filters.now.getTime() - tuning.recentDays * DAY_MS), filters.now)
  const tuned = `${tuning.recentDays}/${tuning.recentFromMatches}/${tuning.recentUpToMatches}`
  const found = await memo.remember(`related profile|${tuned}|${weeks}|${what}`, () => wordsProfile(db, what, filters.now, tuning))
  const querySkills = found?.skills ?? []
  // Nothing can be related: no word of "what" is a lexeme, and no job matches it anywhere to lend its skills.
  if (!found?.words && querySkills.length === 0) return []
  const where = new SqlWhere()
  addFilterConditions(where, { ...filters, what: null })
  if (tuning.candidatesFirst && found?.exact) {
    // No candidate query: no word lexeme, and at most one query skill, which has none: nothing can be related.
    if (!found.candidates) return []
    where.add(`j.search @@ ${where.param(found.candidates)}::tsquery`)
  }
  const words = `${where.param(found?.words ?? null)}::tsquery`
  const rows = await db.query<{ title: string }>(
    `SELECT t.title FROM (
       SELECT j.title, coalesce(j.rank_document @@ ${words}, false) AS shares_word,
              cardinality(ARRAY(SELECT unnest(j.skills) INTERSECT SELECT unnest(${where.param(querySkills)}::text[]))) AS shared_skills
       FROM jobs j ${where.toSql()}) t
     WHERE t.shares_word OR t.shared_skills >= ${MIN_SHARED_SKILLS}
     GROUP BY t.title ORDER BY bool_or(t.shares_word) DESC, sum(t.shared_skills) DESC, t.title
     LIMIT ${RELATED_TITLES * 2}`,
    where.params,
  )
  if (rows.length === 0) return []
  // Each title's total as its own search there reports it, all in one statement.
  const params: unknown[] = []
  const counted = await db.query<{ i: number; n: number }>(
    rows.map(({ title }, i) => `SELECT ${i}::int AS i, ${boundedCountSql(params, { ...filters, what: title }, countLimit)} AS n`).join(' UNION ALL '),
    params,
  )
  const related: RelatedTitle[] = []
  for (const { i, n } of counted) {
    const title = rows[i]?.title
    if (title !== undefined && n > 0) related.push({ title, total: toTotal(n, countLimit) })
  }
  return related.sort((a, b) => b.total.value - a.total.value).slice(0, RELATED_TITLES)
}

/** What relates a title to the words of "what", wherever the search is (relatedTitles). */
interface WordsProfile {
  /** The skills most common among the newest jobs matching any of the words anywhere. */
  readonly skills: string[] | null
  /** The words' lexemes as a tsquery on title (A) and skills (B), any of them; null when none is a lexeme. */
  readonly words: string | null
  /** Whether `candidates` finds every job that can be related. */
  readonly exact: boolean
  /** A text-index query every related job matches; null when there is none. */
  readonly candidates: string | null
}

async function wordsProfile(db: Db, what: string, now: Date, tuning: RelatedTitlesTuning): Promise<WordsProfile | null> {
  const matching = (param: string, weeks?: string) => {
    const anyWord = `replace(websearch_to_tsquery('english', ${param})::text, '&', '|')::tsquery`
    return `WHERE numnode(${anyWord}) > 0 AND j.search @@ ${weeks ? `(${anyWord} && ${weeks}::tsquery)` : anyWord}`
  }
  // The newest matches of a word in few jobs: all of them through the text index, then sorted (estimateStore.ts).
  const estimate = await estimatedRows(db, matching('$1'), [what])
  const fenced = estimate <= BITMAP_FIRST_MAX_MATCHES ? 'OFFSET 0' : ''
  const newest = (condition: string, fence = fenced) => `SELECT m.skills FROM (SELECT j.skills, j.posted_at FROM jobs j ${condition} ${fence}) m
    ORDER BY m.posted_at DESC LIMIT ${SKILL_SAMPLE}`
  // Where the word is in enough jobs, the last week's postings are read first (the word's and the weeks' lexemes in
  // one text-index scan, then sorted): with a whole sample of their own they are the newest matches overall, found
  // without reading every match's row ("sap", 4,600 rows -> 800) or walking past thousands of others' wide documents
  // ("nurse", 2,500 -> 1,500). Else (a one-time filter: not run otherwise) all matches as before. A word in very many
  // jobs is walked at once: its newest 200 are near the start, fewer than its recent matches.
  const recentFirst = estimate >= tuning.recentFromMatches && estimate <= tuning.recentUpToMatches
  const sampleParams: unknown[] = [what]
  const sample = recentFirst
    ? `recent AS MATERIALIZED (${newest(matching('$1', '$2'), 'OFFSET 0')}),
       sample AS (
         SELECT skills FROM recent WHERE (SELECT count(*) FROM recent) >= ${SKILL_SAMPLE}
         UNION ALL
         SELECT skills FROM (${newest(matching('$1'))}) m WHERE (SELECT count(*) FROM recent) < ${SKILL_SAMPLE}
       )`
    : `sample AS (${newest(matching('$1'))})`
  if (recentFirst) sampleParams.push(weeksQuery(new Date(now.getTime() - tuning.recentDays * DAY_MS), now))
  // The words of "what" as a tsquery on the title (A) and skills (B) only, any of them: the narrow rank document
  // (migration 009) holds just those, so the check does not read the wide `search` vector.
  // `candidates`: a text-index query every related job matches (null: none that is exact), so that only those rows of
  // the place are read (a rare word's search read all ~800 jobs near New Haven to find none). A job sharing a word
  // has it in `search` too (the same title A and skills B lexemes); one sharing two skills shares one with lexemes
  // unless two of the query's skills have none (stop words only, "IT"), and holds all of that skill's lexemes.
  const [found] = await db.query<WordsProfile>(
    `WITH ${sample},
     query_skills AS (
       SELECT skill, plainto_tsquery('english', skill) AS lexemes FROM sample m, unnest(m.skills) skill
       GROUP BY skill ORDER BY count(*) DESC, skill LIMIT ${QUERY_SKILLS}
     ),
     words AS (
       SELECT string_agg(quote_literal(w.lexeme) || ':AB', ' | ') AS query FROM unnest(to_tsvector('english', $1)) w
     )
     SELECT (SELECT array_agg(skill ORDER BY skill) FROM query_skills) AS skills, words.query AS words,
       (SELECT count(*) FROM query_skills WHERE numnode(lexemes) = 0) <= 1 AS exact,
       (SELECT string_agg(q, ' | ') FROM (SELECT words.query AS q UNION ALL SELECT '(' || lexemes::text || ')' FROM query_skills WHERE numnode(lexemes) > 0) t
         WHERE q IS NOT NULL) AS candidates
     FROM words`,
    sampleParams,
  )
  return found ?? null
}

