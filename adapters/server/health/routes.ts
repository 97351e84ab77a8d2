import { Hono } from 'hono'
import type { Lifecycle } from '../http/lifecycle'

/** A readiness check that takes longer than this counts as not ready. */
const READY_CHECK_MS = 2000

/**
 * GET/HEAD /ping (for load balancers: `pong`, 503 while draining), GET /health/live (the process answers) and
 * GET /health/ready (not draining, and `ready` resolves in time: the database answers): docs/operations.md, "Health".
 */
export function healthRoutes(lifecycle: Lifecycle, ready: () => Promise<void>): Hono {
  const routes = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  routes.get('/ping', (c) => (lifecycle.draining ? c.text('draining', 503, noStore) : c.text('pong', 200, noStore)))
  routes.get('/health/live', (c) => c.json({ status: 'live' }, 200, noStore))
  routes.get('/health/ready', async (c) => {
    if (lifecycle.draining) return c.json({ status: 'draining' }, 503, noStore)
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('slow')), READY_CHECK_MS)
    })
    try {
      await Promise.race([ready(), late])
      return c.json({ status: 'ready' }, 200, noStore)
    } catch {
      return c.json({ status: 'unavailable' }, 503, noStore)
    } finally {
      clearTimeout(timer)
    }
  })
  return routes
}
