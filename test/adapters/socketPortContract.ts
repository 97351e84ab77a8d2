import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { expect, it, vi } from 'vitest'
import { WebSocketServer, type WebSocket as ServerWebSocket } from 'ws'
import type { SocketConnection, SocketPort } from '../../core/ports/socket'

/** The server's end of one connection. */
export interface SocketServerSide {
  /** Messages the app sent, in the order they arrived. */
  readonly received: readonly string[]
  send(data: string): void
  close(code: number): void
  /** The network breaks the connection, without a closing handshake. */
  drop(): void
}

export interface SocketPortUnderTest {
  readonly port: SocketPort
  /** An address where the server accepts connections. */
  readonly url: string
  /** The server accepts the newest connection to `url`. */
  accept(): Promise<SocketServerSide>
  /** An address nobody answers. */
  readonly refusedUrl: string
  /** Lets the newest connection to `refusedUrl` be refused. */
  refuse(): void
}

/** How long a message may take to cross a loopback connection on a busy machine. */
const ARRIVES_WITHIN = { timeout: 5000 }

/** A turn long enough for anything already on the wire to have been heard. */
const quietTurn = () => new Promise((resolve) => setTimeout(resolve, 30))

const recordEvents = (port: SocketPort, url: string): { events: string[]; connection: SocketConnection } => {
  const events: string[] = []
  const connection = port.connect(url, {
    onOpen: () => events.push('open'),
    onMessage: (data) => events.push(`message:${data}`),
    onClose: (code) => events.push(`close:${code}`),
    onError: () => events.push('error'),
  })
  return { events, connection }
}

/** The behaviour every SocketPort shares (core/ports/socket.ts): run against the browser adapter and the memory twin. */
export const socketPortContract = (create: () => SocketPortUnderTest) => {
  const opened = async () => {
    const underTest = create()
    const { events, connection } = recordEvents(underTest.port, underTest.url)
    const server = await underTest.accept()
    await vi.waitFor(() => expect(events).toEqual(['open']), ARRIVES_WITHIN)
    return { events, connection, server }
  }

  it('tells the app when the server accepts the connection', async () => {
    await opened()
  })

  it('carries messages both ways, in order and unchanged', async () => {
    const { events, connection, server } = await opened()
    const messages = ['{"type":"ping"}', '', 'Zoë 🧑‍⚕️ 東京', 'x'.repeat(70_000)]
    for (const message of messages) connection.send(message)
    await vi.waitFor(() => expect(server.received).toEqual(messages), ARRIVES_WITHIN)
    for (const message of [...messages].reverse()) server.send(message)
    const heard = [...messages].reverse().map((message) => `message:${message}`)
    await vi.waitFor(() => expect(events).toEqual(['open', ...heard]), ARRIVES_WITHIN)
  })

  it("reports the server's close once, with its code, and drops what the app sends afterwards", async () => {
    const { events, connection, server } = await opened()
    server.close(4001)
    await vi.waitFor(() => expect(events).toEqual(['open', 'close:4001']), ARRIVES_WITHIN)
    expect(() => connection.send('too late')).not.toThrow()
    connection.close()
    await quietTurn()
    expect(events).toEqual(['open', 'close:4001'])
    expect(server.received).toEqual([])
  })

  it("answers the app's close() with one onClose(1000) and nothing heard after it", async () => {
    const { events, connection, server } = await opened()
    connection.close()
    server.send('sent as the app closed')
    connection.close()
    expect(() => connection.send('after close')).not.toThrow()
    await vi.waitFor(() => expect(events).toEqual(['open', 'close:1000']), ARRIVES_WITHIN)
    await quietTurn()
    expect(events).toEqual(['open', 'close:1000'])
    expect(server.received).toEqual([])
  })

  it('answers a close() before the connection opened with one onClose(1006) and no error', async () => {
    const underTest = create()
    const { events, connection } = recordEvents(underTest.port, underTest.url)
    connection.close()
    await vi.waitFor(() => expect(events).toEqual(['close:1006']), ARRIVES_WITHIN)
    await quietTurn()
    expect(events).toEqual(['close:1006'])
  })

  it('refuses send() before the connection opened', async () => {
    const underTest = create()
    const { events, connection } = recordEvents(underTest.port, underTest.url)
    expect(() => connection.send('too early')).toThrow()
    const server = await underTest.accept()
    await vi.waitFor(() => expect(events).toEqual(['open']), ARRIVES_WITHIN)
    connection.send('in time')
    await vi.waitFor(() => expect(server.received).toEqual(['in time']), ARRIVES_WITHIN)
  })

  it('reports a refused connection as onError, then onClose(1006)', async () => {
    const underTest = create()
    const { events } = recordEvents(underTest.port, underTest.refusedUrl)
    underTest.refuse()
    await vi.waitFor(() => expect(events).toEqual(['error', 'close:1006']), ARRIVES_WITHIN)
  })

  it('reports a dropped connection as onError, then onClose(1006)', async () => {
    const { events, server } = await opened()
    server.drop()
    await vi.waitFor(() => expect(events).toEqual(['open', 'error', 'close:1006']), ARRIVES_WITHIN)
  })
}

/** A `ws` server on an ephemeral port of 127.0.0.1; each create() gets its own path, so tests never share a connection. */
export const startSocketContractServer = async (
  port: SocketPort,
): Promise<{ create: () => SocketPortUnderTest; close(): Promise<void> }> => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const origin = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
  const waiting = new Map<string, (side: SocketServerSide) => void>()
  const arrived = new Map<string, SocketServerSide>()
  server.on('connection', (socket: ServerWebSocket, request) => {
    const received: string[] = []
    socket.on('message', (data, isBinary) => received.push(isBinary ? '<binary>' : data.toString()))
    const side: SocketServerSide = {
      received,
      send: (data) => socket.send(data),
      close: (code) => socket.close(code),
      drop: () => socket.terminate(),
    }
    const path = request.url ?? '/'
    const accept = waiting.get(path)
    if (accept) accept(side)
    else arrived.set(path, side)
  })
  const refusedUrl = await closedPortUrl()
  let created = 0
  return {
    create() {
      const path = `/contract-${++created}`
      return {
        port,
        url: `${origin}${path}`,
        accept: () => new Promise((resolve) => (arrived.has(path) ? resolve(arrived.get(path)!) : waiting.set(path, resolve))),
        refusedUrl,
        refuse: () => undefined,
      }
    },
    async close() {
      for (const client of server.clients) client.terminate()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A loopback address nothing listens on: a port taken from the system, then let go. */
const closedPortUrl = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return `ws://127.0.0.1:${port}/`
}
