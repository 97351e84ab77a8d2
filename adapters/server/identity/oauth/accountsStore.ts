import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/db'
import type { UserRecord, UserStore } from '../usersStore'
import type { OAuthIdentity } from './identity'

/**
 * An account for an identity whose email the provider did not verify. It is reachable only through that
 * identity: its email_key is `{provider}:{subject}` (never an email, which always has an @), so the address stays
 * free for its real owner, and a password reset or email code sent to that address never reaches this account.
 */
export async function createIdentityOnlyAccount(db: Db, users: UserStore, identity: OAuthIdentity & { readonly email: string }): Promise<UserRecord> {
  const key = `${identity.provider}:${identity.subject}`
  const [created] = await db.query<{ id: string }>(
    `INSERT INTO users (id, email, email_key, first_name, last_name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email_key) DO NOTHING RETURNING id`,
    [randomUUID(), identity.email, key, identity.firstName.trim(), identity.lastName.trim()],
  )
  const [row] = created ? [created] : await db.query<{ id: string }>(`SELECT id FROM users WHERE email_key = $1`, [key])
  const user = row ? await users.findById(row.id) : null
  if (!user) throw new Error('The account could not be created.')
  return user
}
