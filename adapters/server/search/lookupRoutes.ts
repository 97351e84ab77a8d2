import { Hono } from 'hono'
import * as v from 'valibot'
import { JobIdSchema } from '../../../core/search'
import type { Db } from '../db/db'
import { errorBody } from '../http/errors'
import { JOB_COLUMNS, toJob, type JobRow } from './rows'

/** GET /rest/job-lookup/:id */
export function jobLookupRoutes(db: Db): Hono {
  const routes = new Hono()
  routes.get('/rest/job-lookup/:id', async (c) => {
    const id = v.safeParse(JobIdSchema, c.req.param('id'))
    const [row] = id.success
      ? await db.query<JobRow>(
          `SELECT ${JOB_COLUMNS}, j.description FROM jobs j JOIN pros p ON p.id = j.pro_id WHERE j.id = $1`,
          [id.output],
        )
      : []
    if (!row) return c.json(errorBody('job.notFound', 'No job has this id.'), 404)
    return c.json(toJob(row))
  })
  return routes
}
