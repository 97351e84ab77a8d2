import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import type { Mail } from '../../../adapters/server/mail/mailer'
import { createMailer } from '../../../adapters/server/mail/outboxStore'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let clock = TEST_NOW.getTime()
const appWith = (extra: Partial<Parameters<typeof createApp>[0]> = {}) =>
  createApp({ db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost', auth: { now: () => new Date(clock), minAnswerMs: 0 }, production: false, ...extra })
const askForCode = (app: ReturnType<typeof createApp>, email: string) =>
  app.request('/rest/auth/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, purpose: 'signUp' }) })

beforeAll(async () => {
  db = await openSeededPglite()
})
afterAll(async () => {
  await db.close()
})

describe('GET /dev/mail', () => {
  test('lists the outbox newest first, with the codes, as HTML', async () => {
    const app = appWith()
    await askForCode(app, 'first@example.com')
    clock += 1000
    await askForCode(app, 'second@example.com')
    const response = await app.request('/dev/mail')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'))
    expect(page).toMatch(/sign-up code is \d{6}/)
  })

  test('escapes what it shows', async () => {
    await createMailer(db, () => new Date(clock)).send({ to: 'x@example.com', subject: '<script>alert(1)</script>', body: '<b>hi</b>' })
    const page = await (await appWith().request('/dev/mail')).text()
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('&lt;script&gt;')
  })

  test('does not exist in production (the path falls through to the app)', async () => {
    const page = await (await appWith({ production: true, distDir: 'test/server/fixtures/dist' }).request('/dev/mail')).text()
    expect(page).not.toContain('@example.com')
    expect(page).not.toContain('Hireflow mail')
  })
})

describe('the mail transport', () => {
  test('gets every mail after the outbox records it, and the outbox marks it sent', async () => {
    const sent: Mail[] = []
    const app = appWith({ mailTransport: async (mail) => void sent.push(mail) })
    expect((await askForCode(app, 'smtp@example.com')).status).toBe(202)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'smtp@example.com', subject: 'Your Hireflow sign-up code' })
    const [row] = await db.query<{ sent_at: Date | null }>(`SELECT sent_at FROM outbox WHERE to_address = 'smtp@example.com'`)
    expect(row?.sent_at).toBeInstanceOf(Date)
  })

  test('a failure is logged without the mail, the mail stays unsent in the outbox and the answer is unchanged', async () => {
    const logged: unknown[] = []
    const app = appWith({ mailTransport: () => Promise.reject(new Error('connection refused')), logError: (error) => void logged.push(error) })
    expect((await askForCode(app, 'down@example.com')).status).toBe(202)
    const [row] = await db.query<{ body: string; sent_at: Date | null }>(`SELECT body, sent_at FROM outbox WHERE to_address = 'down@example.com'`)
    expect(row?.sent_at).toBeNull()
    const code = /\d{6}/.exec(row?.body ?? '')?.[0] ?? 'none'
    expect(logged).toHaveLength(1)
    expect(String(logged[0])).not.toContain(code)
  })
})
