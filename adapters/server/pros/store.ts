import type { ProPage } from '../../../core/pros'
import { responseTimeMessage } from '../../../core/search'
import type { Db } from '../db/db'
import { SqlWhere, toFilters } from '../search/filters'
import { addFilterConditions } from '../search/filters'
import { responseHours } from '../search/rowsStore'

interface ProRow {
  id: string
  name: string
  slug: string
  photo_url: string | null
  photo_focus: string
  headline: string
  specialties: string[]
  industries: string[]
  cities: string[]
  median_seconds: number | null
  answered: number
}

/** The SQL of the Pros' pages (migration 030). */
export interface ProStore {
  /** The Pro's page at `now` (its response time computed then, and its jobs search shows then); null: no such Pro. */
  page(slug: string, now: Date): Promise<ProPage | null>
  /**
   * Renews, as of `now`, the cached response time of every Pro whose figure has aged (an application it counted is
   * now more than 90 days old: pros.response_valid_until, migration 044); answers how many were renewed.
   */
  refreshAgedResponseTimes(now: Date): Promise<number>
}

export function createProStore(db: Db): ProStore {
  return {
    async page(slug, now) {
      const [row] = await db.query<ProRow>(
        `SELECT p.id, p.name, p.slug, p.photo_url, p.photo_focus, p.headline, p.specialties, p.industries, p.cities, s.median_seconds, s.answered
           FROM pros p CROSS JOIN LATERAL pro_response_stats(p.id, $2::timestamptz) s WHERE p.slug = $1`,
        [slug, now.toISOString()],
      )
      if (!row) return null
      // The same conditions as the search the page runs (the Pro's filter), counted exactly.
      const where = new SqlWhere()
      addFilterConditions(where, toFilters({ pro: slug }, null, now))
      const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j ${where.toSql()}`, where.params)
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        photoUrl: row.photo_url,
        photoFocus: row.photo_focus,
        headline: row.headline,
        specialties: row.specialties,
        industries: row.industries,
        cities: row.cities,
        responseTime: { medianHours: responseHours(row.median_seconds), answered: row.answered },
        openJobs: counted?.n ?? 0,
      }
    },
    async refreshAgedResponseTimes(now) {
      const at = now.toISOString()
      const aged = await db.query<FigureRow>(
        `SELECT id, response_seconds, response_count FROM pros WHERE response_valid_until <= $1::timestamptz ORDER BY response_valid_until LIMIT 500`,
        [at],
      )
      if (aged.length === 0) return 0
      const ids = aged.map((row) => row.id)
      await db.query(`SELECT pro_response_refresh(id, $2::timestamptz) FROM unnest($1::text[]) AS aged(id)`, [ids, at])
      const renewed = await db.query<FigureRow>(`SELECT id, response_seconds, response_count FROM pros WHERE id = ANY($1::text[])`, [ids])
      // Renewed figures leave cached search answers as they are (migration 048). When what a card says changed
      // ("Usually answers within ..."), the cards follow at once; a count that moved alone waits the cache's age limit.
      const shown = (rows: readonly FigureRow[]) => new Map(rows.map((row) => [row.id, JSON.stringify(shownFigure(row))]))
      const before = shown(aged)
      if ([...shown(renewed)].some(([id, figure]) => before.get(id) !== figure)) await db.query('SELECT search_version_bump()')
      return aged.length
    },
  }
}

interface FigureRow {
  readonly id: string
  readonly response_seconds: number | null
  readonly response_count: number
}

/** What a job card says of a Pro's response time (null: nothing). */
function shownFigure(row: FigureRow) {
  return responseTimeMessage({ medianHours: responseHours(row.response_seconds), answered: row.response_count })
}
