import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../adapters/server/db/db'
import { openPreparedDatabase } from '../../adapters/server/db/open'
import { postgresReachable, TEST_DATABASE_URL } from '../support/postgres'
import { openSocket, type TestSocket } from './realtime/harness'

// The server as `npm start` runs it (adapters/server/main.ts), in processes of its own on one PostgreSQL: two
// separate processes (a process per core behind a load balancer), and WORKERS=2 (Node's cluster on one port).
const schema = `hf_procs_${randomBytes(6).toString('hex')}`
let db: Db
const children: ChildProcess[] = []

/** DATABASE_URL for the server: the test's PostgreSQL, working in this file's schema (the connection's search_path). */
const databaseUrl = () => {
  const url = new URL(TEST_DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema},public`)
  return url.toString()
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

interface Started {
  readonly child: ChildProcess
  readonly origin: string
  /** Everything the process (and its workers) printed. */
  readonly output: () => string
  readonly exited: Promise<number | null>
}

/** How many cluster workers have said they listen (serve.ts logs it from the listen callback). */
const workersListening = (output: string) => output.match(/^Hireflow worker \d+ \(process \d+\) on http/gm)?.length ?? 0

/**
 * Starts `node --import tsx adapters/server/main.ts` with `env` on a free port; resolves once GET /ping answers and,
 * with WORKERS=N, all N workers listen. The cluster's primary hands each connection only to a worker already
 * listening, so at the first answer the other worker may not be there yet: the sockets a test then opens all land on
 * one worker (what made the WORKERS=2 test fail when it ran after another; the order only changed the start timing).
 */
async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const workers = Number(env.WORKERS ?? 1)
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl(), PORT: String(port), SEED_JOBS: '20', ALERTS_TICK_MS: '600000', DIST_DIR: 'test/server/fixtures/dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const origin = `http://127.0.0.1:${port}`
  for (const started = Date.now(); Date.now() - started < 90_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`)
    const listening = workers < 2 || workersListening(output) >= workers
    if (listening && (await fetch(`${origin}/ping`).then((response) => response.ok, () => false))) return { child, origin, output: () => output, exited }
  }
  throw new Error(`the server did not answer: ${output}`)
}

/** An auth call, counted by the sign-in rate limit of the client's address (60 per 15 minutes). */
const refresh = (origin: string) =>
  fetch(`${origin}/rest/auth/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((response) => response.status)

describe.skipIf(!(await postgresReachable(TEST_DATABASE_URL)))('server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    db = (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, { jobs: 20 })).db
  }, 60_000)
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await db?.close()
  })

  test('two processes share the sign-in rate limit: 60 calls spread over both pass, the 61st is refused by either', async () => {
    const [one, two] = await Promise.all([startServer(), startServer()])
    // Each process counts in the database, so the two together allow 60, not 120.
    for (let i = 0; i < 60; i++) expect(await refresh(i % 2 === 0 ? one!.origin : two!.origin)).not.toBe(429)
    expect(await refresh(one!.origin)).toBe(429)
    expect(await refresh(two!.origin)).toBe(429)
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limits")
    expect(row!.n).toBeGreaterThan(0)
    for (const server of [one!, two!]) {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  }, 180_000)

  test('WORKERS=2: two server processes answer on one port; SIGTERM shuts each down gracefully (sockets told to reconnect) and the primary exits 0', async () => {
    const server = await startServer({ WORKERS: '2' })
    expect(server.output()).toMatch(/Hireflow cluster: 2 server processes/)
    // Connections are handed out round robin: sockets land on both workers (each says its process in a debug message).
    const sockets: TestSocket[] = []
    const pids = new Set<string>()
    for (let i = 0; i < 10 && pids.size < 2; i++) {
      const socket = await openSocket(`${server.origin.replace('http', 'ws')}/rest/websocket`)
      sockets.push(socket)
      const debug = await socket.next((message) => message.type === 'debug')
      pids.add(/process (\d+)/.exec((debug as { message: string }).message)![1]!)
    }
    expect(pids.size).toBe(2)
    expect(pids.has(String(server.child.pid))).toBe(false)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Every socket, on either worker, was closed with 1012 (restarting: reconnect soon), not dropped.
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual(sockets.map(() => 1012))
    expect(server.output().match(/Hireflow shutting down/g)).toHaveLength(2)
    expect(server.output()).toMatch(/Hireflow cluster: stopped/)
    for (const pid of pids) expect(() => process.kill(Number(pid), 0)).toThrow()
  }, 180_000)

  test('two processes invalidate each other\'s search caches: A caches a search, a job closes through B, A\'s next answer leaves it out', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()])
    const [job] = await db.query<{ id: string; title: string }>(
      `SELECT id, title FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL ORDER BY posted_at DESC, id DESC LIMIT 1`,
    )
    const search = async (origin: string) => {
      const response = await fetch(`${origin}/rest/jobs/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: job!.title }) })
      expect(response.status).toBe(200)
      return ((await response.json()) as { documents: { id: string }[] }).documents.map((document) => document.id)
    }
    /** Changes jobs and puts migration 037's version back: a change only a cache that skips the version check misses. */
    const behindTheCache = (sql: string) =>
      db.transaction(async (tx) => {
        const [{ version }] = (await tx.query<{ version: string }>('SELECT version FROM search_jobs_version')) as [{ version: string }]
        await tx.query(sql, [job!.id])
        await tx.query('UPDATE search_jobs_version SET version = $1', [version])
      })
    expect(await search(a.origin)).toContain(job!.id)
    // A's second answer comes from its cache: the job closed behind the cache's back is still in it, while B, which
    // has nothing cached, asks the database and leaves it out. (Without a cache the test below would prove nothing.)
    await behindTheCache('UPDATE jobs SET closed_at = now() WHERE id = $1')
    expect(await search(a.origin)).toContain(job!.id)
    expect(await search(b.origin)).not.toContain(job!.id)
    await behindTheCache('UPDATE jobs SET closed_at = NULL WHERE id = $1')
    // B closes the job: migration 037's trigger bumps the jobs version in the same transaction.
    const closed = await fetch(`${b.origin}/dev/jobs/${job!.id}/close`, { method: 'POST' })
    expect(closed.status).toBe(200)
    // A's very next answer (no waiting for a notification or a time-to-live) leaves the closed job out, and so does B's.
    expect(await search(a.origin)).not.toContain(job!.id)
    expect(await search(b.origin)).not.toContain(job!.id)
    // Reopened through A: B, which cached the search without it, shows it again at once.
    expect((await fetch(`${a.origin}/dev/jobs/${job!.id}/reopen`, { method: 'POST' })).status).toBe(200)
    expect(await search(b.origin)).toContain(job!.id)
    for (const server of [a, b]) {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  }, 180_000)
})
