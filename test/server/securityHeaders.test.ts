import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inlineHash } from '../../adapters/server/pages/criticalCss'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, type AppDeps } from '../../adapters/server/app'
import { hashPassword } from '../../adapters/server/identity/passwords'
import { createUserStore } from '../../adapters/server/identity/usersStore'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from './helpers'

const DIST = 'test/server/fixtures/dist'
const PASSWORD = 'correct horse battery staple'
const GOOGLE_CLIENT_ID = 'hireflow-test.apps.googleusercontent.com'
const json = { 'content-type': 'application/json' }

let db: Db
let jwt: string

const appWith = (deps: Partial<AppDeps> = {}) =>
  createApp({ db, distDir: DIST, now: () => TEST_NOW, logError: () => {}, production: false, ...deps, auth: { jwtSecret: 'x'.repeat(40), minAnswerMs: 0, ...deps.auth } })

/** The Content-Security-Policy of an answer as directive -> sources. */
function policy(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? ''
  return new Map(header.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name = '', ...sources]) => [name, sources]))
}

beforeAll(async () => {
  db = await openSeededPglite()
  await createUserStore(db).createVerified({ email: 'headers@example.com', firstName: 'Hedy', passwordHash: await hashPassword(PASSWORD) })
  const login = await appWith().request('/rest/auth/login?timezoneOffset=0', {
    method: 'POST', headers: json, body: JSON.stringify({ provider: 'password', email: 'headers@example.com', password: PASSWORD }),
  })
  jwt = ((await login.json()) as { jwt: string }).jwt
})
afterAll(async () => {
  await db.close()
})

describe('every answer carries the security headers', () => {
  const failing: Db = { kind: 'pglite', query: () => Promise.reject(new Error('disk on fire')), exec: async () => {}, transaction: () => Promise.reject(new Error('disk on fire')), listen: () => Promise.reject(new Error('disk on fire')), close: async () => {} }
  const answers: [string, () => Response | Promise<Response>, number][] = [
    ['GET / (the app)', () => appWith().request('/'), 200],
    ['GET /search (the SPA fallback)', () => appWith().request('/search?what=nurse'), 200],
    ['POST /rest/jobs/search', () => appWith().request('/rest/jobs/search', { method: 'POST', headers: json, body: '{"what":"nurse"}' }), 200],
    ['GET /rest/profile signed in', () => appWith().request('/rest/profile?timezoneOffset=0', { headers: { authorization: `Bearer ${jwt}` } }), 200],
    ['GET /rest/profile signed out (401)', () => appWith().request('/rest/profile?timezoneOffset=0'), 401],
    ['a 400', () => appWith().request('/rest/jobs/search', { method: 'POST', headers: json, body: '{"pageSize":0}' }), 400],
    ['an unknown API path (404)', () => appWith().request('/rest/no-such-route'), 404],
    ['a method nothing answers (404)', () => appWith().request('/no-such-page', { method: 'POST' }), 404],
    ['a missing hashed asset (404)', () => appWith().request('/assets/missing-123.js'), 404],
    ['a static asset', () => appWith().request('/assets/app-abc123.js'), 200],
    ['GET /env', () => appWith().request('/env'), 200],
    ['GET /dev/mail', () => appWith().request('/dev/mail'), 200],
    ['an unexpected failure (500)', () => appWith({ db: failing }).request('/rest/jobs/search', { method: 'POST', headers: json, body: '{}' }), 500],
    ['the app not built yet (503)', () => appWith({ distDir: 'test/server/fixtures/no-such-dist' }).request('/'), 503],
  ]

  test.each(answers)('%s', async (_, request, status) => {
    const response = await request()
    expect(response.status).toBe(status)
    const csp = policy(response)
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/)
    expect(response.headers.get('permissions-policy')).toMatch(/(^|, )geolocation=\(\)/)
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('strict-transport-security')).toBeNull() // plain http
  })
})

