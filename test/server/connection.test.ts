import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema, SearchResultSchema } from '../../core'
import { createApp } from '../../adapters/server/app'
import { hashPassword } from '../../adapters/server/identity/passwords'
import { createUserStore } from '../../adapters/server/identity/usersStore'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from './helpers'
import { exchange, jsonUpload, listen, type Exchange, type ListeningServer } from './rawHttp'

// Over a real socket (serve() from @hono/node-server, as `npm start` runs it): what happens to the connection
// after an answer given before the body was read (docs/operations.md, "Limits").

const PASSWORD = 'correct horse battery staple'
const MB = 1024 * 1024
let db: Db
let server: ListeningServer
let jwt: string

beforeAll(async () => {
  db = await openSeededPglite()
  const app = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { minAnswerMs: 0 } })
  await createUserStore(db).createVerified({ email: 'socket@example.com', firstName: 'Sock', passwordHash: await hashPassword(PASSWORD) })
  const login = await app.request('/rest/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'password', email: 'socket@example.com', password: PASSWORD }),
  })
  jwt = v.parse(LoginResponseSchema, await login.json()).jwt
  server = await listen(app)
})
afterAll(async () => {
  await server.close()
  await db.close()
})

const SEARCH = JSON.stringify({ what: 'nurse', pageSize: 1 })
const request = (method: string, path: string, headers: Record<string, string | number>, body = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`
const search = request('POST', '/rest/jobs/search', { 'content-type': 'application/json', 'content-length': SEARCH.length }, SEARCH)
/** A JSON object of exactly `size` bytes (whitespace padding: valid, so only its size can refuse it). */
const jsonOfSize = (value: object, size: number) => {
  const json = JSON.stringify(value)
  return `${json.slice(0, -1)}${' '.repeat(size - json.length)}}`
}

const expectTooLarge = (result: Exchange) => {
  const [first] = result.responses
  expect(first?.status, JSON.stringify(result)).toBe(413)
  expect(v.parse(ApiErrorBodySchema, JSON.parse(first?.body ?? '')).error.code).toBe('request.tooLarge')
}

/** The next request on the connection was answered, or the first answer said Connection: close and the server closed cleanly (a FIN, no reset). */
const expectNextAnsweredOrCleanClose = (result: Exchange) => {
  const [first, second] = result.responses
  if (second) {
    expect(second.status).toBe(200)
    v.parse(SearchResultSchema, JSON.parse(second.body))
  } else {
    expect(first?.headers.connection, JSON.stringify(first?.headers)).toBe('close')
    expect(result.endedByServer).toBe(true)
    expect(result.error).toBeNull()
  }
}

describe('a body over the limit, then another request on the same connection', () => {
  const oneMegabyte = request('POST', '/rest/jobs/search', { 'content-type': 'application/json', 'content-length': MB }, jsonOfSize({ what: 'nurse' }, MB))

  test('pipelined: the search behind a 1 MB body is answered, or the connection closes cleanly', async () => {
    const result = await exchange(server.port, { head: oneMegabyte + search, answers: 2 })
    expectNextAnsweredOrCleanClose(result)
    expectTooLarge(result)
  })

  test('sequential: a search sent after the answer is answered, or the answer said Connection: close and the connection closes cleanly', async () => {
    const result = await exchange(server.port, { head: oneMegabyte, next: search, answers: 2 })
    expectNextAnsweredOrCleanClose(result)
    expectTooLarge(result)
  })
})

describe('an answer given before a body within the limit was read keeps the connection usable', () => {
  const body = jsonOfSize({ firstName: 'Ann', lastName: 'Lee' }, 12 * 1024)
  test.each([
    ['PATCH /rest/profile without a token (401)', request('PATCH', '/rest/profile', { 'content-type': 'application/json', 'content-length': body.length }, body), 401],
    ['POST /rest/auth/refresh without a token (401)', request('POST', '/rest/auth/refresh', { 'content-type': 'application/json', 'content-length': body.length }, body), 401],
    ['a POST to no route (404)', request('POST', '/rest/no-such-route', { 'content-type': 'application/json', 'content-length': body.length }, body), 404],
    ['a login with a bad timezoneOffset (400)', request('POST', '/rest/auth/login?timezoneOffset=x', { 'content-type': 'application/json', 'content-length': body.length }, body), 400],
  ])('%s, then a search', async (_, first, status) => {
    for (const upload of [{ head: first + search, answers: 2 }, { head: first, next: search, answers: 2 }]) {
      const result = await exchange(server.port, upload)
      expect(result.responses.map((response) => response.status), JSON.stringify(result)).toEqual([status, 200])
    }
  })
})

describe('a 50 MB body is refused after at most about the limit is read', () => {
  // The server's socket reads ahead a little past the 16 KB limit (one 64 KB read here); it must not read the upload.
  const READ_AHEAD = 256 * 1024
  const fifty = 50 * MB

  test('chunked (no declared length), signed in: PATCH /rest/profile', async () => {
    const head = request('PATCH', '/rest/profile', { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization: `Bearer ${jwt}` })
    const result = await exchange(server.port, { head, chunks: jsonUpload(fifty, 64 * 1024, true) })
    expectTooLarge(result)
    expect(server.readBeforeFirstAnswer()).toBeGreaterThan(0)
    expect(server.readBeforeFirstAnswer()).toBeLessThan(READ_AHEAD)
    expect(result.acceptedBeforeAnswer).toBeLessThan(fifty / 2)
    expect(result.error).toBeNull()
  })

  test('declared Content-Length: POST /rest/auth/login', async () => {
    const head = request('POST', '/rest/auth/login', { 'content-type': 'application/json', 'content-length': fifty })
    const result = await exchange(server.port, { head, chunks: jsonUpload(fifty, 64 * 1024) })
    expectTooLarge(result)
    expect(server.readBeforeFirstAnswer()).toBeGreaterThan(0)
    expect(server.readBeforeFirstAnswer()).toBeLessThan(READ_AHEAD)
    expect(result.acceptedBeforeAnswer).toBeLessThan(fifty / 2)
    expect(result.error).toBeNull()
  })

  test('the server still answers a search afterwards', async () => {
    const result = await exchange(server.port, { head: search })
    expect(result.responses[0]?.status).toBe(200)
  })
})
