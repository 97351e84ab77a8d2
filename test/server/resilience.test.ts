import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { createLifecycle } from '../../adapters/server/http/lifecycle'
import { shutDownGracefully } from '../../adapters/server/shutdown'
import { openSeededPglite, TEST_NOW } from './helpers'

/**
 * Issue 12, the server side of failures: /ping and the health checks, graceful shutdown, overload answered at once
 * with 503 and Retry-After, and the request time limit. The database is the real PGlite behind a gate the test opens,
 * so "the database is slow" is a state, not a timing.
 */
let real: Db
beforeAll(async () => {
  real = await openSeededPglite()
})
afterAll(async () => {
  await real.close()
})

/** The real database, whose queries wait while the gate is shut. */
function gatedDb() {
  let open: () => void = () => {}
  let gate: Promise<void> = Promise.resolve()
  const db: Db = {
    kind: real.kind,
    query: async (sql, params) => {
      await gate
      return real.query(sql, params)
    },
    exec: (sql) => real.exec(sql),
    transaction: (work) => real.transaction(work),
    listen: (channel, onPayload) => real.listen(channel, onPayload),
    close: async () => {},
  }
  return {
    db,
    shut: () => {
      gate = new Promise((resolve) => (open = resolve))
    },
    open: () => open(),
  }
}

const search = (app: ReturnType<typeof createApp>) =>
  app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: 'nurse', pageSize: 1 }) })

describe('/ping and the health checks', () => {
  test('answer while serving, and 503 once the process drains; a new API request is then refused with Retry-After', async () => {
    const app = createApp({ db: real, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {} })
    const ping = await app.request('/ping')
    expect([ping.status, await ping.text()]).toEqual([200, 'pong'])
    expect((await app.request('/health/live')).status).toBe(200)
    expect(await (await app.request('/health/ready')).json()).toEqual({ status: 'ready' })
    await app.lifecycle.startDraining()
    expect((await app.request('/ping')).status).toBe(503)
    expect((await app.request('/health/ready')).status).toBe(503)
    const refused = await search(app)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('connection')).toBe('close')
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server.shuttingDown')
  })

  test('readiness fails when the database does not answer', async () => {
    const gated = gatedDb()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {} })
    expect((await app.request('/health/ready')).status).toBe(200)
    gated.db.query = () => Promise.reject(new Error('database gone'))
    expect(await (await app.request('/health/ready')).json()).toEqual({ status: 'unavailable' })
  })
})

