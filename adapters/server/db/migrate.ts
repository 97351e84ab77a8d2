import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './db'

/**
 * adapters/server/migrations, beside db/ in the sources (tsx, vitest); dist-server/migrations beside the bundle that
 * `npm run build:server` writes (scripts/build-server.ts copies them there).
 */
const MIGRATIONS_DIR = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../migrations/' : './migrations/', import.meta.url))

/**
 * Applies the plain SQL files of adapters/server/migrations (NNN_name.sql) in name order,
 * each once, recording them in schema_migrations. Returns the names applied now.
 */
export async function runMigrations(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  )
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name)).sort()
  const applied: string[] = []
  for (const name of files) {
    if (done.has(name)) continue
    const sql = await readFile(MIGRATIONS_DIR + name, 'utf8')
    await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`)
    applied.push(name)
  }
  return applied
}
