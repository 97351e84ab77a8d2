import { Hono } from 'hono'
import { SearchCriteriaSchema } from '../../../core/search'
import type { Db } from '../db/db'
import { invalidRequest } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { searchJobs } from './store'

/** POST /rest/jobs/search */
export function searchRoutes(db: Db, now: () => Date): Hono {
  const routes = new Hono()
  routes.post(
    '/rest/jobs/search',
    async (c) => {
      const body = await parseJsonBody(c, SearchCriteriaSchema)
      if (!body.ok) return body.response
      const outcome = await searchJobs(db, body.value, now())
      if (outcome._tag === 'InvalidCursor') {
        return invalidRequest(c, 'The cursor is not valid for these criteria.', [{ path: 'cursor', message: 'Invalid cursor.' }])
      }
      return c.json(outcome.result)
    },
  )
  return routes
}
