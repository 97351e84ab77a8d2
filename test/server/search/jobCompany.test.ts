import { readFile } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { openPglite } from '../../../adapters/server/db/pglite'
import { seedDatabase } from '../../../adapters/server/seed/seed'

const MIGRATION = '010_job_company.sql'

describe(`migration ${MIGRATION}`, () => {
  test('gives the jobs of an older database their company back from the description, else the Pro', async () => {
    const db = await openPglite()
    await runMigrations(db)
    await seedDatabase(db, { jobs: 40, now: new Date('2026-11-21T12:00:00Z') })
    const seeded = await db.query<{ id: string; company: string }>('SELECT id, company FROM jobs ORDER BY id')
    // As a database migrated before this migration: no company column, one description not in the usual form.
    await db.exec(`ALTER TABLE jobs DROP COLUMN company; DELETE FROM schema_migrations WHERE name = '${MIGRATION}'`)
    const [odd] = seeded
    await db.query(`UPDATE jobs SET description = 'Hand-written ad.' WHERE id = $1`, [odd!.id])

    expect(await runMigrations(db)).toEqual([MIGRATION])
    const rows = await db.query<{ id: string; company: string; pro: string }>(
      'SELECT j.id, j.company, p.name AS pro FROM jobs j JOIN pros p ON p.id = j.pro_id ORDER BY j.id',
    )
    expect(rows[0]).toMatchObject({ id: odd!.id, company: rows[0]!.pro })
    expect(rows.slice(1).map((row) => row.company)).toEqual(seeded.slice(1).map((row) => row.company))
    expect(await readFile(`adapters/server/migrations/${MIGRATION}`, 'utf8')).toContain('SET NOT NULL')
    await db.close()
  })
})
