import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memorySocket, memoryStorage, type MemorySocketConnection } from '../../../adapters/memory'
import { TOPICS } from '../../../core/realtime'
import type { HttpRequest } from '../../../core/ports/http'
import { hireflowApis } from '../../../machines/app/apis'
import { createAppActor, type AppActor } from '../../../machines/app/appActor'
import * as realtimeModule from '../../../machines/realtime/realtimeServices'
import * as sessionModule from '../../../machines/session/sessionRuntime'
import { aProfile, aWireProfile } from '../../core/session/profiles'
import { HOUR, token } from '../../core/session/tokens'

const NOW = Date.UTC(2026, 0, 10, 12)
const FIRST = token({ issuedAt: NOW - HOUR })
const SECOND = token({ issuedAt: NOW - HOUR / 2 })
const pathOf = (request: HttpRequest) => new URL(request.url).pathname
const bearerOf = (request: HttpRequest) => request.headers['Authorization']?.replace(/^Bearer /, '') ?? null
const frames = (connection: MemorySocketConnection) => connection.sent.map((text) => JSON.parse(text) as { type: string; id?: number; method?: string; path?: string; token?: string })

const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

/**
 * The app actor on memory adapters with its realtime part and socket: a stored session (or none), a server whose
 * GET /rest/profile answers as `profile` says (401 once the session is revoked) and that can be held unanswered.
 */
async function startApp(stored: string | null) {
  const clock = createTestClock(NOW)
  const http = memoryHttp()
  const socket = memorySocket()
  const server = { revoked: false, hold: false, release: () => {} }
  http.on('GET', '/rest/profile', async () => {
    if (server.hold) await new Promise<void>((resolve) => (server.release = resolve))
    return server.revoked ? json(401, { error: { code: 'auth.unauthorized', message: 'no' } }) : json(200, aWireProfile())
  })
  http.on('GET', '/rest/notifications', () => json(200, { notifications: [], unread: 0 }))
  const app = createAppActor({
    http,
    storage: memoryStorage(stored === null ? {} : { local: { jwt: JSON.stringify(stored) } }),
    clock,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: () => {},
    loadSession: async () => sessionModule,
    loadRealtime: async () => realtimeModule,
    loadSocket: async () => socket,
    apis: hireflowApis,
  })
  running.push(app)
  await app.session.settled()
  const services = await app.realtime()
  await clock.settle()
  const profileChecks = () => http.requests.filter((request) => pathOf(request) === '/rest/profile').slice(stored === null ? 0 : 1)
  return { app, clock, http, socket, server, services, profileChecks }
}

/** The server confirms every SUBSCRIBE the client sent so far on this connection. */
const confirmAll = (connection: MemorySocketConnection) => {
  for (const frame of frames(connection)) {
    if (frame.type === 'request' && frame.method === 'SUBSCRIBE') connection.receive(JSON.stringify({ type: 'response', id: frame.id, method: 'SUBSCRIBE', path: frame.path, status: 200 }))
  }
}
/** The socket's connection opened and every subscription on it confirmed: the channel live, as the tests start from. */
async function liveConnection({ socket, clock }: Pick<Awaited<ReturnType<typeof startApp>>, 'socket' | 'clock'>): Promise<MemorySocketConnection> {
  const connection = socket.latest()
  connection.open()
  await clock.settle()
  confirmAll(connection)
  return connection
}
/** The server ends a private subscription (a revoked session: docs/decisions.md, "Authorisation"): no request id. */
const ended = (connection: MemorySocketConnection, path: string) =>
  connection.receive(JSON.stringify({ type: 'error', method: 'SUBSCRIBE', url: path, status: 401, message: 'The session was revoked.' }))

