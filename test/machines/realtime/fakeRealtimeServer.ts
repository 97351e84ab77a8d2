import type { Scheduler } from 'fast-check'
import { memorySocket, type MemorySocketConnection } from '../../../adapters/memory'
import type { SocketPort } from '../../../core/ports'
import { ClientMessageSchema, parseFrame, TOPICS } from '../../../core/realtime'

/** One connection as the fake server sees it. */
interface ServerSide {
  readonly connection: MemorySocketConnection
  readonly subscribed: Set<string>
  /** Frames waiting to go out, in order (TCP keeps a socket's order; the scheduler interleaves sockets and closes). */
  readonly outbox: string[]
  /** The topics the client wanted when this connection opened, and the SUBSCRIBEs it then sent. */
  wantedAtOpen: readonly string[] | null
  dropped: boolean
  readonly subscribes: { readonly path: string; readonly after: number | undefined; readonly lastSeen: number }[]
}

/**
 * A realtime server for the property tests, over the memory socket: it answers SUBSCRIBE (and resumes notifications
 * at least once: from `after` minus an overlap the test draws, so the client must drop what it saw), pings, and
 * raises notifications to subscribed sockets. Deliveries go through fast-check's scheduler, one frame at a time.
 */
export function fakeRealtimeServer(s: Scheduler, overlaps: readonly number[], lastSeen: () => number, wanted: () => readonly string[]) {
  const memory = memorySocket()
  const sides: ServerSide[] = []
  const log: number[] = []
  let draws = 0
  const sideOf = (connection: MemorySocketConnection) => sides.find((side) => side.connection === connection)!
  const flushOne = (side: ServerSide) => {
    const frame = side.outbox.shift()
    if (frame !== undefined) side.connection.receive(frame)
  }
  const push = (side: ServerSide, message: unknown) => {
    side.outbox.push(JSON.stringify(message))
    void s.schedule(Promise.resolve(), `deliver on #${sides.indexOf(side)}`).then(() => flushOne(side))
  }
  const received = (side: ServerSide, text: string) => {
    const message = parseFrame(ClientMessageSchema, text)
    if (message === null) throw new Error(`the client sent a malformed frame: ${text}`)
    if (message.type === 'ping') return push(side, { type: 'pong' })
    if (message.type !== 'request') return
    if (message.method === 'UNSUBSCRIBE') {
      side.subscribed.delete(message.path)
      return push(side, { type: 'response', id: message.id, method: message.method, path: message.path, status: 200 })
    }
    side.subscribed.add(message.path)
    side.subscribes.push({ path: message.path, after: message.after, lastSeen: lastSeen() })
    push(side, { type: 'response', id: message.id, method: message.method, path: message.path, status: 200 })
    if (message.path === TOPICS.notifications && message.after !== undefined) {
      const from = Math.max(0, message.after - (overlaps[draws++ % Math.max(1, overlaps.length)] ?? 0))
      for (const id of log.filter((id) => id > from)) push(side, { type: 'message', path: TOPICS.notifications, id, data: { id } })
    }
  }
  const port: SocketPort = {
    connect(url, handlers) {
      const client = memory.connect(url, handlers)
      const side: ServerSide = { connection: memory.latest(), subscribed: new Set(), outbox: [], wantedAtOpen: null, dropped: false, subscribes: [] }
      sides.push(side)
      return {
        send(data) {
          client.send(data)
          received(side, data)
        },
        close: () => client.close(),
      }
    },
  }
  const latest = () => sides.at(-1)
  return {
    port,
    log,
    sides,
    /** The server accepts the newest connection. */
    open() {
      const side = latest()
      if (!side || side.wantedAtOpen !== null || side.dropped || side.connection.closedByClient) return
      side.wantedAtOpen = wanted()
      side.connection.open()
    },
    /** The newest connection drops (or is refused). */
    drop() {
      const side = latest()
      if (!side || side.dropped) return
      side.dropped = true
      side.connection.fail()
    },
    raise() {
      const id = log.length + 1
      log.push(id)
      for (const side of sides) {
        if (side.subscribed.has(TOPICS.notifications)) push(side, { type: 'message', path: TOPICS.notifications, id, data: { id } })
      }
    },
    pending: () => sides.some((side) => side.outbox.length > 0),
    connecting: () => {
      const side = latest()
      return side !== undefined && side.wantedAtOpen === null && !side.dropped && !side.connection.closedByClient
    },
    sideOf,
  }
}
