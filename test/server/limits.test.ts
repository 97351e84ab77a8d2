import { Hono } from 'hono'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema } from '../../core'
import { createApp } from '../../adapters/server/app'
import { hashPassword } from '../../adapters/server/identity/passwords'
import { createUserStore } from '../../adapters/server/identity/usersStore'
import type { Db } from '../../adapters/server/db/db'
import { bodyLimit } from '../../adapters/server/http/bodyLimit'
import { MAX_JSON_BODY_BYTES } from '../../adapters/server/http/jsonBody'
import { SAVED_JOBS_MERGE_BODY_BYTES } from '../../adapters/server/savedJobs/routes'
import { SEARCHES_MERGE_BODY_BYTES } from '../../adapters/server/searches/routes'
import { openSeededPglite, TEST_NOW } from './helpers'

// The body limit (docs/operations.md, "Limits"): every route, before it reads anything, in process.

const PASSWORD = 'correct horse battery staple'
const STRONG = 'violet kettle under marble'
let db: Db
let app: ReturnType<typeof createApp>
let jwt: string

/** `value` as JSON padded with whitespace to exactly `size` bytes: still valid, so only its size can refuse it. */
const paddedJson = (value: object, size: number) => {
  const json = JSON.stringify(value)
  return `${json.slice(0, -1)}${' '.repeat(size - Buffer.byteLength(json))}}`
}
const OVER = MAX_JSON_BODY_BYTES + 1024

type Framing = 'declared' | 'chunked'
/** A request whose body has a declared Content-Length, or none (a stream, as a chunked upload arrives). */
const send = (method: string, path: string, body: string, framing: Framing, headers: Record<string, string> = {}) => {
  const bytes = new TextEncoder().encode(body)
  const init = framing === 'declared'
    ? { method, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers }, body: bytes }
    : {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.subarray(at, at + 4096))
            controller.close()
          },
        }),
        duplex: 'half',
      }
  return app.request(new Request(`http://localhost${path}`, init as RequestInit))
}
const bearer = () => ({ authorization: `Bearer ${jwt}` })

const expectTooLarge = async (response: Response) => {
  const text = await response.text()
  expect(response.status, text.slice(0, 300)).toBe(413)
  expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error.code).toBe('request.tooLarge')
  expect(response.headers.get('connection')).toBe('close')
}

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 100_000, windowMs: 60_000 }
  app = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } } })
  await createUserStore(db).createVerified({ email: 'limits@example.com', firstName: 'Lim', lastName: 'Its', passwordHash: await hashPassword(PASSWORD) })
  const login = await send('POST', '/rest/auth/login', JSON.stringify({ provider: 'password', email: 'limits@example.com', password: PASSWORD }), 'declared')
  jwt = v.parse(LoginResponseSchema, await login.json()).jwt
})
afterAll(async () => {
  await db.close()
})

/** A path of the route with its parameters filled in. */
const concrete = (path: string) => path.replace(':provider', 'linkedin').replace(':code', 'a'.repeat(43)).replace(':id', 'some-id')
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']
/** Routes with a limit of their own in app.ts's BODY_LIMITS, each tested at its limit where it is built. */
const OWN_LIMIT = ['POST /rest/resumes', 'POST /rest/apply/resumes', 'POST /rest/saved-jobs/merge', 'POST /rest/searches/merge', 'POST /rest/client-error', 'PUT /rest/content/pages/:key', 'PUT /rest/content/news/:id'] // each tested with its own limit: test/server/resumes/resumes.test.ts and test/server/apply/apply.test.ts (5 MB), below (the merges), test/server/diagnostics (64 KB), test/server/content (256 KB)

