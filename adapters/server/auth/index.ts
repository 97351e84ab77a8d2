import { Hono } from 'hono'
import type { Db } from '../db/db'
import type { Mailer } from '../mail/outbox'
import { emailRoutes } from './emailRoutes'
import { createAuthServices, type AuthOptions } from './services'
import { sessionRoutes } from './sessionRoutes'

export type { AuthOptions } from './services'

/**
 * Sign-in, sign-up and the session: POST /rest/auth/login, /refresh, /logout, /password, /email,
 * /reset-password, GET /rest/auth/providers and GET /rest/profile (docs/api-auth.md). `publicOrigin` is where mailed links point
 * (default: each request's origin).
 */
export function authRoutes(db: Db, mailer: Mailer, options: AuthOptions & { readonly publicOrigin?: string } = {}): Hono {
  const services = createAuthServices(db, mailer, options)
  const routes = new Hono()
  routes.route('/', sessionRoutes(services))
  routes.route('/', emailRoutes(services, (url) => options.publicOrigin ?? new URL(url).origin))
  // Which sign-in buttons to show: only configured providers.
  routes.get('/rest/auth/providers', (c) =>
    c.json({ providers: ['password', 'email', ...(options.google ? ['google'] : [])], googleClientId: options.google?.clientId ?? null }),
  )
  return routes
}