describe('the Content-Security-Policy', () => {
  test('allows exactly what the built app loads: its own scripts, styles, images and API, nothing inline but the critical CSS', async () => {
    const response = await appWith().request('/')
    const critical = inlineHash(readFileSync(`${DIST}/assets/index-fixture1.css`, 'utf8'))
    const theme = inlineHash(readFileSync(`${DIST}/theme.js`, 'utf8'))
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self' ${theme}; style-src 'self' ${critical}; img-src 'self'; connect-src 'self'; worker-src 'self'; ` +
      "manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
    // Without a build there is nothing inline to allow: 'self' alone.
    const unbuilt = await appWith({ distDir: 'test/server/fixtures/no-such-dist' }).request('/rest/nothing')
    expect(policy(unbuilt).get('style-src')).toEqual(["'self'"])
    expect(policy(unbuilt).get('script-src')).toEqual(["'self'"])
  })

  test('the debug panel map’s tile origin is allowed as an image source off production only, exactly that origin', async () => {
    const osm = await appWith({ mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).request('/')
    expect(policy(osm).get('img-src')).toEqual(["'self'", 'https://*.tile.example.org'])
    const plain = await appWith({ mapTileUrl: 'http://127.0.0.1:36141/tiles/{z}/{x}/{y}.png' }).request('/')
    expect(policy(plain).get('img-src')).toEqual(["'self'", 'http://127.0.0.1:36141'])
    // Everything else stays as strict; production never allows tiles; a template that is no address adds nothing.
    expect(policy(plain).get('connect-src')).toEqual(["'self'"])
    expect(policy(await appWith({ mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', production: true }).request('/')).get('img-src')).toEqual(["'self'"])
    expect(policy(await appWith({ mapTileUrl: '/tiles/{z}/{x}/{y}.png' }).request('/')).get('img-src')).toEqual(["'self'"])
    expect(policy(await appWith({ mapTileUrl: 'javascript:alert(1)' }).request('/')).get('img-src')).toEqual(["'self'"])
  })

  test("a server-rendered page inlines the main stylesheet and the theme script in place of their files, and the policy allows exactly those by hash (never 'unsafe-inline')", async () => {
    const response = await appWith().request('/', { headers: { accept: 'text/html' } })
    const html = await response.text()
    const css = readFileSync(`${DIST}/assets/index-fixture1.css`, 'utf8')
    const theme = readFileSync(`${DIST}/theme.js`, 'utf8')
    expect(html).toContain(`<style>${css}</style>`)
    expect(html).toContain(`<script>${theme}</script>`)
    // The file's link stays, disabled (it loads nothing; Vite's preload helper sees the stylesheet is there).
    expect(html).toContain('href="/assets/index-fixture1.css" disabled>')
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*index-fixture1\.css/)
    expect(html).not.toContain('src="/theme.js"')
    const styles = policy(response).get('style-src') ?? []
    const scripts = policy(response).get('script-src') ?? []
    expect(styles).toEqual(["'self'", inlineHash(css)])
    expect(scripts).toEqual(["'self'", inlineHash(theme)])
    expect([...styles, ...scripts].join(' ')).not.toMatch(/unsafe/)
    expect(inlineHash(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    // The static app (an address no server route renders) keeps the files.
    const plain = await (await appWith().request('/settings/account', { headers: { accept: 'text/html' } })).text()
    expect(plain).toContain('<script src="/theme.js"></script>')
  })

  test("never allows inline or eval'd script", async () => {
    for (const deps of [{}, { auth: { google: { clientId: GOOGLE_CLIENT_ID } } }, { apiUrl: 'https://api.example' }] satisfies Partial<AppDeps>[]) {
      const scripts = policy(await appWith(deps).request('/')).get('script-src') ?? []
      expect(scripts).toContain("'self'")
      expect(scripts.filter((source) => /unsafe|^\*$|^https?:$|^data:$/.test(source))).toEqual([])
    }
  })

  test('names Google only when Google sign-in is configured', async () => {
    const without = await appWith().request('/login')
    expect(without.headers.get('content-security-policy')).not.toMatch(/google/)
    const withGoogle = await appWith({ auth: { google: { clientId: GOOGLE_CLIENT_ID } } }).request('/login')
    const csp = policy(withGoogle)
    expect(csp.get('script-src')).toEqual(["'self'", inlineHash(readFileSync(`${DIST}/theme.js`, 'utf8')), 'https://accounts.google.com/gsi/client'])
    expect(csp.get('style-src')).toEqual(["'self'", inlineHash(readFileSync(`${DIST}/assets/index-fixture1.css`, 'utf8')), 'https://accounts.google.com/gsi/style'])
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/'])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/'])
    // One-tap falls back to a popup where the browser has no FedCM: the popup must keep its opener.
    expect(withGoogle.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  })

  test('lets the app call API_URL and JAX_API_URL (and their realtime channel) when they are other origins', async () => {
    const app = appWith({ apiUrl: 'https://api.example/v1/', jaxApiUrl: 'http://jax.example:8080' })
    expect(policy(await app.request('/')).get('connect-src')).toEqual([
      "'self'", 'https://api.example', 'wss://api.example', 'http://jax.example:8080', 'ws://jax.example:8080',
    ])
    const same = appWith({ apiUrl: 'https://api.example', jaxApiUrl: 'https://api.example' })
    expect(policy(await same.request('/')).get('connect-src')).toEqual(["'self'", 'https://api.example', 'wss://api.example'])
  })

  test("the dev mail viewer keeps its own stricter policy (no script at all), still never framed", async () => {
    const response = await appWith().request('/dev/mail')
    const csp = policy(response)
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('script-src')).toBeUndefined()
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
  })
})

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains'

  test('is sent on an answer over https, on the app and the API alike', async () => {
    const app = appWith()
    expect((await app.request('https://jobs.example/')).headers.get('strict-transport-security')).toBe(HSTS)
    expect((await app.request('https://jobs.example/rest/profile')).headers.get('strict-transport-security')).toBe(HSTS)
  })

  test('is sent on every answer when PUBLIC_ORIGIN is https (TLS ends at a proxy in front)', async () => {
    const app = appWith({ publicOrigin: 'https://jobs.example' })
    expect((await app.request('http://10.0.0.5:3000/')).headers.get('strict-transport-security')).toBe(HSTS)
  })

  test('is never sent over plain http', async () => {
    expect((await appWith().request('http://localhost:3000/')).headers.get('strict-transport-security')).toBeNull()
    const httpOrigin = appWith({ publicOrigin: 'http://localhost:5173' })
    expect((await httpOrigin.request('http://localhost:3000/')).headers.get('strict-transport-security')).toBeNull()
  })
})
