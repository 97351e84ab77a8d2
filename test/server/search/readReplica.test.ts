import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SearchResultSchema, SuggestionsSchema } from '../../../core/search'
import { composeServer } from '../../../adapters/server/compose'
import { readConfig } from '../../../adapters/server/config'
import type { Db, Queryable } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'
import { harness } from '../applyingHarness'
import { TEST_NOW } from '../helpers'

// READ_DATABASE_URL (docs/operations.md, "Processes"): searches and suggestions read from the replica; a job's own page,
// applying and every write use the primary. Two schemas of the test PostgreSQL stand for the two databases, seeded
// alike, then made to differ: one job is renamed on the "replica" only and another on the primary only, so each answer
// says which database it came from. Both are also wrapped to record every statement they receive.
const primarySchema = `hf_primary_${randomBytes(6).toString('hex')}`
const replicaSchema = `hf_replica_${randomBytes(6).toString('hex')}`
const ONLY_ON_REPLICA = 'Zephyrologist'
const ONLY_ON_PRIMARY = 'Quillwright'
const WRITE = /\b(INSERT|UPDATE|DELETE|TRUNCATE|CREATE|ALTER|DROP)\b/i

/** A connection URL working in `schema` (its search_path), as an operator would set READ_DATABASE_URL. */
const urlOf = (schema: string) => {
  const url = new URL(TEST_DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema},public`)
  return url.toString()
}

/** `db` with every statement it is sent recorded, inside transactions too. */
const recording = (db: Db) => {
  const statements: string[] = []
  const recorded = (target: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql)
      return target.query(sql, params)
    },
  })
  const wrapped: Db = {
    kind: db.kind,
    query: (sql, params) => recorded(db).query(sql, params),
    exec: (sql) => {
      statements.push(sql)
      return db.exec(sql)
    },
    transaction: (work) => db.transaction((tx) => work(recorded(tx))),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
  return { db: wrapped, statements }
}

let primary: Db
let replica: Db
let replicaJob: { id: string; title: string }
let primaryJob: { id: string; title: string }

describe.skipIf(!(await postgresReachable(TEST_DATABASE_URL)))('READ_DATABASE_URL: searches read from the replica, the rest from the primary', () => {
  beforeAll(async () => {
    const seed = { jobs: 60, now: TEST_NOW, batchSize: 60 }
    const open = (schema: string) => openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, seed)
    ;[{ db: primary }, { db: replica }] = await Promise.all([open(primarySchema), open(replicaSchema)])
    const newest = await primary.query<{ id: string; title: string }>(
      `SELECT id, title FROM jobs WHERE closed_at IS NULL AND duplicate_of IS NULL ORDER BY posted_at DESC, id DESC LIMIT 2`,
    )
    replicaJob = newest[0]!
    primaryJob = newest[1]!
    await replica.query('UPDATE jobs SET title = $2 WHERE id = $1', [replicaJob.id, ONLY_ON_REPLICA])
    await primary.query('UPDATE jobs SET title = $2 WHERE id = $1', [primaryJob.id, ONLY_ON_PRIMARY])
  }, 120_000)
  afterAll(async () => {
    await primary?.exec(`DROP SCHEMA IF EXISTS ${primarySchema} CASCADE; DROP SCHEMA IF EXISTS ${replicaSchema} CASCADE`)
    await Promise.all([primary?.close(), replica?.close()])
  })

  describe('the app given a primary and a replica', () => {
    const setUp = () => {
      const onPrimary = recording(primary)
      const onReplica = recording(replica)
      const server = harness(onPrimary.db, { readDb: onReplica.db, distDir: 'test/server/fixtures/dist' })
      const search = async (what: string) => {
        const response = await server.call('POST', '/rest/jobs/search', null, { what })
        expect(response.status).toBe(200)
        return v.parse(SearchResultSchema, await response.json()).documents.map((job) => job.id)
      }
      const suggest = async (q: string) => {
        const response = await server.call('GET', `/rest/suggestions/what?q=${q}`)
        expect(response.status).toBe(200)
        return v.parse(SuggestionsSchema, await response.json()).suggestions.map((suggestion) => suggestion.text)
      }
      return { ...server, onPrimary, onReplica, search, suggest }
    }

    test('a search and a "what" suggestion answer what the replica holds, not the primary', async () => {
      const { search, suggest, onReplica } = setUp()
      expect(await search(ONLY_ON_REPLICA)).toContain(replicaJob.id)
      expect(await search(ONLY_ON_PRIMARY)).toEqual([])
      expect(await suggest('zephyr')).toContain(ONLY_ON_REPLICA)
      expect(await suggest('quillw')).toEqual([])
      expect(onReplica.statements.length).toBeGreaterThan(0)
    })

    test('the server-rendered search page reads the replica too', async () => {
      const { app } = setUp()
      // The job's id (its link and the inlined page data), not its title: the page repeats the query in its heading.
      // (No check of a miss here: a page with no match suggests other jobs, which may be any.)
      expect(await (await app.request(`/search?what=${ONLY_ON_REPLICA}`)).text()).toContain(replicaJob.id)
    })

    test("a job's own page reads the primary (a replica lags behind a job just posted or closed), never the replica", async () => {
      const { call, onReplica } = setUp()
      const before = onReplica.statements.length
      const renamed = await call('GET', `/rest/job-lookup/${primaryJob.id}`)
      expect(((await renamed.json()) as { title: string }).title).toBe(ONLY_ON_PRIMARY)
      const kept = await call('GET', `/rest/job-lookup/${replicaJob.id}`)
      expect(((await kept.json()) as { title: string }).title).toBe(replicaJob.title)
      expect(onReplica.statements.length).toBe(before)
    })

    test('applying and closing a job write to the primary; the replica is sent no write at all', async () => {
      const { visitorApplies, call, onPrimary, onReplica } = setUp()
      const email = `replica.${randomBytes(3).toString('hex')}@example.com`
      const { answer } = await visitorApplies(primaryJob.id, email)
      expect(answer.created).toBe(true)
      const applied = 'SELECT 1 FROM applications WHERE id = $1'
      expect(await primary.query(applied, [answer.application.id])).toHaveLength(1)
      expect(await replica.query(applied, [answer.application.id])).toEqual([])
      expect((await call('POST', `/dev/jobs/${replicaJob.id}/close`)).status).toBe(200)
      expect(await primary.query('SELECT 1 FROM jobs WHERE id = $1 AND closed_at IS NOT NULL', [replicaJob.id])).toHaveLength(1)
      expect(await replica.query('SELECT 1 FROM jobs WHERE id = $1 AND closed_at IS NULL', [replicaJob.id])).toHaveLength(1)
      expect(onPrimary.statements.some((sql) => WRITE.test(sql))).toBe(true)
      expect(onReplica.statements.filter((sql) => WRITE.test(sql))).toEqual([])
      // Reopened, so the composition test below finds it open on both.
      expect((await call('POST', `/dev/jobs/${replicaJob.id}/reopen`)).status).toBe(200)
    })
  })

  test('composeServer wires READ_DATABASE_URL from the environment: a search answers from it, a job page from DATABASE_URL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hireflow-replica-'))
    const config = readConfig({ DATABASE_URL: urlOf(primarySchema), READ_DATABASE_URL: urlOf(replicaSchema), SEED_JOBS: '60', DATA_DIR: dataDir, DIST_DIR: 'test/server/fixtures/dist' })
    const server = await composeServer(config, { ALERTS_TICK_MS: '600000' })
    try {
      expect(server.seeded).toBe(false)
      const searched = await server.app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ what: ONLY_ON_REPLICA }) })
      expect(v.parse(SearchResultSchema, await searched.json()).documents.map((job) => job.id)).toContain(replicaJob.id)
      const page = await server.app.request(`/rest/job-lookup/${replicaJob.id}`)
      expect(((await page.json()) as { title: string }).title).toBe(replicaJob.title)
    } finally {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
