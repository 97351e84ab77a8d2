import type { WebSocket } from 'ws'
import {
  ClientMessageSchema,
  isPrivateTopic,
  parseFrame,
  REALTIME_LIMITS,
  TOPICS,
  type RealtimeRequest,
  type ServerMessage,
} from '../../../core/realtime'
import type { Notification } from '../../../core/notifications'

/** Who a socket's private subscriptions belong to: the account of the last token it gave, until that ends. */
export interface SocketSession {
  readonly userId: string
  readonly tokenVersion: number
  /** The token's exp, in ms since the epoch. */
  readonly expiresAt: number
}

/** What a connection needs of the server around it. */
export interface ConnectionDeps {
  /** The session of a full, unexpired, unrevoked token; null for anything else. */
  verify(token: string): Promise<SocketSession | null>
  /** Missed notifications after `afterId`, oldest first. */
  backlog(userId: string, afterId: number): Promise<Notification[]>
  /** Resolves once the hub hears events (a subscription answered before that could miss one). */
  ready(): Promise<void>
  now(): number
  /** Outside production: the waterfall of each request. */
  readonly debug: boolean
  /** Called when the socket's account changes (the server indexes sockets by account). */
  sessionChanged(connection: Connection, before: string | null): void
  logError(error: unknown): void
  /** Subscriptions one socket may hold; REALTIME_LIMITS.maxSubscriptions unless a test lowers it below the topic count. */
  readonly maxSubscriptions?: number
}

/** setTimeout's longest delay; a token's expiry further off is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * One socket's side of the channel: its subscriptions (at most REALTIME_LIMITS.maxSubscriptions), its session
 * (private topics end when the token expires or is revoked), its message rate, and delivery of hub events.
 */
export class Connection {
  readonly subscriptions = new Set<string>()
  session: SocketSession | null = null
  private expiry: ReturnType<typeof setTimeout> | undefined
  private windowStart = 0
  private windowCount = 0
  /** Notifications held while a resume's backlog is read, and the last id sent. */
  private resuming: Notification[] | null = null
  private lastNotificationId = 0

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {}

  send(message: ServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    // A client that does not read is dropped rather than buffered for without bound.
    if (this.socket.bufferedAmount > 1024 * 1024) return void this.socket.terminate()
    this.socket.send(JSON.stringify(message))
  }

  /** One text frame from the client. */
  async received(text: string): Promise<void> {
    const now = this.deps.now()
    if (now - this.windowStart > REALTIME_LIMITS.windowMs) {
      this.windowStart = now
      this.windowCount = 0
    }
    if (++this.windowCount > REALTIME_LIMITS.maxMessagesPerWindow) return void this.socket.close(1008, 'Too many messages.')
    const message = parseFrame(ClientMessageSchema, text)
    if (message === null) return this.send({ type: 'error', method: 'MESSAGE', url: '', status: 400, message: 'Malformed message.' })
    if (message.type === 'ping') return this.send({ type: 'pong' })
    if (message.type === 'pong') return
    if (message.method === 'UNSUBSCRIBE') {
      this.subscriptions.delete(message.path)
      return this.send({ type: 'response', id: message.id, method: message.method, path: message.path, status: 200 })
    }
    await this.subscribe(message)
  }

  private refuse(request: RealtimeRequest, status: number, message: string) {
    this.send({ type: 'error', id: request.id, method: request.method, url: request.path, status, message })
  }

  private async subscribe(request: RealtimeRequest): Promise<void> {
    const { path } = request
    if (!(Object.values(TOPICS) as string[]).includes(path)) return this.refuse(request, 404, 'No such topic.')
    if (!this.subscriptions.has(path) && this.subscriptions.size >= (this.deps.maxSubscriptions ?? REALTIME_LIMITS.maxSubscriptions)) {
      return this.refuse(request, 429, 'Too many subscriptions on this socket.')
    }
    const started = this.deps.now()
    const steps: { name: string; ms: number }[] = []
    const step = (name: string, from: number) => steps.push({ name, ms: this.deps.now() - from })
    if (isPrivateTopic(path)) {
      const session = request.token === undefined ? null : await this.deps.verify(request.token)
      step('verifyToken', started)
      if (session === null) return this.refuse(request, 401, 'Sign in to subscribe to this topic.')
      this.adopt(session)
    } else if (request.after !== undefined) {
      return this.refuse(request, 400, 'Only notifications resume.')
    }
    const listening = this.deps.now()
    await this.deps.ready()
    step('listen', listening)
    const resume = path === TOPICS.notifications && request.after !== undefined
    if (resume) {
      this.resuming ??= []
      this.lastNotificationId = request.after ?? 0
    }
    this.subscriptions.add(path)
    this.send({ type: 'response', id: request.id, method: request.method, path, status: 200 })
    if (resume && this.session) {
      const reading = this.deps.now()
      const missed = await this.deps.backlog(this.session.userId, request.after ?? 0).catch((error: unknown) => {
        this.deps.logError(error)
        return []
      })
      step('backlog', reading)
      const held = this.resuming ?? []
      this.resuming = null
      for (const notification of [...missed, ...held]) this.deliverNotification(notification)
    }
    if (this.deps.debug) this.send({ type: 'waterfall', id: request.id, entries: steps })
  }

  /** Takes the account of a newly verified token; another account's private subscriptions end. */
  private adopt(session: SocketSession) {
    const before = this.session?.userId ?? null
    if (before !== null && before !== session.userId) this.endPrivate(401, 'Signed in as another account.')
    this.session = session
    clearTimeout(this.expiry)
    const arm = () => {
      const left = session.expiresAt - this.deps.now()
      if (left <= 0) return this.endPrivate(401, 'The session expired.')
      this.expiry = setTimeout(arm, Math.min(left, MAX_TIMER_MS))
      this.expiry.unref?.()
    }
    arm()
    if (before !== session.userId) this.deps.sessionChanged(this, before)
  }

  /** Ends every private subscription, each with an error the client can act on (sign in again, then re-subscribe). */
  endPrivate(status: number, message: string): void {
    const before = this.session?.userId ?? null
    clearTimeout(this.expiry)
    this.session = null
    this.resuming = null
    for (const path of [...this.subscriptions]) {
      if (!isPrivateTopic(path)) continue
      this.subscriptions.delete(path)
      this.send({ type: 'error', method: 'SUBSCRIBE', url: path, status, message })
    }
    if (before !== null) this.deps.sessionChanged(this, before)
  }

  /** A notification of this socket's account: sent once, in id order, after a resume's backlog. */
  deliverNotification(notification: Notification): void {
    if (!this.subscriptions.has(TOPICS.notifications)) return
    if (this.resuming !== null) return void this.resuming.push(notification)
    if (notification.id <= this.lastNotificationId) return
    this.lastNotificationId = notification.id
    this.send({ type: 'message', path: TOPICS.notifications, id: notification.id, data: notification })
  }

  deliver(path: string, data: unknown): void {
    if (this.subscriptions.has(path)) this.send({ type: 'message', path, data })
  }

  closed(): void {
    clearTimeout(this.expiry)
    this.subscriptions.clear()
  }
}
