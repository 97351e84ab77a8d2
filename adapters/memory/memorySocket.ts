import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/ports/socket'

/** One connection opened through the memory socket, driven from the test as the server side. */
export interface MemorySocketConnection {
  readonly url: string
  /** Messages the app sent, in order. */
  readonly sent: string[]
  /** True once the app called close(). */
  readonly closedByClient: boolean
  /** The server accepts the connection. */
  open(): void
  /** The server sends a message. */
  receive(data: string): void
  /** The server (or the network) closes the connection. */
  close(code?: number): void
  /** The connection errors. */
  error(): void
}

export interface MemorySocket extends SocketPort {
  /** Every connection opened so far. */
  readonly connections: MemorySocketConnection[]
  /** The newest connection; throws when none was opened. */
  latest(): MemorySocketConnection
}

/** A controllable SocketPort. An app-side close() is answered with onClose(1000) on a microtask, as a browser does. */
export const memorySocket = (): MemorySocket => {
  const connections: MemorySocketConnection[] = []
  const connect = (url: string, handlers: SocketHandlers): SocketConnection => {
    let closed = false
    const sent: string[] = []
    const closeWith = (code: number) => {
      if (closed) return
      closed = true
      handlers.onClose(code)
    }
    const server: MemorySocketConnection & { closedByClient: boolean } = {
      url,
      sent,
      closedByClient: false,
      open: () => handlers.onOpen(),
      receive: (data) => {
        if (!closed) handlers.onMessage(data)
      },
      close: (code = 1000) => closeWith(code),
      error: () => handlers.onError(),
    }
    connections.push(server)
    return {
      send: (data) => {
        if (closed) throw new Error(`memorySocket: send on a closed connection to ${url}`)
        sent.push(data)
      },
      close: () => {
        server.closedByClient = true
        queueMicrotask(() => closeWith(1000))
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