describe('a session revoked elsewhere, told over the realtime channel', () => {
  it('a 401 ending the current token\'s subscriptions checks the session once with that token; its 401 signs out', async () => {
    const { app, clock, socket, server, profileChecks } = await startApp(FIRST)
    const connection = socket.latest()
    connection.open()
    await clock.settle()
    expect(frames(connection).filter((frame) => frame.method === 'SUBSCRIBE').map((frame) => [frame.path, frame.token])).toEqual([
      [TOPICS.applications, FIRST],
      [TOPICS.notifications, FIRST],
    ])
    confirmAll(connection)
    server.revoked = true
    ended(connection, TOPICS.applications)
    ended(connection, TOPICS.notifications)
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks().map(bearerOf)).toEqual([FIRST])
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    // Signed out: the channel closes, nothing more is asked.
    expect(connection.closedByClient).toBe(true)
    expect(profileChecks()).toHaveLength(1)
  })

  it('a 401 at its token\'s expiry is the expiry, not a revocation: no check (the session\'s own timer signs out)', async () => {
    const expiring = token({ issuedAt: NOW - HOUR, lifetime: HOUR + realtimeModule.EXPIRY_MARGIN_MS - 1 })
    const started = await startApp(expiring)
    const { app, clock, server, profileChecks } = started
    const connection = await liveConnection(started)
    server.revoked = true
    ended(connection, TOPICS.notifications)
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toEqual([])
    expect(app.getSnapshot().session._tag).toBe('SignedIn')
  })

  it('a check the server passes leaves the session signed in', async () => {
    const started = await startApp(FIRST)
    const { app, clock, profileChecks } = started
    const connection = await liveConnection(started)
    // Another refusal (too many subscriptions) is not about the session.
    connection.receive(JSON.stringify({ type: 'error', method: 'SUBSCRIBE', url: TOPICS.notifications, status: 429, message: 'Too many subscriptions on this socket.' }))
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toEqual([])
    ended(connection, TOPICS.applications)
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toHaveLength(1)
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn', token: FIRST })
  })

  it('a burst of 401s while a check is in flight makes one call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(TOPICS.applications, TOPICS.notifications), { minLength: 1, maxLength: 12 }), async (paths) => {
        const started = await startApp(FIRST)
        const { app, clock, server, profileChecks } = started
        const connection = await liveConnection(started)
        server.revoked = true
        server.hold = true
        for (const path of paths) ended(connection, path)
        await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
        expect(profileChecks()).toHaveLength(1)
        server.release()
        await clock.settle()
        expect(profileChecks()).toHaveLength(1)
        expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
        app.stop()
      }),
      { numRuns: 15 },
    )
  })

  it('makes no call for a visitor', async () => {
    const { clock, services, socket, profileChecks } = await startApp(null)
    const stop = services.watch(TOPICS.cms, () => {})
    const connection = socket.latest()
    connection.open()
    await clock.settle()
    confirmAll(connection)
    ended(connection, TOPICS.cms)
    ended(connection, TOPICS.notifications)
    connection.receive(JSON.stringify({ type: 'error', id: 1, method: 'SUBSCRIBE', url: TOPICS.notifications, status: 401, message: 'Sign in to subscribe to this topic.' }))
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toEqual([])
    stop()
  })

  it('makes no call for a 401 about a token that is no longer the current one; a refusal of the new token\'s SUBSCRIBE checks it', async () => {
    const started = await startApp(FIRST)
    const { app, clock, server, profileChecks } = started
    const connection = await liveConnection(started)
    const before = frames(connection).length
    // A new token (a sign-in again, a refresh, another tab): the private topics re-subscribe with it.
    app.session.signedIn({ jwt: SECOND, downloadToken: null }, aProfile())
    await clock.settle()
    const resubscribed = frames(connection).slice(before)
    expect(resubscribed.map((frame) => [frame.path, frame.token])).toEqual([
      [TOPICS.applications, SECOND],
      [TOPICS.notifications, SECOND],
    ])
    // The old token's subscriptions end before the server reads the new SUBSCRIBEs: about FIRST, no call.
    ended(connection, TOPICS.applications)
    ended(connection, TOPICS.notifications)
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toEqual([])
    // The new token's SUBSCRIBE refused 401 (its id answers it): that one is the current token's, checked with it.
    server.revoked = true
    connection.receive(JSON.stringify({ type: 'error', id: resubscribed[0]!.id, method: 'SUBSCRIBE', url: TOPICS.applications, status: 401, message: 'Sign in to subscribe to this topic.' }))
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks().map(bearerOf)).toEqual([SECOND])
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
  })

  it('a 401 told before this device\'s own call answers with a new token (a password change) makes no call', async () => {
    const started = await startApp(FIRST)
    const { app, clock, server, profileChecks } = started
    const connection = await liveConnection(started)
    // The server revokes FIRST as it changes the password, and tells the channel before the change's answer arrives.
    server.revoked = true
    ended(connection, TOPICS.applications)
    await clock.settle()
    expect(profileChecks()).toEqual([])
    app.session.signedIn({ jwt: SECOND, downloadToken: null }, aProfile())
    await clock.advanceAsync(realtimeModule.REVOKED_CHECK_DELAY_MS)
    expect(profileChecks()).toEqual([])
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn', token: SECOND })
  })
})
