import { Hono } from 'hono'
import * as v from 'valibot'
import { parseJsonBody } from '../http/jsonBody'
import type { RealtimeHub } from './hub'
import type { RealtimeServer } from './socketServer'

/**
 * Development only (never mounted in production): POST /dev/realtime/drop closes every socket of this process (the
 * socket-kill journey), POST /dev/cms/changed announces a content change on /rest/cms.
 */
export function realtimeDevRoutes(server: RealtimeServer, hub: RealtimeHub): Hono {
  const routes = new Hono()
  routes.post('/dev/realtime/drop', (c) => c.json({ dropped: server.dropAll(4000, 'Dropped by /dev/realtime/drop.') }))
  routes.post('/dev/cms/changed', async (c) => {
    const body = await parseJsonBody(c, v.strictObject({ source: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }))
    if (!body.ok) return body.response
    await hub.publish({ kind: 'cms', source: body.value.source })
    return c.json({ announced: true })
  })
  return routes
}
