import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { JobIdSchema } from '../../../core/search'
import { errorBody } from '../http/errors'
import type { AuthServices } from '../identity/services'
import { requireAdmin, requireSession, type SessionEnv } from '../identity/session'
import { createJobStandingStore, type JobStandingRecord } from './store'

export interface JobRouteOptions {
  /** Production leaves out the development helpers POST /dev/jobs/{jobId}/close and /reopen. */
  readonly production?: boolean
}

const notFound = (c: Context) => c.json(errorBody('job.notFound', 'No job has this id.'), 404)
const wire = (record: JobStandingRecord) => ({ id: record.id, closedAt: record.closedAt?.toISOString() ?? null })

/**
 * Closing and reopening a job (docs/api.md, "Jobs"; docs/decisions.md, "Closing jobs"): POST
 * /rest/admin/jobs/{jobId}/close and /reopen, for an administrator (a full session of an account with the admin
 * flag; spec section 6). A closed job takes no application, leaves search, and its applicants see it closed.
 * Outside production, POST /dev/jobs/{jobId}/close and /reopen do the same without a session (journeys, demos),
 * as the other /dev helpers.
 */
export function jobRoutes(services: AuthServices, options: JobRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const admin = [requireSession(services.tokens, services.users, 'full'), requireAdmin] as const
  const store = createJobStandingStore(services.db)
  const jobIdOf = (c: Context) => {
    const parsed = v.safeParse(JobIdSchema, c.req.param('jobId'))
    return parsed.success ? parsed.output : null
  }
  const close = async (c: Context) => {
    const id = jobIdOf(c)
    const record = id === null ? null : await store.close(id, services.now())
    return record === null ? notFound(c) : c.json(wire(record))
  }
  const reopen = async (c: Context) => {
    const id = jobIdOf(c)
    const record = id === null ? null : await store.reopen(id)
    return record === null ? notFound(c) : c.json(wire(record))
  }
  routes.post('/rest/admin/jobs/:jobId/close', ...admin, close)
  routes.post('/rest/admin/jobs/:jobId/reopen', ...admin, reopen)
  if (!options.production) {
    routes.post('/dev/jobs/:jobId/close', close)
    routes.post('/dev/jobs/:jobId/reopen', reopen)
  }
  return routes
}
