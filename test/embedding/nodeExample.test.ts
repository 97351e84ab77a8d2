/**
 * The embedding example (docs/examples/node-embed.mjs: the app actor on the Node adapters) as an embedder runs it:
 * the library built into lib/ (`npm run build:lib`, skipped when lib/ is fresh), the real server on an ephemeral
 * port, and a plain `node` (process.execPath, no tsx, no source condition) importing only the package's entry points.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../adapters/server/app'
import { hashPassword } from '../../adapters/server/identity/passwords'
import { createUserStore } from '../../adapters/server/identity/usersStore'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../server/helpers'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const EXAMPLE = join(ROOT, 'docs/examples/node-embed.mjs')
const EMAIL = 'embedder@example.com'
const PASSWORD = 'a long embedding passphrase'
/** A search of the test data with a few pages (20 jobs a page) and an exact total. */
const WHAT = 'nurse'
/** Building lib/ type-checks the core and the machines, as does compiling against it: slow on a busy machine. */
const BUILD_TIMEOUT_MS = 300_000
const COMPILE_TIMEOUT_MS = 120_000
/** A node process that starts, pages a search, signs in (argon2) and out. */
const EXAMPLE_TIMEOUT_MS = 60_000

/** A child's environment without anything that would change how node resolves or loads modules. */
const plainEnv = (extra: Record<string, string>) => {
  const env: Record<string, string | undefined> = { ...process.env, ...extra }
  delete env.NODE_OPTIONS
  return env
}

let db: Db
let server: Server
let origin: string
let stateDir: string

const buildLib = () => run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-lib.ts', '--if-stale'], { cwd: ROOT, env: plainEnv({}) })

const startServer = async () => {
  db = await openSeededPglite()
  await createUserStore(db).createVerified({ email: EMAIL, firstName: 'Emma', passwordHash: await hashPassword(PASSWORD) })
  const app = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { jwtSecret: 'embedding-test-secret-of-more-than-32-bytes', minAnswerMs: 0 } })
  server = await new Promise<Server>((ready) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started as Server)) as Server
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'hireflow-embed-'))
  await Promise.all([buildLib(), startServer()])
}, BUILD_TIMEOUT_MS)

afterAll(async () => {
  server?.closeAllConnections()
  server?.close()
  await db?.close()
  if (stateDir) rmSync(stateDir, { recursive: true, force: true })
})

describe('the Node embedding example, built and run by plain node against the real server', () => {
  it('starts the app actor: loads /env, pages a search to the end without duplicates, signs in with a password, reads the profile and signs out', async () => {
    const expected = (await (await fetch(`${origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: WHAT }) })).json()) as {
      hits: { total: { value: number; relation: string } }
    }
    expect(expected.hits.total.relation).toBe('eq')
    const total = expected.hits.total.value
    expect(total, 'the search spans several pages').toBeGreaterThan(40)

    const { stdout, stderr } = await run(process.execPath, [EXAMPLE, WHAT], {
      cwd: ROOT,
      env: plainEnv({ HIREFLOW_URL: origin, HIREFLOW_EMAIL: EMAIL, HIREFLOW_PASSWORD: PASSWORD, HIREFLOW_STATE_DIR: stateDir }),
    })

    expect(stderr).toBe('')
    expect(stdout.trim().split('\n')).toEqual([
      `env: api at ${origin}`,
      `search "${WHAT}": ${total} jobs`,
      `paged to the end: ${total} jobs in ${Math.ceil(total / 20)} pages, ${total} unique`,
      'notice: signInFlow.welcome.back', // the greeting the web app shows as a toast (issue 9)
      `signed in as ${EMAIL}`,
      `profile: ${EMAIL} (Emma)`,
      'signed out: SignedOut',
    ])
    // The file-backed storage kept the env config for the next run, and the sign-out left no token behind.
    const local = JSON.parse(readFileSync(join(stateDir, 'local.json'), 'utf8')) as Record<string, string>
    expect(JSON.parse(local['hireflow.env'] ?? 'null')).toMatchObject({ apiUrl: origin })
    expect(local.jwt).toBeUndefined()
  }, EXAMPLE_TIMEOUT_MS)

  it('fails with the sign-in flow\'s message, not a crash, when the password is wrong', async () => {
    const failed = await run(process.execPath, [EXAMPLE, WHAT], {
      cwd: ROOT,
      env: plainEnv({ HIREFLOW_URL: origin, HIREFLOW_EMAIL: EMAIL, HIREFLOW_PASSWORD: 'not the password' }),
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 1, stderr: 'failed: auth.error.invalidCredentials\n' })
  }, EXAMPLE_TIMEOUT_MS)

  it('gives TypeScript embedders declarations that resolve under moduleResolution nodenext', async () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
    const options = ['--noEmit', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--strict', '--skipLibCheck', '--types', 'node']
    const checked = await run(process.execPath, [tsc, ...options, 'test/embedding/consumer.mts'], { cwd: ROOT, env: plainEnv({}) }).then(
      () => 'no errors',
      (error: { stdout: string }) => error.stdout,
    )
    expect(checked).toBe('no errors')
  }, COMPILE_TIMEOUT_MS)
})
