import type { JobSummary } from '../../../core/search'
import type { Db } from '../db/db'
import { activeSince, addFilterConditions, SqlWhere, type Filters } from './filters'
import { weeksQuery } from './lexemes'
import { summaryColumns, toJobSummary, type JobRow } from './rows'

/** How many alternative jobs a no-match or unknown-location answer offers. */
export const ALTERNATIVES = 10

const RECENT_DAYS = 14

/** For an unknown location: the newest jobs matching the rest of the search anywhere; else the newest. */
export async function invalidLocationAlternatives(db: Db, filters: Filters): Promise<JobSummary[]> {
  return (await newestMatching(db, { ...filters, place: null })) ?? newest(db, filters.now, '', [])
}

/** Newest jobs near the place; else the newest of the industry closest to "what"; else the newest. */
export async function noMatchAlternatives(db: Db, filters: Filters): Promise<JobSummary[]> {
  if (filters.place) {
    const onlyPlace: Filters = { ...filters, what: null, remote: 'include', jobTypes: [], minPay: 0, postedSince: null, experience: null, industry: null }
    const near = await newestMatching(db, onlyPlace)
    if (near) return near
  }
  if (filters.what) {
    // Any of the words (an OR query), among recent jobs so a common word stays cheap.
    const [closest] = await db.query<{ industry: string }>(
      `SELECT industry FROM (
         SELECT j.industry FROM jobs j
         WHERE j.search @@ (replace(websearch_to_tsquery('english', $1)::text, '&', '|')::tsquery && $2::tsquery)
         ORDER BY j.posted_at DESC LIMIT 200) t
       GROUP BY industry ORDER BY count(*) DESC, industry LIMIT 1`,
      [filters.what, weeksQuery(new Date(filters.now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000), filters.now)],
    )
    if (closest) return newest(db, filters.now, 'WHERE j.industry = $1 AND j.closed_at IS NULL', [closest.industry])
  }
  return newest(db, filters.now, 'WHERE j.closed_at IS NULL', [])
}

/** Newest jobs matching the filters; null when there are none. */
async function newestMatching(db: Db, filters: Filters): Promise<JobSummary[] | null> {
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  const jobs = await newest(db, filters.now, where.toSql(), where.params)
  return jobs.length > 0 ? jobs : null
}

async function newest(db: Db, now: Date, whereSql: string, params: unknown[]): Promise<JobSummary[]> {
  const all = [...params, activeSince(now).toISOString()]
  const rows = await db.query<JobRow>(
    `WITH page AS (
       SELECT j.id FROM jobs j ${whereSql} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${ALTERNATIVES}
     )
     SELECT ${summaryColumns(`$${all.length}::timestamptz`)} FROM page JOIN jobs j ON j.id = page.id JOIN pros p ON p.id = j.pro_id
     ORDER BY j.posted_at DESC, j.id DESC`,
    all,
  )
  return rows.map(toJobSummary)
}
