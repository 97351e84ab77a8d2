import { Hono } from 'hono'
import { etag } from 'hono/etag'
import * as v from 'valibot'
import { JobIdSchema } from '../../../core/search'
import { errorBody } from '../http/errors'
import type { SearchIndex } from './searchIndex'

/**
 * GET /rest/job-lookup/:id. A job changes or closes at any time, so caches revalidate each use (`no-cache`); its weak
 * ETag (the body before compression) makes an unchanged job's revalidation a 304 without the description.
 */
export function jobLookupRoutes(index: SearchIndex): Hono {
  const routes = new Hono()
  routes.get('/rest/job-lookup/:id', etag({ weak: true }), async (c) => {
    const id = v.safeParse(JobIdSchema, c.req.param('id'))
    const job = id.success ? await index.lookup(id.output) : null
    if (!job) return c.json(errorBody('job.notFound', 'No job has this id.'), 404)
    c.header('Cache-Control', 'no-cache')
    return c.json(job)
  })
  return routes
}
