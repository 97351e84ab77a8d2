import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { REALTIME_LIMITS, TOPICS } from '../../../core/realtime'
import type { Notification } from '../../../core/notifications'
import { Connection, type SocketSession } from './connection'
import type { HubEvent, RealtimeHub } from './hub'

export const REALTIME_PATH = '/rest/websocket'

export interface RealtimeServerDeps {
  readonly hub: RealtimeHub
  /** The session of a full, unexpired, unrevoked token; null for anything else. */
  verify(token: string): Promise<SocketSession | null>
  /** The account's current token version, or null when it is gone or disabled. */
  tokenVersion(userId: string): Promise<number | null>
  findNotification(userId: string, id: number): Promise<Notification | null>
  backlog(userId: string, afterId: number, limit: number): Promise<Notification[]>
  /** Whether a browser page of this Origin may open a socket (Host is the request's). */
  allowsOrigin(origin: string, host: string | undefined): boolean
  now(): number
  /** Production sends no debug or waterfall messages. */
  readonly production: boolean
  logError(error: unknown): void
  /** Sockets one process holds at most; more are answered 503. */
  readonly maxConnections?: number
}

/** The realtime channel of one server process (docs/api.md, "Realtime channel"). */
export interface RealtimeServer {
  /** The HTTP server's `upgrade` event: /rest/websocket from an allowed Origin becomes a socket; anything else is refused. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Closes every socket (1012 by default: come back soon); answers how many. Development's socket kill and shutdown use it. */
  dropAll(code?: number, reason?: string): number
  /** Open sockets now. */
  connectionCount(): number
  close(): Promise<void>
}

const refuse = (socket: Duplex, status: number, text: string) => {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

const HEARTBEAT_MS = 30_000

/**
 * Sockets through `ws`: frames over REALTIME_LIMITS.maxMessageBytes close the socket (1009); every hub event goes to
 * the sockets of its account (or all, for cms) that subscribe to its topic. A protocol-level ping every 30 s ends
 * sockets whose peer is gone.
 */
export function createRealtimeServer(deps: RealtimeServerDeps): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.maxMessageBytes, perMessageDeflate: false })
  const connections = new Map<WebSocket, Connection>()
  const byUser = new Map<string, Set<Connection>>()
  const alive = new WeakSet<WebSocket>()
  let serial = 0

  const dispatch = (event: HubEvent) => {
    if (event.kind === 'cms') {
      for (const connection of connections.values()) connection.deliver(TOPICS.cms, { source: event.source })
      return
    }
    const own = byUser.get(event.userId)
    if (!own || own.size === 0) return
    if (event.kind === 'application') {
      for (const connection of own) connection.deliver(TOPICS.applications, { applicationId: event.applicationId, status: event.status, modifiedAt: event.modifiedAt })
    } else if (event.kind === 'notification') {
      if (![...own].some((connection) => connection.subscriptions.has(TOPICS.notifications))) return
      void deps.findNotification(event.userId, event.id).then((notification) => {
        if (notification) for (const connection of byUser.get(event.userId) ?? []) connection.deliverNotification(notification)
      }, deps.logError)
    } else {
      void deps.tokenVersion(event.userId).then((version) => {
        for (const connection of [...(byUser.get(event.userId) ?? [])]) {
          if (connection.session && connection.session.tokenVersion !== version) connection.endPrivate(401, 'The session was revoked.')
        }
      }, deps.logError)
    }
  }
  let hubReady: Promise<void> | null = null
  let stopHub: (() => void) | null = null
  const ready = () =>
    (hubReady ??= deps.hub.subscribe(dispatch).then(
      (stop) => void (stopHub = stop),
      (error: unknown) => {
        hubReady = null
        throw error
      },
    ))

  const index = (connection: Connection, before: string | null) => {
    if (before !== null) byUser.get(before)?.delete(connection)
    const now = connection.session?.userId
    if (now !== undefined) byUser.set(now, (byUser.get(now) ?? new Set()).add(connection))
  }

  const heartbeat = setInterval(() => {
    for (const socket of connections.keys()) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  wss.on('connection', (socket: WebSocket) => {
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    const connection = new Connection(socket, {
      verify: deps.verify,
      backlog: (userId, afterId) => deps.backlog(userId, afterId, REALTIME_LIMITS.maxBacklog),
      ready,
      now: deps.now,
      debug: !deps.production,
      sessionChanged: index,
      logError: deps.logError,
    })
    connections.set(socket, connection)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return void socket.close(1003, 'Text frames only.')
      connection.received(data.toString()).catch((error: unknown) => {
        deps.logError(error)
        connection.send({ type: 'error', method: 'MESSAGE', url: '', status: 500, message: 'Something went wrong on our side.' })
      })
    })
    socket.on('close', () => {
      const userId = connection.session?.userId
      if (userId !== undefined) byUser.get(userId)?.delete(connection)
      connection.closed()
      connections.delete(socket)
    })
    socket.on('error', () => undefined)
    if (!deps.production) connection.send({ type: 'debug', message: `process ${process.pid}, connection ${++serial}` })
  })

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname !== REALTIME_PATH) return refuse(socket, 404, 'Not Found')
      const origin = request.headers.origin
      // Browsers always send Origin: a page of another site is refused (cross-site WebSocket hijacking). Other
      // clients may omit it; they get no more than their token gives them.
      if (origin !== undefined && !deps.allowsOrigin(origin, request.headers.host)) return refuse(socket, 403, 'Forbidden')
      if (connections.size >= (deps.maxConnections ?? 10_000)) return refuse(socket, 503, 'Service Unavailable')
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
    },
    dropAll(code = 1012, reason = 'Reconnect soon.') {
      const count = connections.size
      for (const socket of connections.keys()) socket.close(code, reason)
      return count
    },
    connectionCount: () => connections.size,
    async close() {
      clearInterval(heartbeat)
      for (const socket of connections.keys()) socket.terminate()
      stopHub?.()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
