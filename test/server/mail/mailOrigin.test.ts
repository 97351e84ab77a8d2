import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema, OAuthStartResponseSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import { readConfig } from '../../../adapters/server/config'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

/*
 * Issue 15, item 1: every link the server hands out (mailed links, the OAuth redirect_uri) is built from the
 * configured public origin, never from the request; a request naming another host gets no mail and no link.
 */

const PUBLIC_ORIGIN = 'https://jobs.hireflow.example'
const EVIL = 'evil.example'

let db: Db
let app: ReturnType<typeof createApp>

const generous = { limit: 10_000, windowMs: 60_000 }
const linkedin = { clientId: 'hireflow-linkedin', clientSecret: 'secret', authorizationEndpoint: 'https://provider.example/authorize', tokenEndpoint: 'https://provider.example/token', userinfoEndpoint: 'https://provider.example/userinfo' }

/** A request as it reaches the server: the Host header names `host` (the URL is built from it, as @hono/node-server does). */
const send = (host: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(`http://${host}${path}`, {
    method,
    headers: { host, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const askFor = (host: string, email: string, purpose: string) => send(host, 'POST', '/rest/auth/email', { email, purpose })

const mailsTo = (to: string) => db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY id', [to])
const lastMail = async (to: string) => (await mailsTo(to)).at(-1)?.body ?? ''
/** The URLs a mail's text holds (without the full stop that may end a sentence after one). */
const linksIn = (text: string) => (text.match(/\bhttps?:\/\/\S+/g) ?? []).map((link) => link.replace(/[.,]$/, ''))

async function expectBadHost(response: Response) {
  expect(response.status).toBe(400)
  expect(v.parse(ApiErrorBodySchema, await response.json()).error.code).toBe('request.badHost')
}

/** A new account (sign-up code, through the allowed host) and its tokens. */
async function signUp(email: string) {
  expect((await askFor('localhost', email, 'signUp')).status).toBe(202)
  const code = /\b(\d{6})\b/.exec(await lastMail(email))?.[1] ?? 'none'
  const response = await send('localhost', 'POST', '/rest/auth/login?timezoneOffset=0', { provider: 'email', email, code, signUp: true, firstName: 'Vic', lastName: 'Tim' })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

beforeAll(async () => {
  db = await openSeededPglite()
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: PUBLIC_ORIGIN,
    allowedHosts: ['localhost'],
    auth: { minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous }, oauth: { linkedin } },
  })
})
afterAll(async () => {
  await db.close()
})

describe('POST /rest/auth/email from a foreign Host', () => {
  test('the reported attack: no sign-in link reaches the victim, and the caller is told the host is wrong', async () => {
    await signUp('victim@example.com')
    const before = (await mailsTo('victim@example.com')).length
    await expectBadHost(await askFor(EVIL, 'victim@example.com', 'link'))
    expect(await mailsTo('victim@example.com')).toHaveLength(before)
  })

  test.each(['signUp', 'signIn', 'reset', 'link'])('purpose %s: nothing is mailed, to a known or an unknown address', async (purpose) => {
    await signUp(`known.${purpose}@example.com`)
    for (const email of [`known.${purpose}@example.com`, `unknown.${purpose}@example.com`]) {
      const before = (await mailsTo(email)).length
      await expectBadHost(await askFor(EVIL, email, purpose))
      expect(await mailsTo(email)).toHaveLength(before)
    }
  })

  test('a forwarded or absolute-URL Host does not help: X-Forwarded-Host is never read', async () => {
    await expectBadHost(await send(EVIL, 'POST', '/rest/auth/email', { email: 'victim@example.com', purpose: 'link' }, { 'x-forwarded-host': 'jobs.hireflow.example' }))
    const before = (await mailsTo('victim@example.com')).length
    expect((await send('localhost', 'POST', '/rest/auth/email', { email: 'victim@example.com', purpose: 'link' }, { 'x-forwarded-host': EVIL })).status).toBe(202)
    expect(linksIn(await lastMail('victim@example.com'))[0]).toMatch(/^https:\/\/jobs\.hireflow\.example\/login\/email-link\?token=[\w-]+$/)
    expect((await mailsTo('victim@example.com')).length).toBe(before + 1)
  })

  test('a URL host and a Host header that disagree are refused', async () => {
    const response = await app.request(`http://localhost/rest/auth/email`, {
      method: 'POST',
      headers: { host: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com', purpose: 'link' }),
    })
    await expectBadHost(response)
  })
})

describe('links are built from the public origin only', () => {
  test('every mailed link and address of the sign-in mails points at PUBLIC_ORIGIN, whatever allowed host was called', async () => {
    await signUp('links@example.com')
    for (const host of ['localhost', 'jobs.hireflow.example']) {
      for (const purpose of ['link', 'signUp']) {
        expect((await askFor(host, 'links@example.com', purpose)).status).toBe(202)
        const links = linksIn(await lastMail('links@example.com'))
        expect(links.length).toBeGreaterThan(0)
        for (const link of links) expect(link.startsWith(`${PUBLIC_ORIGIN}/`)).toBe(true)
      }
      expect((await askFor(host, 'nobody.here@example.com', 'signIn')).status).toBe(202)
      expect(linksIn(await lastMail('nobody.here@example.com'))).toEqual([`${PUBLIC_ORIGIN}/login/signup`])
    }
  })

  test('a sign-in link returns to the path it was asked from (issue 9), and never to another site', async () => {
    await signUp('returns@example.com')
    const linkFor = async (redirect: string) => {
      expect((await send('localhost', 'POST', '/rest/auth/email', { email: 'returns@example.com', purpose: 'link', redirect })).status).toBe(202)
      return new URL(linksIn(await lastMail('returns@example.com'))[0] ?? '')
    }
    const back = await linkFor('/settings/account?tab=1')
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_ORIGIN}/login/email-link`)
    expect(back.searchParams.get('redirect')).toBe('/settings/account?tab=1')
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', '/login/sign-up', '/']) {
      const link = await linkFor(elsewhere)
      expect(link.searchParams.has('redirect')).toBe(false)
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{22,}$/)
    }
  })

  test('the email change link and the address-in-use notice point at PUBLIC_ORIGIN; a foreign Host mails nothing', async () => {
    const { jwt } = await signUp('mover@example.com')
    await signUp('taken@example.com')
    const auth = { authorization: `Bearer ${jwt}` }
    for (const email of ['moved@example.com', 'taken@example.com']) {
      const before = (await mailsTo(email)).length
      await expectBadHost(await send(EVIL, 'POST', '/rest/profile/email', { email }, auth))
      expect(await mailsTo(email)).toHaveLength(before)
      expect((await send('localhost', 'POST', '/rest/profile/email', { email }, auth)).status).toBe(202)
      const links = linksIn(await lastMail(email))
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) expect(link.startsWith(`${PUBLIC_ORIGIN}/`)).toBe(true)
    }
    expect(linksIn(await lastMail('moved@example.com'))[0]).toMatch(/^https:\/\/jobs\.hireflow\.example\/settings\/change-email\/[\w-]{22,}$/)
  })

  test('the OAuth redirect_uri is PUBLIC_ORIGIN\'s callback; a foreign Host starts no flow', async () => {
    const flows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM oauth_states'))[0]?.n
    const before = await flows()
    await expectBadHost(await send(EVIL, 'POST', '/rest/auth/oauth/linkedin/start'))
    expect(await flows()).toBe(before)
    const started = await send('localhost', 'POST', '/rest/auth/oauth/linkedin/start')
    expect(started.status).toBe(200)
    const { url } = v.parse(OAuthStartResponseSchema, await started.json())
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}/login/callback/linkedin`)
  })

  test('calls that mail nothing are not refused for their host (a sign-in answers on any host)', async () => {
    const response = await send(EVIL, 'POST', '/rest/auth/login?timezoneOffset=0', { provider: 'password', email: 'links@example.com', password: 'not the password' })
    expect(response.status).toBe(401)
  })
})

describe('without a configured public origin', () => {
  test('nothing is mailed and no flow starts, whatever the host', async () => {
    const bare = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { minAnswerMs: 0, oauth: { linkedin } } })
    const before = (await mailsTo('bare@example.com')).length
    const response = await bare.request('http://localhost/rest/auth/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bare@example.com', purpose: 'signUp' }) })
    await expectBadHost(response)
    expect(await mailsTo('bare@example.com')).toHaveLength(before)
    await expectBadHost(await bare.request('http://localhost/rest/auth/oauth/linkedin/start', { method: 'POST' }))
  })

  test('a public origin that is not an origin is refused when the app is made', () => {
    for (const bad of ['jobs.hireflow.example', 'ftp://jobs.hireflow.example', 'https://jobs.hireflow.example/app', 'https://user:pw@jobs.hireflow.example', 'https://jobs.hireflow.example/?x=1']) {
      expect(() => createApp({ db, publicOrigin: bad }), bad).toThrow(/PUBLIC_ORIGIN/)
    }
  })
})

