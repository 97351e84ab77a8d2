import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { openDatabase } from '../../../adapters/server/db/open'
import { postgresReachable } from '../../support/postgres'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const schema = `hf_auth_${randomBytes(6).toString('hex')}`
let db: Db
let app: ReturnType<typeof createApp>
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe.skipIf(!(await postgresReachable(url)))('auth against PostgreSQL (TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: url, schema })
    await runMigrations(db)
    app = createApp({ db, logError: () => {}, publicOrigin: 'http://localhost', auth: { minAnswerMs: 0 } })
  })
  afterAll(async () => {
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await db?.close()
  })

  test('sign up with a code, set a password, sign out, sign in with it; the generated secret is kept', async () => {
    expect((await post('/rest/auth/email', { email: 'pg.user@example.com', purpose: 'signUp' })).status).toBe(202)
    const [mail] = await db.query<{ body: string }>(`SELECT body FROM outbox ORDER BY id DESC LIMIT 1`)
    const code = /\d{6}/.exec(mail?.body ?? '')?.[0]
    const signedUp = v.parse(LoginResponseSchema, await (await post('/rest/auth/login', { provider: 'email', email: 'pg.user@example.com', code, signUp: true })).json())
    const bearer = { authorization: `Bearer ${signedUp.jwt}` }
    const changed = v.parse(LoginResponseSchema, await (await post('/rest/auth/password', { password: 'postgres password' }, bearer)).json())
    expect((await app.request('/rest/profile', { headers: bearer })).status).toBe(401)
    expect((await post('/rest/auth/logout', {}, { authorization: `Bearer ${changed.jwt}` })).status).toBe(200)
    expect((await app.request('/rest/profile', { headers: { authorization: `Bearer ${changed.jwt}` } })).status).toBe(401)
    expect((await post('/rest/auth/login', { provider: 'password', email: 'pg.user@example.com', password: 'postgres password' })).status).toBe(200)
    expect(await db.query(`SELECT name FROM settings`)).toEqual([{ name: 'jwt_secret' }])
  })
})
