import { Hono } from 'hono'
import type { EnvConfig } from '../../../core/env'

export interface EnvOptions {
  /** Public origin of the API; default: the origin of each request. */
  readonly apiUrl?: string
  /** Origin of the second API; default: apiUrl. */
  readonly jaxApiUrl?: string
}

/** GET /env: where the app finds the API. */
export function envRoutes(options: EnvOptions): Hono {
  const routes = new Hono()
  routes.get('/env', (c) => {
    const apiUrl = options.apiUrl ?? new URL(c.req.url).origin
    const body: EnvConfig = { apiUrl, jaxApiUrl: options.jaxApiUrl ?? apiUrl }
    c.header('Cache-Control', 'no-cache')
    return c.json(body)
  })
  return routes
}
