import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { StoredClientErrorSchema, type ClientErrorReport, type ProductAction } from '../../../core/diagnostics'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { openPglite } from '../../../adapters/server/db/pglite'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { createUserStore } from '../../../adapters/server/identity/usersStore'
import { logText } from '../../../adapters/server/http/logText'
import { TEST_NOW } from '../helpers'

const SECRET = 'diagnostics-tests-secret-with-enough-entropy-0123'
let db: Db
let app: ReturnType<typeof createApp>
const logged: string[] = []
let adminToken = ''
let userToken = ''
let userId = ''

const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  userId: null,
  eventId: crypto.randomUUID(),
  error: 'TypeError: x is undefined\n    at main (https://hireflow.example/assets/index.js:1:2)',
  location: 'https://hireflow.example/search?what=nurse',
  userAgent: 'Mozilla/5.0 Test',
  referrer: '',
  screenWidth: 1280,
  screenHeight: 800,
  title: 'Jobs | Hireflow',
  version: '4.0.210',
  breadcrumbs: [{ at: 1, category: 'navigation', message: '/search' }],
  ...overrides,
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const read = (id: string, token: string | null) => app.request(`/rest/client-error/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

beforeAll(async () => {
  db = await openPglite()
  await runMigrations(db)
  app = createApp({
    db,
    distDir: 'test/server/fixtures/dist',
    now: () => TEST_NOW,
    logError: () => {},
    auth: { jwtSecret: SECRET, now: () => TEST_NOW, trustProxy: true },
    diagnostics: { log: (line) => logged.push(line), errorRateLimit: { limit: 5, windowMs: 60_000 }, metricsRateLimit: { limit: 3, windowMs: 60_000 }, actionsRateLimit: { limit: 8, windowMs: 60_000 } },
  })
  const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
  const users = createUserStore(db)
  const admin = await users.createVerified({ email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin' })
  await db.query('UPDATE users SET admin = true WHERE id = $1', [admin.id])
  const user = await users.createVerified({ email: 'user@example.com', firstName: 'Una', lastName: 'User' })
  userId = user.id
  adminToken = await tokens.issueSession({ userId: admin.id, email: admin.email, tokenVersion: admin.tokenVersion, tmp: false })
  userToken = await tokens.issueSession({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion, tmp: false })
})
afterAll(async () => {
  await db.close()
})

describe('POST /rest/client-error', () => {
  test('stores a report with its breadcrumbs, answers its id, and an admin reads it back', async () => {
    const sent = report({ userId, breadcrumbs: Array.from({ length: 100 }, (_, i) => ({ at: i, category: 'click' as const, message: `button#b${i}` })) })
    const response = await post('/rest/client-error', sent, { 'x-user-id': userId, authorization: `Bearer ${userToken}`, 'x-forwarded-for': '10.0.0.1' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const stored = await read(id, adminToken)
    expect(stored.status).toBe(200)
    const body = v.parse(StoredClientErrorSchema, await stored.json())
    expect(body).toMatchObject({ id, eventId: sent.eventId, userId, verifiedUserId: userId, error: sent.error, screenWidth: 1280 })
    expect(body.breadcrumbs).toHaveLength(100)
  })

  test('the same event sent twice is one report', async () => {
    const sent = report()
    const first = (await (await post('/rest/client-error', sent, { 'x-forwarded-for': '10.0.0.2' })).json()) as { id: string }
    const second = (await (await post('/rest/client-error', sent, { 'x-forwarded-for': '10.0.0.2' })).json()) as { id: string }
    expect(second.id).toBe(first.id)
  })

  test('refuses a report over its size: more than 100 breadcrumbs, an oversized field, or a body over 64 KB', async () => {
    const crumbs = Array.from({ length: 101 }, (_, i) => ({ at: i, category: 'click', message: 'x' }))
    expect((await post('/rest/client-error', report({ breadcrumbs: crumbs as never }), { 'x-forwarded-for': '10.0.0.3' })).status).toBe(400)
    expect((await post('/rest/client-error', report({ error: 'x'.repeat(8001) }), { 'x-forwarded-for': '10.0.0.3' })).status).toBe(400)
    expect((await post('/rest/client-error', report({ screenWidth: -1 }), { 'x-forwarded-for': '10.0.0.3' })).status).toBe(400)
    const huge = await post('/rest/client-error', JSON.stringify({ ...report(), padding: 'x'.repeat(70 * 1024) }), { 'x-forwarded-for': '10.0.0.3' })
    expect(huge.status).toBe(413)
  })

  test('caps reports per address: past the limit a 429 with Retry-After, and nothing stored', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.9' }
    for (let i = 0; i < 5; i++) expect((await post('/rest/client-error', report(), headers)).status).toBe(201)
    const refused = report()
    const response = await post('/rest/client-error', refused, headers)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await db.query('SELECT 1 FROM client_errors WHERE event_id = $1', [refused.eventId])).toEqual([])
    // Another address is not held back.
    expect((await post('/rest/client-error', report(), { 'x-forwarded-for': '10.0.0.10' })).status).toBe(201)
  })

  test('logs one escaped line: what the client sent can neither add a line nor carry terminal escapes', async () => {
    logged.length = 0
    const hostile = report({ error: 'Boom\u001b[31m red \u202e evil\r[client-error] forged line', location: 'https://x/\nforged' })
    expect((await post('/rest/client-error', hostile, { 'x-forwarded-for': '10.0.0.4' })).status).toBe(201)
    expect(logged).toHaveLength(1)
    const [line = ''] = logged
    expect(line).not.toMatch(/[\n\r\u001b\u202e]/)
    expect(line).toContain('\\u001b[31m red \\u202e evil\\r[client-error] forged line')
    expect(line.match(/\[client-error\]/g)).toHaveLength(2)
    expect(line.startsWith('[client-error] id=')).toBe(true)
  })
})

