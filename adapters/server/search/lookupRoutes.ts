import { Hono } from 'hono'
import * as v from 'valibot'
import { JobIdSchema } from '../../../core/search'
import { errorBody } from '../http/errors'
import type { SearchIndex } from './searchIndex'

/** GET /rest/job-lookup/:id */
export function jobLookupRoutes(index: SearchIndex): Hono {
  const routes = new Hono()
  routes.get('/rest/job-lookup/:id', async (c) => {
    const id = v.safeParse(JobIdSchema, c.req.param('id'))
    const job = id.success ? await index.lookup(id.output) : null
    if (!job) return c.json(errorBody('job.notFound', 'No job has this id.'), 404)
    return c.json(job)
  })
  return routes
}
