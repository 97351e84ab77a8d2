import type { FacetCounts, SearchTotal } from '../../../core/search'
import type { Db } from '../db/db'
import { addFilterConditions, SqlWhere, type Filters } from './filters'

/**
 * The experience-level and industry filters' counts for a search (docs/decisions.md, "Facet counts"). Each count is
 * what choosing that option finds: levels are counted under the chosen industry, industries under the chosen level.
 * They come from the jobs a search already reads for its total (the relevance candidates, the date sort's bounded
 * count), so a search with no level or industry chosen pays only a GROUP BY over at most 1,000 rows; with one chosen,
 * the other options need the jobs without it: one more bounded query (`facetCounts`).
 */

/** How many of the counted jobs have one level and one industry (at most 5 x 28 groups). */
export interface FacetGroup {
  readonly experience: string
  readonly industry: string
  readonly n: number
}

/** The grouped count of a set of jobs `alias` (with columns experience and industry_id), as a JSON array. */
export const facetGroupsSql = (alias: string) =>
  `(SELECT coalesce(json_agg(g), '[]') FROM (SELECT experience, industry_id AS industry, count(*)::int AS n FROM ${alias} GROUP BY 1, 2) g)`

/** Groups as the driver answers them (PGlite parses json, a server may hand back text). */
export function readFacetGroups(value: unknown): FacetGroup[] {
  return (typeof value === 'string' ? JSON.parse(value) : value ?? []) as FacetGroup[]
}

/** The options' counts from groups of the jobs matching every filter but the level and the industry. */
export function toFacetCounts(groups: readonly FacetGroup[], filters: Filters, relation: FacetCounts['relation']): FacetCounts {
  const experience: Record<string, number> = {}
  const industry: Record<string, number> = {}
  for (const group of groups) {
    if (!filters.industry || group.industry === filters.industry) experience[group.experience] = (experience[group.experience] ?? 0) + group.n
    if (!filters.experience || group.experience === filters.experience) industry[group.industry] = (industry[group.industry] ?? 0) + group.n
  }
  return { experience, industry, relation }
}

/** Whether the search has a level or an industry chosen (its own jobs then cannot count the other options). */
export const hasFacetChosen = (filters: Filters) => filters.experience !== null || filters.industry !== null

/**
 * The counts from a query of their own: up to `limit` + 1 jobs matching every filter but the level and the industry,
 * in whatever order the index gives them (no sort). Past `limit` every count is a lower bound ('gte'); the chosen
 * options then take the search's own total, which the page has counted.
 */
export async function facetCounts(db: Db, filters: Filters, limit: number, total: SearchTotal): Promise<FacetCounts> {
  const groups = await countedGroups(db, { ...filters, experience: null, industry: null }, limit)
  const counts = toFacetCounts(groups, filters, jobsIn(groups) > limit ? 'gte' : 'eq')
  if (counts.relation === 'gte' && total.relation === 'eq') {
    if (filters.experience) counts.experience[filters.experience] = total.value
    if (filters.industry) counts.industry[filters.industry] = total.value
  }
  return counts
}

/** The date sort's bounded total (as `boundedTotal`) and, from the same jobs, the counts of a search with none chosen. */
export async function boundedTotalWithFacets(db: Db, filters: Filters, limit: number): Promise<{ total: SearchTotal; facets: FacetCounts }> {
  const groups = await countedGroups(db, filters, limit)
  const n = jobsIn(groups)
  const total: SearchTotal = n > limit ? { value: limit, relation: 'gte' } : { value: n, relation: 'eq' }
  return { total, facets: toFacetCounts(groups, filters, total.relation) }
}

const jobsIn = (groups: readonly FacetGroup[]) => groups.reduce((sum, group) => sum + group.n, 0)

/** The groups of up to `limit` + 1 jobs matching `filters`, unsorted (a bounded count's cost). */
async function countedGroups(db: Db, filters: Filters, limit: number): Promise<FacetGroup[]> {
  const where = new SqlWhere()
  addFilterConditions(where, filters)
  const [row] = await db.query<{ groups: unknown }>(
    `WITH t AS (SELECT j.experience, j.industry_id FROM jobs j ${where.toSql()} LIMIT ${where.param(limit + 1)})
     SELECT ${facetGroupsSql('t')} AS groups`,
    where.params,
  )
  return readFacetGroups(row?.groups)
}