describe('the PUBLIC_ORIGIN and ALLOWED_HOSTS settings', () => {
  test('production needs PUBLIC_ORIGIN', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/)
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://jobs.hireflow.example/' })).toMatchObject({ publicOrigin: 'https://jobs.hireflow.example', allowedHosts: [] })
  })

  test('development defaults to localhost on PORT and allows the loopback names on that port', () => {
    expect(readConfig({ PORT: '3123' })).toMatchObject({ publicOrigin: 'http://localhost:3123', allowedHosts: ['localhost:3123', '127.0.0.1:3123', '[::1]:3123'] })
    expect(readConfig({})).toMatchObject({ publicOrigin: 'http://localhost:3000' })
  })

  test('ALLOWED_HOSTS adds hosts (comma separated, trimmed, lower-cased)', () => {
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://jobs.hireflow.example', ALLOWED_HOSTS: ' Internal-LB:8080, ,www.hireflow.example' }).allowedHosts).toEqual(['internal-lb:8080', 'www.hireflow.example'])
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://jobs.hireflow.example', ALLOWED_HOSTS: 'a.example/path' })).toThrow(/ALLOWED_HOSTS/)
  })

  test('the loopback hosts of development reach the mails; others do not', async () => {
    const config = readConfig({ PORT: '3123' })
    const dev = createApp({ db, now: () => TEST_NOW, logError: () => {}, publicOrigin: config.publicOrigin, allowedHosts: config.allowedHosts, auth: { minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } } })
    const ask = (host: string) => dev.request(`http://${host}/rest/auth/email`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'dev@example.com', purpose: 'signUp' }) })
    for (const host of ['localhost:3123', '127.0.0.1:3123', '[::1]:3123', 'LOCALHOST:3123']) expect((await ask(host)).status, host).toBe(202)
    for (const host of ['localhost:3001', '127.0.0.1', 'localhost', EVIL, `${EVIL}:3123`]) await expectBadHost(await ask(host))
  })
})

describe('npm start in production without PUBLIC_ORIGIN', () => {
  test('refuses to start: one clear line, exit code 1, no stack trace', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hireflow-origin-'))
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(40_000 + Math.floor(Math.random() * 20_000)), DATA_DIR: dataDir, SEED_JOBS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
        child.on('exit', (exitCode) => {
          clearTimeout(timer)
          resolve(exitCode)
        })
      })
      expect(code).toBe(1)
      expect(stdout).toBe('')
      const lines = stderr.trim().split('\n')
      expect(lines, stderr).toHaveLength(1)
      expect(lines[0]).toMatch(/PUBLIC_ORIGIN/)
      expect(stderr).not.toMatch(/^\s+at /m)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 40_000)
})
