import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TOPICS } from '../../../core/realtime'
import { createApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'
import { applicationRecord } from '../applications/fixtures'
import { openSocket, SECRET, startRealtimeServer, subscribe, type RealtimeTestServer, type TestSocket } from './harness'

const schema = `hf_realtime_${randomBytes(6).toString('hex')}`
let db: Db
let here: RealtimeTestServer
let other: ChildProcess
let otherPort: number
let socket: TestSocket | undefined

/** Two server processes on one PostgreSQL: this one, and a child process (serverProcess.ts) on the same schema. */
describe.skipIf(!(await postgresReachable()))('realtime fan-out across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  beforeAll(async () => {
    db = (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, { jobs: 20 })).db
    here = await startRealtimeServer(db, () => new Date())
    other = spawn(process.execPath, ['--import', 'tsx', 'test/server/realtime/serverProcess.ts'], {
      env: { ...process.env, DATABASE_URL: TEST_DATABASE_URL, SCHEMA: schema, JWT_SECRET: SECRET, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    otherPort = await new Promise<number>((resolve, reject) => {
      other.once('exit', (code) => reject(new Error(`the second server exited (${code})`)))
      createInterface({ input: other.stdout! }).on('line', (line) => {
        const port = /^port (\d+)$/.exec(line)?.[1]
        if (port) resolve(Number(port))
      })
    })
  }, 120_000)
  afterAll(async () => {
    socket?.close()
    other?.stdin?.end()
    await new Promise((resolve) => (other?.exitCode !== null ? resolve(null) : other.once('exit', resolve)))
    await here?.close()
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await db?.close()
  })

  test('a notification raised in one process reaches a socket held by the other', async () => {
    const ada = await here.signUp('ada.fanout@example.com')
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', ['ada.fanout@example.com'])
    const [job] = await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 1')
    const record = applicationRecord({ jobId: job!.id, userId: user!.id, email: 'ada.fanout@example.com' })
    await createApplicationStore(db).insert(record)

    socket = await openSocket(`ws://127.0.0.1:${otherPort}/rest/websocket`, 'http://localhost')
    const debug = await socket.next((message) => message.type === 'debug')
    expect(debug).toMatchObject({ message: expect.not.stringContaining(`process ${process.pid},`) })
    expect(await subscribe(socket, TOPICS.notifications, { token: ada.jwt })).toMatchObject({ type: 'response', status: 200 })
    expect(await subscribe(socket, TOPICS.applications, { token: ada.jwt })).toMatchObject({ type: 'response', status: 200 })

    // Raised here (this process's HTTP call, its pool), heard there.
    expect((await here.call(ada.jwt, 'POST', `/dev/applications/${record.id}/status`, { status: 'offered' })).status).toBe(200)
    expect(await socket.next((message) => message.type === 'message' && message.path === TOPICS.notifications)).toMatchObject({
      data: { kind: 'application.status', data: { applicationId: record.id, status: 'offered' } },
    })
    expect(await socket.next((message) => message.type === 'message' && message.path === TOPICS.applications)).toMatchObject({
      data: { applicationId: record.id, status: 'offered' },
    })
  })
})
