import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RealtimeServer } from './socketServer'

/** What of an HTTP server the channel needs: its `upgrade` requests (@hono/node-server's `serve` answers one). */
interface UpgradingServer {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown
}

/** Serves the realtime channel on the HTTP server's own port: its `upgrade` requests go to the channel. */
export function attachRealtime(server: unknown, realtime: RealtimeServer): void {
  ;(server as UpgradingServer).on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head))
}
