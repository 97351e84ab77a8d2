import type { Server } from 'node:http'
import type { Lifecycle } from './http/lifecycle'

/** How long in-flight requests get to finish before the process closes anyway. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000

export interface ShutdownDeps {
  readonly server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>
  readonly lifecycle: Lifecycle
  /** Stops the scheduler, flushes the outbox (waits for mails being handed to SMTP) and releases the database. */
  readonly close: () => Promise<void>
  readonly graceMs?: number
  readonly log?: (line: string) => void
}

/**
 * Graceful shutdown (docs/operations.md, "Shutdown"): stop accepting connections, drain (health checks say 503, a
 * request on a kept-alive connection is refused with Retry-After, the shutdown hooks run: the realtime hub closes its
 * sockets with a reconnect hint), wait for the requests in flight (at most `graceMs`), then close what the server
 * holds. Resolves when done; the caller exits.
 */
export async function shutDownGracefully(deps: ShutdownDeps): Promise<void> {
  const log = deps.log ?? ((line: string) => console.log(line))
  const graceMs = deps.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS
  const { server, lifecycle } = deps
  log(`Hireflow shutting down: ${lifecycle.inFlight} request(s) in flight`)
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  await lifecycle.startDraining()
  server.closeIdleConnections()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs)
  })
  // Answers sent while draining close their connections (Connection: close), so the server closes once the last one is out.
  const outcome = await Promise.race([closed.then(() => 'closed' as const), late])
  clearTimeout(timer)
  if (outcome === 'late') {
    log(`Hireflow shutdown: ${lifecycle.inFlight} request(s) still running after ${graceMs} ms; closing their connections`)
    server.closeAllConnections()
    await closed
  }
  await deps.close()
}
