import type { Queryable } from '../db/db'

/** The planner's estimate of how many jobs `whereSql` (on alias j) matches: EXPLAIN plans without running (~0.5 ms). */
export async function estimatedRows(db: Queryable, whereSql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j ${whereSql}`, params)
  const plan = row?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }]
  return parsed[0].Plan['Plan Rows']
}

/**
 * The planner's estimates of several WHERE clauses (on alias j) in one EXPLAIN: a UNION ALL of them, whose branches
 * each carry their own estimate. `params` are shared by all the clauses.
 */
export async function estimatedRowsEach(db: Queryable, whereSqls: readonly string[], params: readonly unknown[]): Promise<number[]> {
  const union = whereSqls.map((whereSql) => `SELECT 1 FROM jobs j ${whereSql}`).join(' UNION ALL ')
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${union}`, params)
  const plan = row?.['QUERY PLAN']
  type Node = { 'Plan Rows': number; Plans?: Node[] }
  const root = ((typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: Node }])[0].Plan
  if (whereSqls.length === 1) return [root['Plan Rows']]
  return (root.Plans ?? []).map((branch) => branch['Plan Rows'])
}

/**
 * Up to this many estimated matches, the newest few are best found by reading all of them through the text index
 * (a bitmap, then a sort) rather than by walking jobs in posting order: the walk checks the wide, TOASTed `search`
 * vector of every job it passes (~8 µs each), which the planner does not count, so for a word in 1-5 % of jobs it
 * walks and passes thousands (docs/decisions.md, "Search that is cheap per query").
 */
export const BITMAP_FIRST_MAX_MATCHES = 5000
