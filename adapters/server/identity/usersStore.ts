import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/db'

/** An account as the auth code sees it. */
export interface UserRecord {
  readonly id: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly passwordHash: string | null
  readonly tokenVersion: number
  readonly admin: boolean
  readonly disabled: boolean
  readonly city: string | null
  readonly state: string | null
  readonly zip: string | null
}

interface UserRow {
  id: string
  email: string
  first_name: string
  last_name: string
  password_hash: string | null
  token_version: number
  admin: boolean
  disabled: boolean
  city: string | null
  state: string | null
  zip: string | null
}

const COLUMNS = 'id, email, first_name, last_name, password_hash, token_version, admin, disabled, city, state, zip'

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  passwordHash: row.password_hash,
  tokenVersion: row.token_version,
  admin: row.admin,
  disabled: row.disabled,
  city: row.city,
  state: row.state,
  zip: row.zip,
})

/** What accounts are looked up by: the email trimmed and lower-cased. */
export const emailKey = (email: string): string => email.trim().toLowerCase()

/** The users table. */
export interface UserStore {
  findByEmail(email: string): Promise<UserRecord | null>
  findById(id: string): Promise<UserRecord | null>
  /** Creates an account with an 'email' identity (its email is proven), or returns the existing one. */
  createVerified(input: { email: string; firstName?: string; lastName?: string; passwordHash?: string | null }): Promise<UserRecord>
  /** The account signed in to through (provider, subject), if any. */
  findByIdentity(provider: string, subject: string): Promise<UserRecord | null>
  /** Records that (provider, subject) signs in to the account. */
  addIdentity(provider: string, subject: string, userId: string): Promise<void>
  /** Sets the password and bumps the token version (older tokens stop working); returns the new version. */
  setPassword(id: string, passwordHash: string): Promise<number>
  /** Bumps the token version: every token issued before stops working. Returns the new version. */
  revokeTokens(id: string): Promise<number>
  /** Sets the admin flag (outside production only, through POST /dev/accounts/admin); false when there is no such user. */
  setAdmin(id: string, admin: boolean): Promise<boolean>
}

/** The users table on the server's Db (or inside one of its transactions). */
export function createUserStore(db: Queryable): UserStore {
  const one = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<UserRow>(sql, params)
    return row ? toUser(row) : null
  }
  const bump = async (sql: string, params: unknown[]) => {
    const [row] = await db.query<{ token_version: number }>(sql, params)
    if (!row) throw new Error('No such user.')
    return row.token_version
  }
  return {
    findByEmail: (email) => one(`SELECT ${COLUMNS} FROM users WHERE email_key = $1`, [emailKey(email)]),
    findById: (id) => one(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]),
    async createVerified({ email, firstName = '', lastName = '', passwordHash = null }) {
      const key = emailKey(email)
      const created = await one(
        `INSERT INTO users (id, email, email_key, first_name, last_name, password_hash) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email_key) DO NOTHING RETURNING ${COLUMNS}`,
        [randomUUID(), email.trim(), key, firstName.trim(), lastName.trim(), passwordHash],
      )
      const user = created ?? (await one(`SELECT ${COLUMNS} FROM users WHERE email_key = $1`, [key]))
      if (!user) throw new Error('The account could not be created.')
      await db.query(`INSERT INTO user_identities (provider, subject, user_id) VALUES ('email', $1, $2) ON CONFLICT DO NOTHING`, [key, user.id])
      return user
    },
    findByIdentity: (provider, subject) =>
      one(`SELECT ${COLUMNS} FROM users WHERE id = (SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2)`, [provider, subject]),
    async addIdentity(provider, subject, userId) {
      await db.query(`INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [provider, subject, userId])
    },
    setPassword: (id, passwordHash) =>
      bump(`UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING token_version`, [id, passwordHash]),
    revokeTokens: (id) => bump(`UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version`, [id]),
    setAdmin: async (id, admin) => (await db.query(`UPDATE users SET admin = $2 WHERE id = $1 RETURNING id`, [id, admin])).length > 0,
  }
}

/**
 * Account deletion, last: the users row, and with it (ON DELETE CASCADE, the same transaction) every row keyed by
 * user_id: identities, email changes, saved jobs and searches, job alerts, email preferences, the professional
 * profile, resumes and staged uploads (their files are the resume service's to delete).
 */
export async function deleteUser(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(`DELETE FROM users WHERE id = $1 RETURNING id`, [userId])
  return rows.length > 0
}