describe.each<Framing>(['declared', 'chunked'])('a body over 16 KB (%s length) is a 413 on every route', (framing) => {
  test('every route of the app that takes a body', async () => {
    const routes = app.routes.filter((route) => BODY_METHODS.includes(route.method) && !OWN_LIMIT.includes(`${route.method} ${route.path}`))
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('PATCH /rest/profile')
    for (const route of routes) {
      await expectTooLarge(await send(route.method, concrete(route.path), paddedJson({}, OVER), framing, bearer()))
    }
  })

  test('a valid sign-in padded over the limit does not sign in', async () => {
    await expectTooLarge(await send('POST', '/rest/auth/login', paddedJson({ provider: 'password', email: 'limits@example.com', password: PASSWORD }, OVER), framing))
  })

  test('POST /rest/auth/email mails nothing', async () => {
    const email = `mail.${framing}@example.com`
    await expectTooLarge(await send('POST', '/rest/auth/email', paddedJson({ email, purpose: 'signUp' }, OVER), framing))
    expect(await db.query('SELECT 1 FROM outbox WHERE to_address = $1', [email])).toEqual([])
  })

  test('POST /rest/auth/reset-password and POST /rest/auth/password change nothing', async () => {
    await expectTooLarge(await send('POST', '/rest/auth/reset-password', paddedJson({ email: 'limits@example.com', code: '123456', password: STRONG }, OVER), framing))
    await expectTooLarge(await send('POST', '/rest/auth/password', paddedJson({ password: STRONG, currentPassword: PASSWORD }, OVER), framing, bearer()))
    const still = await send('POST', '/rest/auth/login', JSON.stringify({ provider: 'password', email: 'limits@example.com', password: PASSWORD }), 'declared')
    expect(still.status).toBe(200)
  })

  test('PATCH /rest/profile saves nothing; POST /rest/profile/email mails nothing', async () => {
    await expectTooLarge(await send('PATCH', '/rest/profile', paddedJson({ firstName: 'Huge', lastName: 'Body' }, OVER), framing, bearer()))
    expect(await (await app.request('/rest/profile', { headers: bearer() })).json()).toMatchObject({ firstName: 'Lim', lastName: 'Its' })
    const email = `moved.${framing}@example.com`
    await expectTooLarge(await send('POST', '/rest/profile/email', paddedJson({ email }, OVER), framing, bearer()))
    expect(await db.query('SELECT 1 FROM outbox WHERE to_address = $1', [email])).toEqual([])
  })

  test('POST /rest/saved-jobs/merge takes up to its own 64 KB, no more', async () => {
    await expectTooLarge(await send('POST', '/rest/saved-jobs/merge', paddedJson({ jobs: [] }, SAVED_JOBS_MERGE_BODY_BYTES + 1), framing, bearer()))
    const read = await send('POST', '/rest/saved-jobs/merge', paddedJson({ jobs: [] }, OVER), framing, bearer())
    expect(read.status).not.toBe(413)
  })

  test('POST /rest/searches/merge takes up to its own 64 KB, no more', async () => {
    await expectTooLarge(await send('POST', '/rest/searches/merge', paddedJson({ searches: [] }, SEARCHES_MERGE_BODY_BYTES + 1), framing, bearer()))
    const read = await send('POST', '/rest/searches/merge', paddedJson({ searches: [] }, OVER), framing, bearer())
    expect(read.status).not.toBe(413)
  })

  test('POST /rest/jobs/search', async () => {
    await expectTooLarge(await send('POST', '/rest/jobs/search', paddedJson({ what: 'nurse' }, OVER), framing))
  })

  test('a body of exactly 16 KB is read and acted on', async () => {
    const response = await send('PATCH', '/rest/profile', paddedJson({ firstName: 'Exact', lastName: framing }, MAX_JSON_BODY_BYTES), framing, bearer())
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstName: 'Exact', lastName: framing })
    await send('PATCH', '/rest/profile', JSON.stringify({ firstName: 'Lim', lastName: 'Its' }), 'declared', bearer())
    await expectTooLarge(await send('PATCH', '/rest/profile', paddedJson({ firstName: 'Exact', lastName: framing }, MAX_JSON_BODY_BYTES + 1), framing, bearer()))
  })
})

describe('a route can have its own limit (the coming resume upload)', () => {
  const small = new Hono()
  small.use(bodyLimit({ defaultBytes: 100, routes: { 'POST /rest/uploads/:kind': 1000 } }))
  small.post('/rest/uploads/:kind', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
  small.put('/rest/uploads/:kind', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
  small.post('/rest/json', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
  const upload = (method: string, path: string, size: number) =>
    small.request(path, { method, body: 'x'.repeat(size), headers: { 'content-length': String(size) } })

  test('its route takes up to its own limit; others keep the default', async () => {
    expect(await (await upload('POST', '/rest/uploads/resume', 1000)).json()).toEqual({ bytes: 1000 })
    expect((await upload('POST', '/rest/uploads/resume', 1001)).status).toBe(413)
    expect((await upload('PUT', '/rest/uploads/resume', 500)).status).toBe(413)
    expect((await upload('POST', '/rest/json', 500)).status).toBe(413)
    expect(await (await upload('POST', '/rest/json', 100)).json()).toEqual({ bytes: 100 })
  })
})
