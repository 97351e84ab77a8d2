import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors'

/** What a process runs at shutdown before it waits for its requests: the realtime hub closes its sockets with a reconnect hint. */
export type ShutdownHook = () => void | Promise<void>

/**
 * The process's life as its HTTP side sees it (docs/operations.md, "Shutdown"): how many requests are in flight, and
 * whether it is draining. Once draining, /ping and /health/ready answer 503 (the load balancer stops sending), a new
 * request on a kept-alive connection gets 503 with `Retry-After` and `Connection: close`, and `drained()` resolves
 * when the last request in flight has answered.
 */
export interface Lifecycle {
  /** Counts every request (registered first in createApp); refuses new ones while draining. */
  readonly track: MiddlewareHandler
  readonly draining: boolean
  readonly inFlight: number
  /** Registers work for shutdown (run once, in order, when draining starts); answers its removal. */
  onShutdown(hook: ShutdownHook): () => void
  /** Starts draining and runs the shutdown hooks (a failing hook is logged, the others still run). */
  startDraining(): Promise<void>
  /** Resolves once no request is in flight (at once when none is). */
  drained(): Promise<void>
}

export function createLifecycle(logError: (error: unknown) => void = (error) => console.error('[shutdown]', error)): Lifecycle {
  let inFlight = 0
  let draining = false
  const hooks = new Set<ShutdownHook>()
  const idle: Array<() => void> = []
  const settle = () => {
    if (inFlight > 0) return
    for (const resolve of idle.splice(0)) resolve()
  }
  return {
    track: async (c, next) => {
      if (draining) {
        c.header('Retry-After', '1')
        c.header('Connection', 'close')
        return c.json(errorBody('server.shuttingDown', 'This server is restarting. Please try again in a moment.'), 503)
      }
      inFlight++
      try {
        await next()
        // An answer finished while draining closes its connection once sent, so the server can close.
        if (draining) c.header('Connection', 'close')
      } finally {
        inFlight--
        settle()
      }
    },
    get draining() {
      return draining
    },
    get inFlight() {
      return inFlight
    },
    onShutdown(hook) {
      hooks.add(hook)
      return () => void hooks.delete(hook)
    },
    async startDraining() {
      if (draining) return
      draining = true
      for (const hook of [...hooks]) {
        try {
          await hook()
        } catch (error) {
          logError(error)
        }
      }
    },
    drained: () =>
      new Promise<void>((resolve) => {
        idle.push(resolve)
        settle()
      }),
  }
}