describe('GET /rest/client-error/{id}', () => {
  test('admins only: 401 without a session, 403 for another user, 404 for an unknown id', async () => {
    const { id } = (await (await post('/rest/client-error', report(), { 'x-forwarded-for': '10.0.0.5' })).json()) as { id: string }
    expect((await read(id, null)).status).toBe(401)
    expect((await read(id, userToken)).status).toBe(403)
    expect((await read(crypto.randomUUID(), adminToken)).status).toBe(404)
    expect((await read('not-an-id', adminToken)).status).toBe(404)
  })
})

describe('POST /rest/metrics and /rest/actions', () => {
  test('records an array of metrics (web vitals) and one action', async () => {
    const metrics = [
      { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', path: '/search', navigationType: 'navigate' },
      { name: 'CLS', value: 0.02, rating: 'good', id: 'v5-2', path: '/search' },
      { name: 'INP', value: 80, rating: 'good', id: 'v5-3' },
    ]
    expect((await post('/rest/metrics', metrics, { 'x-forwarded-for': '10.0.1.1' })).status).toBe(204)
    const rows = await db.query<{ name: string; value: number; path: string | null }>('SELECT name, value, path FROM client_metrics ORDER BY id')
    expect(rows).toEqual([
      { name: 'LCP', value: 1234.5, path: '/search' },
      { name: 'CLS', value: 0.02, path: '/search' },
      { name: 'INP', value: 80, path: null },
    ])
    expect((await post('/rest/actions', [{ name: 'search.submitted', path: '/search', data: { filters: 2 } }], { authorization: `Bearer ${userToken}` })).status).toBe(204)
    expect(await db.query('SELECT name, data, user_id FROM client_actions')).toEqual([{ name: 'search.submitted', data: { filters: 2 }, user_id: userId }])
  })

  test('refuses what is not an array of the right shape, and more than one action per call', async () => {
    expect((await post('/rest/metrics', { name: 'LCP', value: 1 }, { 'x-forwarded-for': '10.0.1.2' })).status).toBe(400)
    expect((await post('/rest/metrics', [], { 'x-forwarded-for': '10.0.1.2' })).status).toBe(400)
    expect((await post('/rest/metrics', [{ name: 'LCP', value: 'fast' }], { 'x-forwarded-for': '10.0.1.2' })).status).toBe(400)
    expect((await post('/rest/actions', [{ name: 'a' }, { name: 'b' }])).status).toBe(400)
    expect((await post('/rest/actions', [])).status).toBe(400)
  })

  test('stores every product action the app sends (one per call, no token: anonymous), and caps them per address', async () => {
    const headers = { 'x-forwarded-for': '10.0.2.1' }
    const sent: ProductAction[] = [
      { name: 'search.submitted', data: { what: true, where: false } },
      { name: 'job.opened', data: { from: 'results', position: 3 } },
      { name: 'apply.started', data: { kind: 'easyApply' } },
      { name: 'apply.submitted', data: { kind: 'oneClick' } },
      { name: 'alert.created', data: { signedIn: true } },
      { name: 'pro.contactClicked' },
      { name: 'job.shared', data: { via: 'copy' } },
      { name: 'job.shared', data: { via: 'sheet' } },
    ]
    for (const action of sent) expect((await post('/rest/actions', [{ ...action, path: '/search' }], headers)).status).toBe(204)
    const stored = await db.query<{ name: string; path: string; data: unknown; user_id: string | null }>(
      'SELECT name, path, data, user_id FROM client_actions WHERE user_id IS NULL ORDER BY id',
    )
    expect(stored).toEqual(sent.map((action) => ({ name: action.name, path: '/search', data: 'data' in action ? action.data : null, user_id: null })))
    const refused = await post('/rest/actions', [{ name: 'pro.contactClicked' }], headers)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { code: 'actions.rateLimited' } })
  })

  test('caps metrics calls per address', async () => {
    const headers = { 'x-forwarded-for': '10.0.1.3' }
    for (let i = 0; i < 3; i++) expect((await post('/rest/metrics', [{ name: 'LCP', value: i }], headers)).status).toBe(204)
    expect((await post('/rest/metrics', [{ name: 'LCP', value: 9 }], headers)).status).toBe(429)
  })
})

test('logText escapes everything outside printable ASCII and cuts long text', () => {
  expect(logText('a\nb\u2028c"')).toBe('"a\\nb\\u2028c\\""')
  expect(logText('x'.repeat(10), 4)).toBe('"xxxx\\u2026"')
})
