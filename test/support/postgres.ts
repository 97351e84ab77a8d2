import pg from 'pg'

/** The machine's PostgreSQL for tests and benchmarks (trust auth, database `test`); TEST_DATABASE_URL overrides. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** Whether a PostgreSQL server answers at `url`: tests against it are skipped, not failed, when it does not. */
export async function postgresReachable(url: string = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
