import { createHash, randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'
import { emailKey, type UserRecord } from '../identity/usersStore'

/** An email-change link works this long. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

/** Why an email-change link cannot be used (the error code of the answer). */
export type EmailChangeProblem = 'account.emailChangeExpired' | 'account.emailChangeCancelled' | 'account.emailChangeWrongUser' | 'account.emailInUse'

/** A live request found by its link. */
export interface PendingEmailChange {
  readonly id: string
  readonly newEmail: string
}

/** The email_changes table: requests to move an account to a new address, confirmed by a mailed link. */
export interface EmailChangeStore {
  /** Starts a request (ending any live one of the account) and answers the link's token. */
  request(userId: string, newEmail: string): Promise<string>
  /** The live request of `token` for `user`, or why it cannot be used. */
  find(token: string, user: UserRecord): Promise<PendingEmailChange | { readonly problem: EmailChangeProblem }>
  /** Moves the account to the new address (its email identity too) and revokes its tokens; null when the address was taken meanwhile. */
  confirm(change: PendingEmailChange, user: UserRecord): Promise<UserRecord | null>
  /** Ends the request unused. */
  cancel(change: PendingEmailChange): Promise<void>
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

interface ChangeRow {
  id: string
  user_id: string
  new_email: string
  expires_at: Date
  outcome: string | null
}

/** The email_changes table on the server's Db; `now` is the clock. */
export function createEmailChangeStore(db: Db, now: () => Date): EmailChangeStore {
  return {
    async request(userId, newEmail) {
      const at = now()
      const token = randomBytes(32).toString('base64url')
      await db.query(`UPDATE email_changes SET outcome = 'replaced', ended_at = $2 WHERE user_id = $1 AND outcome IS NULL`, [userId, at])
      await db.query(
        `INSERT INTO email_changes (user_id, new_email, secret_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [userId, newEmail.trim(), digest(token), new Date(at.getTime() + EMAIL_CHANGE_TTL_MS), at],
      )
      return token
    },
    async find(token, user) {
      const [row] = await db.query<ChangeRow>(`SELECT id, user_id, new_email, expires_at, outcome FROM email_changes WHERE secret_hash = $1`, [digest(token)])
      if (!row || (row.outcome !== null && row.outcome !== 'cancelled') || new Date(row.expires_at).getTime() <= now().getTime()) {
        return { problem: 'account.emailChangeExpired' }
      }
      if (row.user_id !== user.id) return { problem: 'account.emailChangeWrongUser' }
      if (row.outcome === 'cancelled') return { problem: 'account.emailChangeCancelled' }
      const [taken] = await db.query(`SELECT 1 FROM users WHERE email_key = $1 AND id <> $2`, [emailKey(row.new_email), user.id])
      return taken ? { problem: 'account.emailInUse' } : { id: row.id, newEmail: row.new_email }
    },
    async confirm(change, user) {
      const key = emailKey(change.newEmail)
      // The WHERE makes a concurrent second confirm, or an address taken meanwhile, change nothing.
      const [ended] = await db.query(`UPDATE email_changes SET outcome = 'confirmed', ended_at = $2 WHERE id = $1 AND outcome IS NULL RETURNING id`, [change.id, now()])
      if (!ended) return null
      const [row] = await db.query<{ token_version: number }>(
        `UPDATE users SET email = $2, email_key = $3, token_version = token_version + 1
         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email_key = $3 AND id <> $1) RETURNING token_version`,
        [user.id, change.newEmail, key],
      ).catch(() => [])
      if (!row) {
        await db.query(`UPDATE email_changes SET outcome = NULL, ended_at = NULL WHERE id = $1`, [change.id])
        return null
      }
      await db.query(`UPDATE user_identities SET subject = $2 WHERE provider = 'email' AND user_id = $1`, [user.id, key])
      return { ...user, email: change.newEmail, tokenVersion: row.token_version }
    },
    async cancel(change) {
      await db.query(`UPDATE email_changes SET outcome = 'cancelled', ended_at = $2 WHERE id = $1 AND outcome IS NULL`, [change.id, now()])
    },
  }
}

/** Account deletion: the addresses the account asked to move to (their rows go with the user by ON DELETE CASCADE). */
export async function emailChangeAddressesOf(tx: Queryable, userId: string): Promise<string[]> {
  const rows = await tx.query<{ new_email: string }>(`SELECT DISTINCT new_email FROM email_changes WHERE user_id = $1`, [userId])
  return rows.map((row) => row.new_email)
}
