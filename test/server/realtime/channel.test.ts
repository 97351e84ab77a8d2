import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TOPICS, type ServerMessage } from '../../../core/realtime'
import type { LoginResponse } from '../../../core'
import { createApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { openSeededPglite, TEST_NOW } from '../helpers'
import { applicationRecord } from '../applications/fixtures'
import { openSocket, SECRET, startRealtimeServer, subscribe, type RealtimeTestServer, type TestSocket } from './harness'

let db: Db
let server: RealtimeTestServer
let ada: LoginResponse
let adaId: string
let clock = TEST_NOW
const ORIGIN = 'http://localhost'
const sockets: TestSocket[] = []
const open = async (origin: string | undefined = ORIGIN) => {
  const socket = await openSocket(server.url, origin)
  sockets.push(socket)
  return socket
}
const isMessageOn = (path: string) => (message: ServerMessage) => message.type === 'message' && message.path === path
const isErrorOn = (path: string) => (message: ServerMessage) => message.type === 'error' && message.url === path
let jobs: string[] = []
const applyAs = async (userId: string) => {
  const record = applicationRecord({ jobId: jobs.shift()!, userId, email: 'ada.realtime@example.com' })
  await createApplicationStore(db).insert(record)
  return record.id
}

beforeAll(async () => {
  db = await openSeededPglite()
  server = await startRealtimeServer(db, () => clock)
  jobs = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 20')).map((row) => row.id)
  ada = await server.signUp('ada.realtime@example.com')
  adaId = (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', ['ada.realtime@example.com']))[0]!.id
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  await server?.close()
  await db?.close()
})

describe('the WebSocket at /rest/websocket', () => {
  test('a page of another origin is refused before any socket opens; the site and clients without Origin are let in', async () => {
    await expect(openSocket(server.url, 'https://evil.example')).rejects.toThrow('refused 403')
    await expect(openSocket(server.url, 'null')).rejects.toThrow('refused 403')
    expect((await open()).messages).toBeDefined()
    expect((await open(undefined)).messages).toBeDefined()
  })

  test('another path is not upgraded', async () => {
    await expect(openSocket(server.url.replace('/rest/websocket', '/rest/other'))).rejects.toThrow('refused 404')
  })

  test('a frame over 4 KB closes the socket with 1009', async () => {
    const socket = await open()
    socket.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }))
    expect(await socket.closed).toBe(1009)
  })

  test('ping is answered with pong; a malformed frame with an error; more than 60 frames in 10 s close the socket (1008)', async () => {
    const socket = await open()
    socket.send({ type: 'ping' })
    await socket.next((message) => message.type === 'pong')
    socket.sendRaw('{not json')
    expect(await socket.next((message) => message.type === 'error')).toMatchObject({ status: 400, message: 'Malformed message.' })
    for (let i = 0; i < 70; i++) socket.send({ type: 'ping' })
    expect(await socket.closed).toBe(1008)
  })

  test('private topics are refused without a token, or with a bad one; an unknown topic is a 404', async () => {
    const socket = await open()
    expect(await subscribe(socket, TOPICS.notifications)).toMatchObject({ type: 'error', method: 'SUBSCRIBE', url: TOPICS.notifications, status: 401 })
    expect(await subscribe(socket, TOPICS.applications, { token: 'not.a.token' })).toMatchObject({ type: 'error', status: 401 })
    expect(await subscribe(socket, '/rest/secrets')).toMatchObject({ type: 'error', status: 404 })
    expect(await subscribe(socket, TOPICS.cms)).toMatchObject({ type: 'response', status: 200 })
  })

  test('a status change reaches its owner on /rest/applications and /rest/notifications, and no one else', async () => {
    const bob = await server.signUp('bob.realtime@example.com')
    const [mine, theirs] = [await open(), await open()]
    for (const path of [TOPICS.notifications, TOPICS.applications]) {
      expect(await subscribe(mine, path, { token: ada.jwt })).toMatchObject({ type: 'response', status: 200 })
      expect(await subscribe(theirs, path, { token: bob.jwt })).toMatchObject({ type: 'response', status: 200 })
    }
    const id = await applyAs(adaId)
    const answer = await server.call(ada.jwt, 'POST', `/dev/applications/${id}/status`, { status: 'interviewing' })
    expect(answer.status).toBe(200)
    expect(await mine.next(isMessageOn(TOPICS.applications))).toMatchObject({ data: { applicationId: id, status: 'interviewing' } })
    const pushed = await mine.next(isMessageOn(TOPICS.notifications))
    expect(pushed).toMatchObject({ id: expect.any(Number), data: { kind: 'application.status', data: { applicationId: id, status: 'interviewing' }, read: false } })
    // Bob's socket heard nothing of Ada's: a ping's pong comes back after anything already sent to it.
    theirs.send({ type: 'ping' })
    await theirs.next((message) => message.type === 'pong')
    expect(theirs.messages.filter((message) => message.type === 'message')).toEqual([])
  })

  test('a socket resuming after the last notification it saw gets the missed ones once, in order', async () => {
    const socket = await open()
    await subscribe(socket, TOPICS.notifications, { token: ada.jwt })
    const first = await applyAs(adaId)
    await server.call(ada.jwt, 'POST', `/dev/applications/${first}/status`, { status: 'viewed' })
    const seen = await socket.next(isMessageOn(TOPICS.notifications))
    socket.close()
    await socket.closed
    const missed = await applyAs(adaId)
    await server.call(ada.jwt, 'POST', `/dev/applications/${missed}/status`, { status: 'viewed' })
    await server.call(ada.jwt, 'POST', `/dev/applications/${missed}/status`, { status: 'interviewing' })
    const again = await open()
    const from = again.messages.length
    await subscribe(again, TOPICS.notifications, { token: ada.jwt, after: seen.type === 'message' ? seen.id : 0 })
    await again.next((message) => message.type === 'message' && (message.data as { data: { status: string } }).data.status === 'interviewing', from)
    const ids = again.messages.flatMap((message) => (message.type === 'message' ? [message.id] : []))
    expect(ids).toHaveLength(2)
    expect([...ids].sort()).toEqual(ids)
    expect(ids.every((id) => id !== undefined && seen.type === 'message' && id > seen.id!)).toBe(true)
  })

  test("one account cannot read or mark another's notifications", async () => {
    const mallory = await server.signUp('mallory.realtime@example.com')
    const id = await applyAs(adaId)
    expect((await server.call(ada.jwt, 'POST', `/dev/applications/${id}/status`, { status: 'offered' })).status).toBe(200)
    const page = async (jwt: string) => (await (await server.call(jwt, 'GET', '/rest/notifications')).json()) as { notifications: { id: number; read: boolean }[]; unread: number }
    const adas = (await page(ada.jwt)).notifications
    const newest = adas[0]!
    expect(newest.read).toBe(false)
    const unreadBefore = (await page(ada.jwt)).unread

    expect(await page(mallory.jwt)).toEqual({ notifications: [], unread: 0 })
    for (const body of [{ ids: [newest.id] }, { upTo: newest.id + 1000 }]) {
      const answer = await server.call(mallory.jwt, 'POST', '/rest/notifications/read', body)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ notifications: [], unread: 0 })
    }
    const after = await page(ada.jwt)
    expect(after.unread).toBe(unreadBefore)
    expect(after.notifications.find((notification) => notification.id === newest.id)?.read).toBe(false)
    expect((await server.call('not.a.token', 'GET', '/rest/notifications')).status).toBe(401)
  })

  test('a token revoked while connected (logout) ends the private subscriptions; public ones stay', async () => {
    const eve = await server.signUp('eve.realtime@example.com')
    const socket = await open()
    await subscribe(socket, TOPICS.notifications, { token: eve.jwt })
    await subscribe(socket, TOPICS.applications, { token: eve.jwt })
    await subscribe(socket, TOPICS.cms)
    expect((await server.call(eve.jwt, 'POST', '/rest/auth/logout', {})).status).toBeLessThan(300)
    expect(await socket.next(isErrorOn(TOPICS.notifications))).toMatchObject({ method: 'SUBSCRIBE', status: 401, message: 'The session was revoked.' })
    expect(await socket.next(isErrorOn(TOPICS.applications))).toMatchObject({ status: 401 })
    await server.call(ada.jwt, 'POST', '/dev/cms/changed', { source: 'news' })
    expect(await socket.next(isMessageOn(TOPICS.cms))).toMatchObject({ data: { source: 'news' } })
    // The revoked token cannot subscribe again.
    expect(await subscribe(socket, TOPICS.notifications, { token: eve.jwt })).toMatchObject({ type: 'error', status: 401 })
  })

  test('a token that expires while connected ends the private subscriptions', async () => {
    const tokens = createTokenService(new TextEncoder().encode(SECRET), () => clock)
    const [user] = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [adaId])
    const shortLived = await tokens.issueSession({ userId: adaId, email: 'ada.realtime@example.com', tokenVersion: user!.token_version }, 1)
    const socket = await open()
    expect(await subscribe(socket, TOPICS.notifications, { token: shortLived })).toMatchObject({ type: 'response' })
    clock = new Date(clock.getTime() + 5000)
    expect(await socket.next(isErrorOn(TOPICS.notifications))).toMatchObject({ status: 401, message: 'The session expired.' })
  })

  test('POST /dev/realtime/drop closes every socket', async () => {
    const socket = await open()
    expect((await server.call(ada.jwt, 'POST', '/dev/realtime/drop')).status).toBe(200)
    expect(await socket.closed).toBe(4000)
  })
})
