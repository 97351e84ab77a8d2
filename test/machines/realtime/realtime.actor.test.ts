import { describe, expect, it } from 'vitest'
import { createTestClock, memorySocket } from '../../../adapters/memory'
import { REALTIME_PING_INTERVAL_MS, REALTIME_PONG_TIMEOUT_MS, REALTIME_RECONNECT_THROTTLE_MS } from '../../../core/realtimeTiming'
import { REALTIME_RECONNECT_CAP_MS, reconnectDelay, TOPICS } from '../../../core/realtime'
import { startRealtimeActor } from '../../../machines/realtime/realtimeRuntime'
import type { RealtimeError } from '../../../machines/realtime/realtime.machine'

const URL = 'ws://test/rest/websocket'

function started(jitter = () => 0.5) {
  const clock = createTestClock(0)
  const socket = memorySocket()
  const actor = startRealtimeActor({ socket, clock, url: URL, random: jitter })
  const errors: RealtimeError[] = []
  actor.on('realtime.error', (event) => errors.push(event.error))
  actor.send({ type: 'app.started' })
  return { clock, socket, actor, errors }
}
const frames = (sent: readonly string[]) => sent.map((text) => JSON.parse(text) as Record<string, unknown>)

describe('the realtime machine on the memory socket and a test clock', () => {
  it('pings every 30 s while connected, and a pong keeps it open', () => {
    const { clock, socket, actor } = started()
    socket.latest().open()
    clock.advance(REALTIME_PING_INTERVAL_MS - 1)
    expect(frames(socket.latest().sent)).toEqual([])
    clock.advance(1)
    expect(frames(socket.latest().sent)).toEqual([{ type: 'ping' }])
    socket.latest().receive(JSON.stringify({ type: 'pong' }))
    clock.advance(REALTIME_PONG_TIMEOUT_MS)
    expect(actor.getSnapshot().matches({ live: 'connected' })).toBe(true)
    clock.advance(REALTIME_PING_INTERVAL_MS)
    expect(frames(socket.latest().sent)).toEqual([{ type: 'ping' }, { type: 'ping' }])
  })

  it('closes when no pong comes within 5 s, says why, and reconnects no sooner than 1 s later', () => {
    const { clock, socket, actor, errors } = started()
    socket.latest().open()
    clock.advance(REALTIME_PING_INTERVAL_MS + REALTIME_PONG_TIMEOUT_MS)
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true)
    expect(socket.latest().closedByClient).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ method: 'PING', url: URL, status: 0, message: 'No pong within 5 s.' })
    clock.advance(REALTIME_RECONNECT_THROTTLE_MS - 1)
    expect(socket.connections).toHaveLength(1)
    clock.advance(reconnectDelay(0, 0.5))
    expect(socket.connections).toHaveLength(2)
    expect(errors).toEqual([])
  })

  it('waits longer after each failed attempt, up to the cap, and starts over once a connection opens', () => {
    const { clock, socket } = started(() => 0.999)
    const waits: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const before = clock.now()
      socket.latest().fail()
      while (socket.connections.length === attempt + 1) clock.advance(100)
      waits.push(clock.now() - before)
    }
    expect(waits.every((wait) => wait >= REALTIME_RECONNECT_THROTTLE_MS && wait <= REALTIME_RECONNECT_THROTTLE_MS + REALTIME_RECONNECT_CAP_MS + 100)).toBe(true)
    expect(waits.at(-1)).toBeGreaterThan(waits[0]!)
    socket.latest().open()
    const before = clock.now()
    socket.latest().close(1012)
    while (socket.connections.length === 9) clock.advance(100)
    expect(clock.now() - before).toBeLessThanOrEqual(REALTIME_RECONNECT_THROTTLE_MS * 2 + 100)
  })

  it("a server's error carries method, url, status and message, and is emitted", () => {
    const { socket, actor, errors } = started()
    actor.send({ type: 'user.subscribed', path: TOPICS.notifications, private: true })
    socket.latest().open()
    actor.send({ type: 'session.tokenChanged', token: 'jwt' })
    expect(frames(socket.latest().sent)).toEqual([{ type: 'request', id: 1, method: 'SUBSCRIBE', path: TOPICS.notifications, token: 'jwt' }])
    socket.latest().receive(JSON.stringify({ type: 'error', id: 1, method: 'SUBSCRIBE', url: TOPICS.notifications, status: 401, message: 'The session was revoked.' }))
    expect(errors).toEqual([{ method: 'SUBSCRIBE', url: TOPICS.notifications, status: 401, message: 'The session was revoked.' }])
    expect(actor.getSnapshot().context.active).toEqual([])
  })

  it('private topics wait for a token; a new token subscribes them again', () => {
    const { socket, actor } = started()
    actor.send({ type: 'user.subscribed', path: TOPICS.applications, private: true })
    actor.send({ type: 'user.subscribed', path: TOPICS.cms })
    socket.latest().open()
    expect(frames(socket.latest().sent).map((frame) => frame['path'])).toEqual([TOPICS.cms])
    actor.send({ type: 'session.tokenChanged', token: 'jwt-2' })
    expect(frames(socket.latest().sent).at(-1)).toMatchObject({ method: 'SUBSCRIBE', path: TOPICS.applications, token: 'jwt-2' })
    socket.latest().receive(JSON.stringify({ type: 'response', id: 2, method: 'SUBSCRIBE', path: TOPICS.applications, status: 200 }))
    expect(actor.getSnapshot().context.active).toEqual([TOPICS.applications])
  })
})
