import type { Db } from '../db/db'
import type { Mailer, MailTransport } from './mailer'

/**
 * The outbox on the server's Db. A transport failure is reported through `logError` (without the mail's body,
 * which holds codes) and leaves the mail unsent in the outbox; the caller's answer does not change.
 */
export function createMailer(db: Db, now: () => Date, transport?: MailTransport, logError: (error: unknown) => void = () => {}): Mailer {
  return {
    async send(mail) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [mail.to, mail.subject, mail.body, now()],
      )
      if (!transport || !row) return
      try {
        await transport(mail)
        await db.query(`UPDATE outbox SET sent_at = $2 WHERE id = $1`, [row.id, now()])
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code
        logError(new Error(`Mail ${row.id} could not be sent: ${typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error'}`))
      }
    },
    async recent(limit) {
      const rows = await db.query<{ id: string; to_address: string; subject: string; body: string; created_at: Date; sent_at: Date | null }>(
        `SELECT id, to_address, subject, body, created_at, sent_at FROM outbox ORDER BY id DESC LIMIT $1`,
        [limit],
      )
      return rows.map((row) => ({ id: String(row.id), to: row.to_address, subject: row.subject, body: row.body, createdAt: row.created_at, sentAt: row.sent_at }))
    },
  }
}
