import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../..')
const SERVER = 'adapters/server'

/** Where SQL may live: a domain's stores (store.ts, *Store.ts), the database port, the migrations and the seeder. */
const mayHoldSql = (path: string) =>
  /store/i.test(basename(path)) || /^adapters\/server\/(db|migrations|seed)\//.test(path)

/** String and template literals (a template's `${...}` parts stay inside it: good enough for a scan). */
const LITERAL = /`(?:\\[\s\S]|[^`\\])*`|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g
const SQL = /\bSELECT\s|\bINSERT\s+INTO\b|\bUPDATE\s+(?:[a-z_]+\s+)?SET\b|\bDELETE\s+FROM\b/

/** Every file and line where a literal holds SQL outside the places allowed to. */
export function sqlOutsideStores(files: readonly { readonly path: string; readonly text: string }[]): string[] {
  const found: string[] = []
  for (const { path, text } of files) {
    if (mayHoldSql(path)) continue
    for (const match of text.matchAll(LITERAL)) {
      if (!SQL.test(match[0])) continue
      const line = text.slice(0, match.index).split('\n').length
      found.push(`${path}:${line}`)
    }
  }
  return found
}

function serverFiles(dir = join(repoRoot, SERVER)): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return serverFiles(full)
    return entry.name.endsWith('.ts') ? [{ path: relative(repoRoot, full).split('\\').join('/'), text: readFileSync(full, 'utf8') }] : []
  })
}

describe('SQL lives only in the server stores (adapters/server/README.md)', () => {
  it('finds SQL planted in a route, a rule file and app.ts, and allows it in stores, db/, migrations/ and seed/', () => {
    const sql = 'const rows = await db.query(`SELECT id FROM users WHERE email_key = $1`, [key])\n'
    const planted = [
      { path: 'adapters/server/shop/routes.ts', text: `import x from 'y'\n${sql}` },
      { path: 'adapters/server/shop/pricing.ts', text: "await db.query('DELETE FROM carts WHERE id = $1', [id])\n" },
      { path: 'adapters/server/app.ts', text: 'db.query("UPDATE users SET name = $2 WHERE id = $1")\n' },
      { path: 'adapters/server/shop/upsert.ts', text: 'q(`INSERT INTO t (a) VALUES ($1) ON CONFLICT (a) DO UPDATE SET a = $1`)\n' },
      { path: 'adapters/server/shop/store.ts', text: sql },
      { path: 'adapters/server/shop/ordersStore.ts', text: sql },
      { path: 'adapters/server/db/migrate.ts', text: sql },
      { path: 'adapters/server/seed/seed.ts', text: sql },
      { path: 'adapters/server/shop/messages.ts', text: "export const hint = 'Select a job to see it'\n" },
    ]
    expect(sqlOutsideStores(planted)).toEqual([
      'adapters/server/shop/routes.ts:2',
      'adapters/server/shop/pricing.ts:1',
      'adapters/server/app.ts:1',
      'adapters/server/shop/upsert.ts:1',
    ])
  })

  it('finds none in the real server', () => {
    const files = serverFiles()
    expect(files.length).toBeGreaterThan(50)
    expect(sqlOutsideStores(files)).toEqual([])
  })
})
