import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import * as v from 'valibot'
import { WebSocket } from 'ws'
import { expect } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { ServerMessageSchema, type ServerMessage } from '../../../core/realtime'
import { createApp, type AppDeps, type HireflowApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { attachRealtime } from '../../../adapters/server/realtime/attach'

export const SECRET = 'realtime-tests-secret-with-enough-entropy-0123456'
const generous = { limit: 10_000, windowMs: 60_000 }
const json = { 'content-type': 'application/json' }

/** The app listening on an ephemeral port with its realtime channel, as `npm start` serves it. */
export interface RealtimeTestServer {
  readonly app: HireflowApp
  readonly db: Db
  readonly port: number
  readonly url: string
  signUp(email: string): Promise<LoginResponse>
  call(jwt: string, method: string, path: string, body?: unknown): Promise<Response>
  close(): Promise<void>
}

export async function startRealtimeServer(db: Db, now: () => Date, deps: Partial<AppDeps> = {}, listenPort = 0): Promise<RealtimeTestServer> {
  const app = createApp({
    db,
    now,
    logError: (error) => console.error(error),
    publicOrigin: 'http://localhost',
    auth: { jwtSecret: SECRET, now, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    ...deps,
  })
  let server: ReturnType<typeof serve> | undefined
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: listenPort, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port))
  })
  attachRealtime(server, app.realtime)
  const lastCode = async (email: string) => {
    const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
    return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  }
  return {
    app,
    db,
    port,
    url: `ws://127.0.0.1:${port}/rest/websocket`,
    async signUp(email) {
      expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
      const body = JSON.stringify({ provider: 'email', email, code: await lastCode(email), signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
      const response = await app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
      expect(response.status).toBe(200)
      return v.parse(LoginResponseSchema, await response.json())
    },
    call: async (jwt, method, path, body) =>
      app.request(path, { method, headers: { authorization: `Bearer ${jwt}`, ...json }, body: body === undefined ? undefined : JSON.stringify(body) }),
    async close() {
      await app.realtime.close()
      await new Promise<void>((resolve) => server?.close(() => resolve()))
    },
  }
}

/** A test's socket: every message it got, waits for the next one that matches, and how it closed. */
export interface TestSocket {
  readonly messages: ServerMessage[]
  send(message: unknown): void
  sendRaw(text: string): void
  /** Resolves with the first message (received already or later) after the `from`th that matches. */
  next<M extends ServerMessage>(match: (message: ServerMessage) => message is M, from?: number): Promise<M>
  next(match: (message: ServerMessage) => boolean, from?: number): Promise<ServerMessage>
  readonly closed: Promise<number>
  close(): void
}

/** Opens a socket (with this Origin, or none); rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, origin?: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin })
    const messages: ServerMessage[] = []
    const waiters: (() => void)[] = []
    socket.on('message', (data) => {
      messages.push(v.parse(ServerMessageSchema, JSON.parse(data.toString())))
      for (const waiter of [...waiters]) waiter()
    })
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)))
    socket.on('error', reject)
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)))
    socket.on('open', () =>
      resolve({
        messages,
        send: (message) => socket.send(JSON.stringify(message)),
        sendRaw: (text) => socket.send(text),
        next: (match: (message: ServerMessage) => boolean, from = 0) =>
          new Promise<ServerMessage>((found) => {
            const look = () => {
              const hit = messages.slice(from).find(match)
              if (hit === undefined) return false
              waiters.splice(waiters.indexOf(look), 1)
              found(hit)
              return true
            }
            waiters.push(look)
            look()
          }),
        closed,
        close: () => socket.close(),
      } as TestSocket),
    )
  })
}

let requests = 0
export const subscribe = (socket: TestSocket, path: string, extra: { token?: string; after?: number } = {}) => {
  const id = ++requests
  socket.send({ type: 'request', id, method: 'SUBSCRIBE', path, ...extra })
  return socket.next((message) => (message.type === 'response' || message.type === 'error') && message.id === id)
}
