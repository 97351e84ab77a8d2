import { randomBytes } from 'node:crypto'
import type { Db } from '../../adapters/server/db/db'
import { runMigrations } from '../../adapters/server/db/migrate'
import { openDatabase } from '../../adapters/server/db/open'
import { seedDatabase } from '../../adapters/server/seed/seed'
import { openSeededPglite, TEST_NOW } from './helpers'

/**
 * A server test's database: seeded PGlite, or, when TEST_DATABASE_URL is set (.ci/run's PostgreSQL stage), a fresh
 * schema of that PostgreSQL, migrated and seeded with a few hundred jobs (the skills vocabulary), dropped after.
 * `prefix` names the schema (hf_{prefix}_...).
 */
export async function openCiDatabase(prefix: string): Promise<{ readonly db: Db; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const db = await openSeededPglite()
    return { db, close: () => db.close() }
  }
  const schema = `hf_${prefix}_${randomBytes(6).toString('hex')}`
  const db = await openDatabase({ databaseUrl: url, schema })
  await runMigrations(db)
  await seedDatabase(db, { jobs: 400, now: TEST_NOW, batchSize: 400 })
  return {
    db,
    async close() {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
    },
  }
}
