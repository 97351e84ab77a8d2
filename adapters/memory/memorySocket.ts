import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/ports/socket'

/** One connection opened through the memory socket, driven from the test as the server side. */
export interface MemorySocketConnection {
  readonly url: string
  /** Messages the app sent while the connection was open, in order. */
  readonly sent: string[]
  /** True once the app called close(). */
  readonly closedByClient: boolean
  /** The server accepts the connection. */
  open(): void
  /** The server sends a message; throws before open(), as no server can. */
  receive(data: string): void
  /** The server closes the connection. */
  close(code?: number): void
  /** The connection fails (refused before open(), or dropped after): onError, then onClose(1006). */
  fail(): void
  /** The connection errors (only the onError half of fail()). */
  error(): void
}

export interface MemorySocket extends SocketPort {
  /** Every connection opened so far. */
  readonly connections: MemorySocketConnection[]
  /** The newest connection; throws when none was opened. */
  latest(): MemorySocketConnection
}

const NORMAL_CLOSURE = 1000
const ABNORMAL_CLOSURE = 1006

/**
 * A controllable SocketPort that behaves as the browser's WebSocket does (the contract in
 * test/adapters/socketPortContract.ts holds both to it): send() throws before open(); an app-side close() is answered
 * with onClose on a microtask, 1000 or 1006 when it never opened, and silences everything else.
 */
export const memorySocket = (): MemorySocket => {
  const connections: MemorySocketConnection[] = []
  const connect = (url: string, handlers: SocketHandlers): SocketConnection => {
    let state: 'connecting' | 'open' | 'closing' | 'closed' = 'connecting'
    const sent: string[] = []
    const closeWith = (code: number) => {
      if (state === 'closed') return
      state = 'closed'
      handlers.onClose(code)
    }
    const server: MemorySocketConnection & { closedByClient: boolean } = {
      url,
      sent,
      closedByClient: false,
      open: () => {
        if (state !== 'connecting') return
        state = 'open'
        handlers.onOpen()
      },
      receive: (data) => {
        if (state === 'connecting') throw new Error(`memorySocket: receive before open() on ${url}`)
        if (state === 'open') handlers.onMessage(data)
      },
      close: (code = NORMAL_CLOSURE) => {
        if (state !== 'closing') closeWith(code)
      },
      fail: () => {
        server.error()
        if (state !== 'closing') closeWith(ABNORMAL_CLOSURE)
      },
      error: () => {
        if (state === 'connecting' || state === 'open') handlers.onError()
      },
    }
    connections.push(server)
    return {
      send: (data) => {
        if (state === 'connecting') throw new Error(`memorySocket: send before open on ${url}`)
        if (state === 'open') sent.push(data)
      },
      close: () => {
        if (state === 'closing' || state === 'closed') return
        const code = state === 'open' ? NORMAL_CLOSURE : ABNORMAL_CLOSURE
        state = 'closing'
        server.closedByClient = true
        queueMicrotask(() => closeWith(code))
      },
    }
  }
  return {
    connect,
    connections,
    latest() {
      const connection = connections.at(-1)
      if (!connection) throw new Error('memorySocket: no connection was opened')
      return connection
    },
  }
}
