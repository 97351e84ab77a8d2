import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../adapters/server/db/db'
import { openPgliteWorker } from '../../../adapters/server/db/pgliteWorker'
import { crash, CRASHING_THREAD, PLANTED_CRASH } from './plantedCrash'

/** The server's PGlite runs in a thread of its own (db/pgliteWorker.ts): the same Db as in-process. */
describe('PGlite in a worker thread', () => {
  let db: Db
  beforeAll(async () => {
    db = await openPgliteWorker()
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text, at timestamptz, tags text[], extra jsonb)')
  })
  afterAll(async () => {
    await db.close()
  })

  it('answers queries with their parameters and values as PGlite gives them', async () => {
    const at = new Date('2026-01-02T03:04:05Z')
    await db.query('INSERT INTO notes VALUES ($1, $2, $3, $4, $5)', [1, 'a \ud800 b é', at, ['x', 'y'], { n: 1 }])
    expect(await db.query('SELECT * FROM notes')).toEqual([{ id: 1, body: 'a \ufffd b é', at, tags: ['x', 'y'], extra: { n: 1 } }])
  })

  it('passes PostgreSQL errors on with their fields', async () => {
    await expect(db.query('INSERT INTO notes (id) VALUES (1)')).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') })
  })

  it('commits a transaction that resolves and rolls back one that throws, other queries waiting for it', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (2)')
      return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')
    })
    expect(seen).toEqual([{ n: 2 }])
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (3)')
      throw new Error('changed my mind')
    })
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')
    await expect(failing).rejects.toThrow('changed my mind')
    expect(await outside).toEqual([{ n: 2 }])
  })

  it('hears a notification before the answer of the statement that sent it, and no more once stopped', async () => {
    const heard: string[] = []
    const stop = await db.listen('notes_changed', (payload) => heard.push(payload))
    await db.query("SELECT pg_notify('notes_changed', 'one')")
    expect(heard).toEqual(['one'])
    await stop()
    await db.query("SELECT pg_notify('notes_changed', 'two')")
    expect(heard).toEqual(['one'])
  })
})

/** The thread dies (db/pgliteWorker.ts): its queries are refused, then a new thread opens the same folder. */

describe('PGlite in a worker thread, after the thread dies', () => {
  let dataDir: string
  let db: Db
  const threads: Worker[] = []
  const logged: string[] = []
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hireflow-pglite-restart-'))
    db = await openPgliteWorker({ dataDir }, { onThread: (worker) => void threads.push(worker), threadUrl: CRASHING_THREAD, restartDelaysMs: [300, 300, 300], log: (line) => void logged.push(line) })
    await db.exec('CREATE TABLE notes (id int PRIMARY KEY, body text)')
    await db.query('INSERT INTO notes VALUES (1, $1)', ['kept'])
  })
  afterAll(async () => {
    await db.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('refuses what it had and what comes while it is down, then answers on the same data, still listening', async () => {
    const heard: string[] = []
    const stop = await db.listen('notes_changed', (payload) => heard.push(payload))
    // Asked after the crash on the same port: the thread dies before it reads the query.
    crash(threads[0]!)
    const inFlight = db.query('SELECT 1')
    await expect(inFlight).rejects.toThrow(PLANTED_CRASH)
    await expect(db.query('SELECT 1')).rejects.toThrow('The database is restarting')

    await expect.poll(() => db.query('SELECT body FROM notes').catch(() => null), { timeout: 20_000, interval: 100 }).toEqual([{ body: 'kept' }])
    expect(threads).toHaveLength(2)
    expect(logged.at(-1)).toContain('back')
    await db.query("SELECT pg_notify('notes_changed', 'after')")
    expect(heard).toEqual(['after'])
    await stop()
    await db.query("SELECT pg_notify('notes_changed', 'stopped')")
    expect(heard).toEqual(['after'])
  })

  it('dies again and comes back again; a transaction it cut short is refused, not half applied', async () => {
    let inside: () => void = () => {}
    const entered = new Promise<void>((resolve) => (inside = resolve))
    const cut = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (2, $1)', ['half'])
      inside()
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.query('INSERT INTO notes VALUES (3, $1)', ['other half'])
    })
    await entered
    crash(threads.at(-1)!)
    await expect(cut).rejects.toThrow()
    await expect.poll(() => db.query('SELECT id FROM notes ORDER BY id').catch(() => null), { timeout: 20_000, interval: 100 }).toEqual([{ id: 1 }])
    expect(threads).toHaveLength(3)
  })
})
