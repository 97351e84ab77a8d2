import type { Db } from './db'
import { runMigrations } from './migrate'
import { ensureSeeded, type SeedOptions } from '../seed/seed'
import { markStartupPhase } from '../startupPhases'

export interface DatabaseLocation {
  /** A PostgreSQL connection string; when absent, embedded PGlite is used. */
  readonly databaseUrl?: string
  /** PGlite's data folder; absent means in memory. Ignored with databaseUrl. */
  readonly dataDir?: string
  /** PostgreSQL only: the schema to work in (created when missing). */
  readonly schema?: string
  /** PGlite only: its shared_buffers (PGLITE_SHARED_BUFFERS); absent, PGlite's default. */
  readonly pgliteSharedBuffers?: string
}

/**
 * Opens PostgreSQL (databaseUrl) or PGlite (dataDir, or memory). Each driver is imported only when chosen: a server on
 * PostgreSQL never loads PGlite's WebAssembly build (tens of MB of memory), one on PGlite never loads `pg`.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Db> {
  // PGlite in a thread of its own (db/pgliteWorker.ts): a query then never stalls the answers that need no database.
  if (!location.databaseUrl) return (await import('./pgliteWorker')).openPgliteWorker({ dataDir: location.dataDir, sharedBuffers: location.pgliteSharedBuffers })
  const { openPostgres } = await import('./postgres')
  if (location.schema) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(location.schema)) throw new Error('Invalid schema name.')
    const admin = await openPostgres(location.databaseUrl, { maxConnections: 1 })
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${location.schema}`)
    await admin.close()
  }
  return openPostgres(location.databaseUrl, { schema: location.schema })
}

/**
 * Opens the database, applies the migrations and seeds it on first use (later calls reuse
 * the data). Returns the Db and whether it was seeded now.
 */
export interface PreparedDatabase {
  readonly db: Db
  /** Whether it was seeded now (first run). */
  readonly seeded: boolean
}

export async function openPreparedDatabase(location: DatabaseLocation, seed: SeedOptions = {}): Promise<PreparedDatabase> {
  const db = await openDatabase(location)
  markStartupPhase('database')
  try {
    const applied = await runMigrations(db)
    markStartupPhase('migrations')
    const seeded = await ensureSeeded(db, seed)
    markStartupPhase('seed')
    // A migration may rewrite rows; PGlite has no autovacuum to tidy up and refresh statistics after it.
    if (applied.length > 0 && !seeded) await db.exec('VACUUM ANALYZE')
    return { db, seeded }
  } catch (error) {
    await db.close()
    throw error
  }
}
