import { describe, expect, it } from 'vitest'
import { createTestClock, memorySocket } from '../../../adapters/memory'
import { TOPICS } from '../../../core/realtime'
import type { ApplicationsHandle } from '../../../machines/applications/applicationsHandle'
import { createRealtimeServices } from '../../../machines/realtime/realtimeServices'
import type { SessionStore } from '../../../machines/session/sessionStore'

/** A visitor's session: signed out for good. */
const signedOut = { current: () => ({ _tag: 'SignedOut' }), subscribe: () => () => {} } as unknown as SessionStore
const noApplications = {} as ApplicationsHandle
const frames = (sent: readonly string[]) => sent.map((text) => JSON.parse(text) as Record<string, unknown>)

describe('RealtimeServices.watch: a public topic for a visitor (the content pages follow /rest/cms)', () => {
  it('opens no socket for a visitor until a topic is watched; the last stop unsubscribes and closes it', async () => {
    const socket = memorySocket()
    const services = await createRealtimeServices({
      transport: { call: () => Promise.reject(new Error('no call expected')) },
      loadSocket: () => Promise.resolve(socket),
      clock: createTestClock(0),
      config: () => ({ apiUrl: 'http://test', jaxApiUrl: 'http://test' }),
      session: signedOut,
      applications: noApplications,
    })
    expect(socket.connections).toHaveLength(0)
    const heard: unknown[] = []
    const stopA = services.watch(TOPICS.cms, (message) => heard.push(message.data))
    const stopB = services.watch(TOPICS.cms, () => {})
    expect(socket.connections).toHaveLength(1)
    socket.latest().open()
    expect(frames(socket.latest().sent)).toEqual([{ type: 'request', id: 1, method: 'SUBSCRIBE', path: TOPICS.cms }])
    socket.latest().receive(JSON.stringify({ type: 'message', path: TOPICS.cms, data: { source: '/rest/content/news' } }))
    expect(heard).toEqual([{ source: '/rest/content/news' }])
    stopA()
    expect(socket.latest().closedByClient).toBe(false)
    stopB()
    expect(frames(socket.latest().sent).at(-1)).toMatchObject({ method: 'UNSUBSCRIBE', path: TOPICS.cms })
    expect(socket.latest().closedByClient).toBe(true)
    services.stop()
  })
})
