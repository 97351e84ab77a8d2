import { Hono } from 'hono'
import { MarkReadRequestSchema } from '../../../core/notifications'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { createNotificationStore } from './store'

/**
 * The signed-in account's notifications (docs/api.md, "Notifications"): GET /rest/notifications (the recent ones and
 * the unread count) and POST /rest/notifications/read. New ones also arrive on the realtime topic /rest/notifications.
 */
export function notificationRoutes(services: AuthServices): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const store = createNotificationStore(services.db)
  routes.get('/rest/notifications', full, async (c) => c.json(await store.recent(c.var.session.user.id)))
  routes.post('/rest/notifications/read', full, async (c) => {
    const body = await parseJsonBody(c, MarkReadRequestSchema)
    if (!body.ok) return body.response
    const userId = c.var.session.user.id
    await store.markRead(userId, body.value, services.now())
    return c.json(await store.recent(userId))
  })
  return routes
}
