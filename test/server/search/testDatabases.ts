import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { openSeededPglite, TEST_JOBS, TEST_NOW } from '../helpers'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'

/**
 * The test data on PGlite and, when the PostgreSQL server is reachable, in a schema of its own there: for a
 * `describe.each` whose search must answer the same on both.
 */
export async function testDatabases(schema: string): Promise<[string, () => Promise<Db>][]> {
  const databases: [string, () => Promise<Db>][] = [['PGlite', openSeededPglite]]
  if (await postgresReachable(TEST_DATABASE_URL)) {
    databases.push(['PostgreSQL', async () => (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })).db])
  }
  return databases
}
