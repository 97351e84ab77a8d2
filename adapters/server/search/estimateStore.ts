import type { Queryable } from '../db/db'

/** The planner's estimate of how many jobs `whereSql` (on alias j) matches: EXPLAIN plans without running (~0.5 ms). */
export async function estimatedRows(db: Queryable, whereSql: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs j ${whereSql}`, params)
  const plan = row?.['QUERY PLAN']
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }]
  return parsed[0].Plan['Plan Rows']
}

/**
 * The planner's estimates of several WHERE clauses (on alias j) in one EXPLAIN, `params` shared by all of them. Each
 * clause is a materialized CTE of its own, so each keeps a plan node named after it whatever the planner does with the
 * others: a clause it proves empty (a query of stop words only) stays, as 0 rows, and a parallel plan's Gather carries
 * the whole estimate (a UNION ALL's branches lost both: removed, or divided among workers under one Gather).
 */
export async function estimatedRowsEach(db: Queryable, whereSqls: readonly string[], params: readonly unknown[]): Promise<number[]> {
  const ctes = whereSqls.map((whereSql, i) => `b${i} AS MATERIALIZED (SELECT 1 FROM jobs j ${whereSql})`).join(', ')
  const counts = whereSqls.map((_, i) => `(SELECT count(*) FROM b${i})`).join(', ')
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) WITH ${ctes} SELECT ${counts}`, params)
  const plan = row?.['QUERY PLAN']
  const estimates = whereSqls.map(() => 0)
  const visit = (node: PlanNode) => {
    const branch = /^CTE b(\d+)$/.exec(node['Subplan Name'] ?? '')
    if (branch) estimates[Number(branch[1])] = node['Plan Rows']
    for (const child of node.Plans ?? []) visit(child)
  }
  visit(((typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }])[0].Plan)
  return estimates
}

interface PlanNode {
  readonly 'Plan Rows': number
  readonly 'Subplan Name'?: string
  readonly Plans?: readonly PlanNode[]
}

/**
 * Up to this many estimated matches, the newest few are best found by reading all of them through the text index
 * (a bitmap, then a sort) rather than by walking jobs in posting order: the walk checks the wide, TOASTed `search`
 * vector of every job it passes (~8 µs each), which the planner does not count, so for a word in 1-5 % of jobs it
 * walks and passes thousands (docs/decisions.md, "Search that is cheap per query").
 */
export const BITMAP_FIRST_MAX_MATCHES = 5000
