import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db'

const MIN_SECRET_BYTES = 32

/**
 * The HS256 signing secret (256+ bits): JWT_SECRET when set (base64url or plain text of 32+ bytes), else one
 * generated on first start and kept in the database's settings table (the data folder for PGlite). Never logged.
 */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) {
    const bytes = new TextEncoder().encode(configured)
    if (bytes.length < MIN_SECRET_BYTES) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes.`)
    return bytes
  }
  const generated = randomBytes(MIN_SECRET_BYTES).toString('base64url')
  await db.query(`INSERT INTO settings (name, value) VALUES ('jwt_secret', $1) ON CONFLICT (name) DO NOTHING`, [generated])
  const [row] = await db.query<{ value: string }>(`SELECT value FROM settings WHERE name = 'jwt_secret'`)
  if (!row) throw new Error('The JWT secret could not be stored.')
  return new Uint8Array(Buffer.from(row.value, 'base64url'))
}
