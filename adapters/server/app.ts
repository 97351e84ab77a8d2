import { Hono } from 'hono'
import type { Db } from './db/db'
import { errorBody } from './http/errors'
import { envRoutes } from './routes/env'
import { jobLookupRoutes } from './routes/jobLookup'
import { searchRoutes } from './routes/search'
import { serveApp } from './routes/static'

export interface AppDeps {
  readonly db: Db
  /** The built app (vite build output). Default ./dist. */
  readonly distDir?: string
  /** Public origin of the API for GET /env; default: each request's origin. */
  readonly apiUrl?: string
  /** GET /env's jaxApiUrl; default: apiUrl. */
  readonly jaxApiUrl?: string
  /** The clock for "posted within N days"; default: the real one. */
  readonly now?: () => Date
  /** Where unexpected errors are logged; default: console.error. */
  readonly logError?: (error: unknown) => void
}

/**
 * The reference API server as a Hono app: GET /env, POST /rest/jobs/search,
 * GET /rest/job-lookup/:id, and the built app with the SPA fallback. Tests call `app.request(...)`.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  const logError = deps.logError ?? ((error: unknown) => console.error('[server] unexpected error', error))
  app.route('/', envRoutes({ apiUrl: deps.apiUrl, jaxApiUrl: deps.jaxApiUrl }))
  app.route('/', searchRoutes(deps.db, deps.now ?? (() => new Date())))
  app.route('/', jobLookupRoutes(deps.db))
  app.all('/rest/*', (c) => c.json(errorBody('request.notFound', 'No such API route.'), 404))
  app.get('*', serveApp(deps.distDir ?? 'dist'))
  app.notFound((c) => c.json(errorBody('request.notFound', 'Not found.'), 404))
  app.onError((error, c) => {
    logError(error)
    return c.json(errorBody('server.error', 'Something went wrong on our side. Please try again.'), 500)
  })
  return app
}
