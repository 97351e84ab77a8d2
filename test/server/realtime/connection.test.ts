import type { WebSocket } from 'ws'
import { describe, expect, test } from 'vitest'
import { REALTIME_LIMITS, TOPICS, type ServerMessage } from '../../../core/realtime'
import { Connection, type ConnectionDeps } from '../../../adapters/server/realtime/connection'

/** The socket a Connection writes to: what it sent, and a loud failure on anything else. */
const fakeSocket = () => {
  const sent: ServerMessage[] = []
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (text: string) => void sent.push(JSON.parse(text) as ServerMessage),
    close: (code: number) => {
      throw new Error(`unexpected close ${code}`)
    },
    terminate: () => {
      throw new Error('unexpected terminate')
    },
  }
  return { socket: socket as unknown as WebSocket, sent }
}

const deps = (maxSubscriptions?: number): ConnectionDeps => ({
  verify: async (token) => (token === 'good' ? { userId: 'u1', tokenVersion: 0, expiresAt: Date.now() + 3_600_000 } : null),
  backlog: async () => [],
  ready: async () => undefined,
  now: () => Date.now(),
  debug: false,
  sessionChanged: () => undefined,
  logError: (error) => {
    throw error
  },
  maxSubscriptions,
})

const frame = (method: 'SUBSCRIBE' | 'UNSUBSCRIBE', path: string, id: number, token?: string) => JSON.stringify({ type: 'request', id, method, path, token })

/**
 * The per-socket subscription cap. The app has three topics and the cap is REALTIME_LIMITS.maxSubscriptions, so
 * through a real socket it cannot be reached; here the connection gets a cap of 2 to show the rule itself.
 */
describe('a connection at its subscription cap', () => {
  test('the default cap is the protocol limit, above the topic count', () => {
    expect(REALTIME_LIMITS.maxSubscriptions).toBeGreaterThan(Object.keys(TOPICS).length)
  })

  test('one more topic is refused with 429; re-subscribing a held topic is not; UNSUBSCRIBE frees a place', async () => {
    const { socket, sent } = fakeSocket()
    const connection = new Connection(socket, deps(2))
    await connection.received(frame('SUBSCRIBE', TOPICS.cms, 1))
    await connection.received(frame('SUBSCRIBE', TOPICS.applications, 2, 'good'))
    await connection.received(frame('SUBSCRIBE', TOPICS.notifications, 3, 'good'))
    expect(sent.at(-1)).toMatchObject({ type: 'error', id: 3, method: 'SUBSCRIBE', url: TOPICS.notifications, status: 429 })
    await connection.received(frame('SUBSCRIBE', TOPICS.cms, 4))
    expect(sent.at(-1)).toMatchObject({ type: 'response', id: 4, status: 200 })
    expect([...connection.subscriptions].sort()).toEqual([TOPICS.applications, TOPICS.cms].sort())

    await connection.received(frame('UNSUBSCRIBE', TOPICS.cms, 5))
    expect(sent.at(-1)).toMatchObject({ type: 'response', id: 5, method: 'UNSUBSCRIBE', status: 200 })
    await connection.received(frame('SUBSCRIBE', TOPICS.notifications, 6, 'good'))
    expect(sent.at(-1)).toMatchObject({ type: 'response', id: 6, path: TOPICS.notifications, status: 200 })
    expect([...connection.subscriptions].sort()).toEqual([TOPICS.applications, TOPICS.notifications].sort())
    connection.closed()
  })
})