describe('overload', () => {
  test('past the running and waiting requests allowed, a request is answered 503 with Retry-After at once, not queued', async () => {
    const gated = gatedDb()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, admission: { maxConcurrent: 1, maxQueue: 1, maxWaitMs: 600_000 } })
    gated.shut()
    const running = search(app)
    const waiting = search(app)
    // Both slots are taken while the database holds the first: the third is answered before the gate opens.
    const refused = await search(app)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server.busy')
    // Health checks are not API work: they still answer.
    expect((await app.request('/ping')).status).toBe(200)
    gated.open()
    expect([(await running).status, (await waiting).status]).toEqual([200, 200])
    expect((await search(app)).status).toBe(200)
  })

  test('a request that waited its longest for a slot is answered 503', async () => {
    const gated = gatedDb()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, admission: { maxConcurrent: 1, maxQueue: 10, maxWaitMs: 1 } })
    gated.shut()
    const running = search(app)
    expect((await search(app)).status).toBe(503)
    gated.open()
    expect((await running).status).toBe(200)
  })

  test('searches the result cache cannot answer wait at their database\'s own gate: past its queue, 503 at once; a cached search answers all along', async () => {
    const gated = gatedDb()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, searchAdmission: { maxConcurrent: 1, maxQueue: 1, maxWaitMs: 600_000 } })
    const searchFor = (what: string) =>
      app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what, pageSize: 1 }) })
    expect((await search(app)).status).toBe(200)
    gated.shut()
    const running = searchFor('sales')
    const waiting = searchFor('driver')
    const refused = await searchFor('manager')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('server.busy')
    // The cached first page needs no database: it answers while the database holds the others.
    expect((await search(app)).status).toBe(200)
    gated.open()
    expect([(await running).status, (await waiting).status]).toEqual([200, 200])
    // Refused work is not cached: asked again, it is answered.
    expect((await searchFor('manager')).status).toBe(200)
  })

  test('a search that waited its longest at the database\'s gate is answered 503', async () => {
    const gated = gatedDb()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, searchAdmission: { maxConcurrent: 1, maxQueue: 10, maxWaitMs: 1 } })
    expect((await search(app)).status).toBe(200)
    gated.shut()
    const running = app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: 'sales' }) })
    const late = await app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: 'driver' }) })
    expect([late.status, late.headers.get('retry-after')]).toEqual([503, '1'])
    gated.open()
    expect((await running).status).toBe(200)
  })

  test('an API request past the time limit is answered 503 server.timeout, and the server goes on', async () => {
    const gated = gatedDb()
    const logged: unknown[] = []
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: (error) => logged.push(error), requestTimeoutMs: 20 })
    gated.shut()
    const late = await search(app)
    expect(late.status).toBe(503)
    expect(late.headers.get('retry-after')).toBe('1')
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('server.timeout')
    expect(logged).toEqual([])
    gated.open()
    expect((await search(app)).status).toBe(200)
  })
})

describe('graceful shutdown', () => {
  test('stops accepting, lets the request in flight finish, runs the shutdown hooks, then closes', async () => {
    const gated = gatedDb()
    const lifecycle = createLifecycle()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, lifecycle })
    const server = await new Promise<Server>((done) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started as Server)) as Server
    })
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const order: string[] = []
    lifecycle.onShutdown(() => void order.push('hook: sockets told to reconnect'))
    gated.shut()
    const inFlight = fetch(`${origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: 'nurse', pageSize: 1 }) }).then(async (response) => {
      order.push(`in flight answered ${response.status}`)
      return response.json()
    })
    while (lifecycle.inFlight === 0) await new Promise((resolve) => setImmediate(resolve))
    const stopped = shutDownGracefully({ server, lifecycle, close: async () => void order.push('closed'), log: () => {} }).then(() => order.push('shut down'))
    while (!lifecycle.draining) await new Promise((resolve) => setImmediate(resolve))
    // No new connection is accepted once shutdown has begun.
    await expect(fetch(`${origin}/ping`)).rejects.toThrow()
    expect(order).toEqual(['hook: sockets told to reconnect'])
    gated.open()
    expect(await inFlight).toMatchObject({ documents: [expect.anything()] })
    await stopped
    // The in-flight answer reached the client whole; the server closed only after sending it (its connection closed).
    expect(order[0]).toBe('hook: sockets told to reconnect')
    expect(order).toContain('in flight answered 200')
    expect(order.filter((step) => step === 'closed' || step === 'shut down')).toEqual(['closed', 'shut down'])
    expect(lifecycle.inFlight).toBe(0)
  })

  test('a request still running after the grace period has its connection closed, and shutdown completes', async () => {
    const gated = gatedDb()
    const lifecycle = createLifecycle()
    const app = createApp({ db: gated.db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, lifecycle })
    const server = await new Promise<Server>((done) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started as Server)) as Server
    })
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    gated.shut()
    const stuck = fetch(`${origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch((error: unknown) => error)
    while (lifecycle.inFlight === 0) await new Promise((resolve) => setImmediate(resolve))
    let closed = false
    await shutDownGracefully({ server, lifecycle, close: async () => void (closed = true), graceMs: 10, log: () => {} })
    expect(closed).toBe(true)
    expect(await stuck).toBeInstanceOf(Error)
    gated.open()
  })
})
