import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../adapters/server/db/db'
import { openPostgres } from '../../../adapters/server/db/postgres'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'

const reachable = await postgresReachable(TEST_DATABASE_URL)
const CHANNEL = `listen_again_${process.pid}`

/** A process whose LISTEN connection drops (PostgreSQL restarted, a network cut) hears the other processes again. */
describe.skipIf(!reachable)('LISTEN on PostgreSQL after its connection drops', () => {
  let db: Db
  beforeAll(async () => {
    db = await openPostgres(TEST_DATABASE_URL, { maxConnections: 2 })
  })
  afterAll(async () => {
    await db.close()
  })

  it('listens again and hears what is raised after', async () => {
    const heard: string[] = []
    const stop = await db.listen(CHANNEL, (payload) => heard.push(payload))
    await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'before'])
    await expect.poll(() => heard).toEqual(['before'])

    const killed = await db.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query = $1`,
      [`LISTEN ${CHANNEL}`],
    )
    expect(killed).toEqual([{ killed: true }])

    // Raised until heard: the first ones may fall in the second before the connection is back.
    await expect
      .poll(
        async () => {
          await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'after'])
          return heard.includes('after')
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true)
    await stop()
  })
})
