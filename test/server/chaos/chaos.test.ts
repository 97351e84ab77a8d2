import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../../adapters/server/app'
import type { ChaosTimers } from '../../../adapters/server/chaos/chaos'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { createUserStore } from '../../../adapters/server/identity/usersStore'
import { openSeededPglite, TEST_NOW } from '../helpers'

const SECRET = 'chaos-tests-secret-with-enough-entropy-0123456789'
let db: Db
let adminToken = ''
let userToken = ''
const logged: string[] = []

/** Timers the test fires by hand: a time box ends when the test says so. */
const pending = new Map<number, () => void>()
let serial = 0
const timers: ChaosTimers = {
  set: (callback) => (pending.set(++serial, callback), serial),
  clear: (handle) => pending.delete(handle as number),
}
const fireAll = () => {
  for (const [handle, callback] of [...pending]) {
    pending.delete(handle)
    callback()
  }
}

const appWith = (production = false) =>
  createApp({ db, now: () => TEST_NOW, logError: () => {}, production, auth: { jwtSecret: SECRET, now: () => TEST_NOW }, chaos: { log: (line) => logged.push(line), timers } })
let app: ReturnType<typeof createApp>
const call = (method: string, path: string, token: string | null, body?: unknown) =>
  app.request(path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
/** A search; give each one its own words where it must reach the database (first pages are cached by their query). */
const search = (what = 'nurse') => app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what }) })

beforeAll(async () => {
  db = await openSeededPglite()
  app = appWith()
  const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
  const users = createUserStore(db)
  const admin = await users.createVerified({ email: 'chaos.admin@example.com', firstName: 'Ada', lastName: 'Admin' })
  await db.query('UPDATE users SET admin = true WHERE id = $1', [admin.id])
  const user = await users.createVerified({ email: 'chaos.user@example.com', firstName: 'Una', lastName: 'User' })
  adminToken = await tokens.issueSession({ userId: admin.id, email: admin.email, tokenVersion: admin.tokenVersion, tmp: false })
  userToken = await tokens.issueSession({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion, tmp: false })
})
afterAll(async () => {
  app.chaos?.stopAll()
  await db.close()
})

describe('the chaos lemur', () => {
  test('admins only: 401 without a session, 403 for another account, and nothing starts', async () => {
    expect((await call('GET', '/rest/chaos-lemur', null)).status).toBe(401)
    expect((await call('POST', '/rest/chaos-lemur', null, { fault: 'handlerThrow', durationMs: 5000 })).status).toBe(401)
    expect((await call('POST', '/rest/chaos-lemur', userToken, { fault: 'handlerThrow', durationMs: 5000 })).status).toBe(403)
    expect((await call('DELETE', '/rest/chaos-lemur/handlerThrow', userToken)).status).toBe(403)
    expect(app.chaos?.state().active).toEqual([])
    expect((await search()).status).toBe(200)
  })

  test('never in production: every call is refused with 404 chaos.production, even an admin\'s', async () => {
    const production = appWith(true)
    expect(production.chaos).toBeUndefined()
    for (const [method, path] of [['GET', '/rest/chaos-lemur'], ['POST', '/rest/chaos-lemur'], ['DELETE', '/rest/chaos-lemur/socketKill']] as const) {
      const answer = await production.request(path, { method, headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify({ fault: 'socketKill', durationMs: 5000 }) : undefined })
      expect(answer.status).toBe(404)
      expect(await answer.json()).toMatchObject({ error: { code: 'chaos.production' } })
    }
  })

  test('a fault outside its schema is refused with the field named', async () => {
    const answer = await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'meteor', durationMs: 120_000 })
    expect(answer.status).toBe(400)
    const body = JSON.stringify(await answer.json())
    expect(body).toContain('fault')
    expect(body).toContain('durationMs')
  })

  test('handler throw: the next N API requests answer 500, then the API works again; logged at both ends', async () => {
    logged.length = 0
    const started = await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'handlerThrow', durationMs: 10_000, count: 2 })
    expect(started.status).toBe(201)
    expect(await started.json()).toMatchObject({ active: [{ fault: 'handlerThrow', remaining: 2 }] })
    expect((await search()).status).toBe(500)
    // The chaos lemur's own route never throws: an admin can always look and end it.
    expect((await call('GET', '/rest/chaos-lemur', adminToken)).status).toBe(200)
    expect((await search()).status).toBe(500)
    expect((await search()).status).toBe(200)
    expect(logged[0]).toMatch(/^\[chaos-lemur\] start fault=handlerThrow durationMs=10000 count=2 by=/)
    expect(logged.at(-1)).toBe('[chaos-lemur] end fault=handlerThrow reason=all thrown')
  })

  test('handler throw reverts by itself when its time box ends, with requests left', async () => {
    logged.length = 0
    await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'handlerThrow', durationMs: 5000, count: 50 })
    expect((await search()).status).toBe(500)
    fireAll()
    expect((await search()).status).toBe(200)
    expect(app.chaos?.state().active).toEqual([])
    expect(logged.at(-1)).toBe('[chaos-lemur] end fault=handlerThrow reason=time box over')
  })

  test('slow database: queries wait the delay until the time box ends, then answer at once', async () => {
    await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'slowDatabase', durationMs: 5000, delayMs: 300 })
    const started = performance.now()
    expect((await search('registered nurse')).status).toBe(200)
    // The injected delay is a floor, whatever the machine's load; no ceiling is asserted after (a loaded machine).
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    fireAll()
    expect(app.chaos?.state().active).toEqual([])
    expect((await search('staff nurse')).status).toBe(200)
    expect(logged.at(-1)).toBe('[chaos-lemur] end fault=slowDatabase reason=time box over')
  })

  test('socket kill: logged with the sockets dropped, shown while on, and gone after its time box', async () => {
    logged.length = 0
    const started = await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'socketKill', durationMs: 3000 })
    expect(await started.json()).toMatchObject({ active: [{ fault: 'socketKill' }] })
    expect(logged[0]).toMatch(/^\[chaos-lemur\] start fault=socketKill durationMs=3000 dropped=0 by=/)
    fireAll() // the sweep and the time box: the box ends it, the sweep does not re-arm after
    expect(pending.size).toBe(0)
    expect(app.chaos?.state().active).toEqual([])
    expect(logged.at(-1)).toBe('[chaos-lemur] end fault=socketKill reason=time box over')
  })

  test('an admin ends a fault early', async () => {
    await call('POST', '/rest/chaos-lemur', adminToken, { fault: 'slowDatabase', durationMs: 60_000, delayMs: 10 })
    const ended = await call('DELETE', '/rest/chaos-lemur/slowDatabase', adminToken)
    expect(await ended.json()).toEqual({ active: [] })
    expect(pending.size).toBe(0)
  })
})
