import type { JobSummary } from '../../../core/search'
import type { Db } from '../db/db'
import { activeSince, addFilterConditions, SqlWhere, type Filters } from './filters'
import { weeksQuery } from './lexemes'
import { summaryColumns, toJobSummary, type JobRow } from './rowsStore'
import { NO_MEMO, type SearchMemo } from './searchMemo'

/** How many alternative jobs a no-match or unknown-location answer offers. */
export const ALTERNATIVES = 10

const RECENT_DAYS = 14
const RECENT_PLACE_DAYS = 7

/** For an unknown location: the newest jobs matching the rest of the search anywhere; else the newest. */
export async function invalidLocationAlternatives(db: Db, filters: Filters): Promise<JobSummary[]> {
  return (await newestMatching(db, { ...filters, place: null })) ?? newest(db, filters.now, '', [])
}

/**
 * Newest jobs near the place; else the newest of the industry closest to "what"; else the newest. The first depends on
 * the place and distance (and the seeker's own visa, home and Pro filters) alone, the second on "what" alone: `memo` keeps them for the next search of that place or word.
 */
export async function noMatchAlternatives(db: Db, filters: Filters, memo: SearchMemo = NO_MEMO): Promise<JobSummary[]> {
  if (filters.place) {
    const onlyPlace: Filters = { ...filters, what: null, remote: 'include', jobTypes: [], minPay: 0, postedSince: null, experience: null, industry: null }
    // Keyed by every filter it keeps but the clock (the memo's entries are as young as the result cache's).
    const near = await memo.remember(`alternatives near|${JSON.stringify({ ...onlyPlace, now: undefined })}`, () => newestMatching(db, onlyPlace, { recentFirst: true }))
    if (near) return near
  }
  const what = filters.what
  if (what) return memo.remember(`alternatives of|${what}`, () => closestIndustryNewest(db, what, filters.now))
  return newest(db, filters.now, 'WHERE j.closed_at IS NULL', [])
}

/** The newest of the industry most common among the recent jobs matching any word of `what`; else the newest. */
async function closestIndustryNewest(db: Db, what: string, now: Date): Promise<JobSummary[]> {
  // Any of the words (an OR query), among recent jobs so a common word stays cheap.
  const [closest] = await db.query<{ industry: string }>(
    `SELECT industry FROM (
       SELECT j.industry FROM jobs j
       WHERE j.search @@ (replace(websearch_to_tsquery('english', $1)::text, '&', '|')::tsquery && $2::tsquery)
       ORDER BY j.posted_at DESC LIMIT 200) t
     GROUP BY industry ORDER BY count(*) DESC, industry LIMIT 1`,
    [what, weeksQuery(new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000), now)],
  )
  if (closest) return newest(db, now, 'WHERE j.industry = $1 AND j.closed_at IS NULL', [closest.industry])
  return newest(db, now, 'WHERE j.closed_at IS NULL', [])
}

/**
 * Newest jobs matching the filters; null when there are none. `recentFirst`: first among the jobs of the last
 * RECENT_PLACE_DAYS' posting weeks, all read through the text index and sorted (a few hundred at a place). With ALTERNATIVES
 * of them those are the newest overall; walking every job in posting order instead checks the wide `search` vector of
 * each one it passes, thousands where the place has few jobs.
 */
async function newestMatching(db: Db, filters: Filters, { recentFirst = false } = {}): Promise<JobSummary[] | null> {
  if (recentFirst) {
    const recent = new SqlWhere()
    addFilterConditions(recent, filters, { recentSince: new Date(filters.now.getTime() - RECENT_PLACE_DAYS * 24 * 60 * 60 * 1000) })
    const jobs = await newest(db, filters.now, recent.toSql(), recent.params, true)
    if (jobs.length === ALTERNATIVES) return jobs
  }
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  const jobs = await newest(db, filters.now, where.toSql(), where.params)
  return jobs.length > 0 ? jobs : null
}

async function newest(db: Db, now: Date, whereSql: string, params: unknown[], fenced = false): Promise<JobSummary[]> {
  const all = [...params, activeSince(now).toISOString()]
  // `fenced`: OFFSET 0 keeps the subquery apart, so the planner finds all its rows first (the index), then sorts.
  const rows = await db.query<JobRow>(
    `WITH page AS (
       SELECT m.id FROM (SELECT j.id, j.posted_at FROM jobs j ${whereSql}${fenced ? ' OFFSET 0' : ''}) m
       ORDER BY m.posted_at DESC, m.id DESC LIMIT ${ALTERNATIVES}
     )
     SELECT ${summaryColumns(`$${all.length}::timestamptz`)} FROM page JOIN jobs j ON j.id = page.id JOIN pros p ON p.id = j.pro_id
     ORDER BY j.posted_at DESC, j.id DESC`,
    all,
  )
  return rows.map(toJobSummary)
}
