import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { EMAIL_CODE_DIGITS, type EmailPurpose } from '../../../core/identity'
import type { Queryable } from '../db/db'
import { emailKey } from './usersStore'

/** A mailed code or link works this long. */
export const EMAIL_SECRET_TTL_MS = 10 * 60 * 1000
/** A code is dead after this many wrong tries. */
export const MAX_CODE_ATTEMPTS = 5

/**
 * What a mailed code is for (links have their own purpose): 'claim' proves an application's email
 * (adapters/server/claims); `migrateApplications` proves an email for a migration.
 */
export type CodePurpose = Exclude<EmailPurpose, 'link'> | 'claim' | 'migrateApplications'

/** One-time codes and sign-in links sent by mail, stored hashed (email_secrets table). */
export interface EmailSecretStore {
  /** A new code of EMAIL_CODE_DIGITS random digits for (email, purpose); any earlier one stops working. */
  issueCode(email: string, purpose: CodePurpose): Promise<string>
  /** A new sign-in link token (256 random bits, base64url); any earlier link for the email stops working. */
  issueLink(email: string): Promise<string>
  /** Uses up the live code when `code` matches; a wrong try counts, and MAX_CODE_ATTEMPTS of them kill it. */
  redeemCode(email: string, purpose: CodePurpose, code: string): Promise<boolean>
  /** Uses up a live link; answers the email key it was sent to, or null. */
  redeemLink(token: string): Promise<string | null>
}

/**
 * The email_secrets table. Secrets are kept as HMAC-SHA256 under `pepper` (a server secret), so a leaked table
 * cannot be brute-forced offline even for 6-digit codes. `now` is the clock (tests inject one).
 */
export function createEmailSecretStore(db: Queryable, pepper: () => Promise<Uint8Array>, now: () => Date): EmailSecretStore {
  const digest = async (secret: string) => createHmac('sha256', await pepper()).update(secret).digest('base64url')
  const issue = async (email: string, purpose: EmailPurpose | CodePurpose, secret: string) => {
    const at = now()
    const key = emailKey(email)
    await db.query(`UPDATE email_secrets SET used_at = $3 WHERE email_key = $1 AND purpose = $2 AND used_at IS NULL`, [key, purpose, at])
    await db.query(
      `INSERT INTO email_secrets (email_key, purpose, secret_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [key, purpose, await digest(secret), new Date(at.getTime() + EMAIL_SECRET_TTL_MS), at],
    )
    return secret
  }
  return {
    issueCode: (email, purpose) => issue(email, purpose, String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0')),
    issueLink: (email) => issue(email, 'link', randomBytes(32).toString('base64url')),
    async redeemCode(email, purpose, code) {
      const at = now()
      const [live] = await db.query<{ id: string; secret_hash: string }>(
        `SELECT id, secret_hash FROM email_secrets
         WHERE email_key = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
         ORDER BY id DESC LIMIT 1`,
        [emailKey(email), purpose, at, MAX_CODE_ATTEMPTS],
      )
      const given = Buffer.from(await digest(code.trim()))
      if (!live) return false
      if (!timingSafeEqual(given, Buffer.from(live.secret_hash))) {
        await db.query(`UPDATE email_secrets SET attempts = attempts + 1 WHERE id = $1`, [live.id])
        return false
      }
      // The WHERE makes a second use of the same code (even a concurrent one) find nothing.
      const used = await db.query(`UPDATE email_secrets SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND attempts < $3 RETURNING id`, [live.id, at, MAX_CODE_ATTEMPTS])
      return used.length === 1
    },
    async redeemLink(token) {
      const [used] = await db.query<{ email_key: string }>(
        `UPDATE email_secrets SET used_at = $2 WHERE secret_hash = $1 AND purpose = 'link' AND used_at IS NULL AND expires_at > $2 RETURNING email_key`,
        [await digest(token), now()],
      )
      return used?.email_key ?? null
    },
  }
}

/**
 * Account deletion: every mailed secret of the account's email (sign-in, reset, link, migration), and every claim
 * code the account asked for or that was sent to its email (`claim:{user id}:{email key}`, claims/rules.ts).
 */
export async function deleteSecretsOf(tx: Queryable, user: { readonly id: string; readonly email: string }): Promise<void> {
  const key = emailKey(user.email)
  await tx.query(`DELETE FROM email_secrets WHERE email_key = $1 OR email_key LIKE $2 OR email_key LIKE $3`, [
    key,
    `claim:${likeEscaped(user.id)}:%`,
    `claim:%:${likeEscaped(key)}`,
  ])
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
