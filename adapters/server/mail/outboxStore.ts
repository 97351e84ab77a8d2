import type { Db } from '../db/db'

/** A mail to send. */
export interface Mail {
  readonly to: string
  readonly subject: string
  readonly body: string
}

/** A mail as the outbox holds it. */
export interface OutboxEntry extends Mail {
  readonly id: string
  readonly createdAt: Date
  readonly sentAt: Date | null
}

/** Delivers a mail (SMTP); the outbox calls it after recording the mail. */
export type MailTransport = (mail: Mail) => Promise<void>

/** Where the server's mail goes: always the outbox table, then the transport when one is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  /** The newest mails first (the dev mail viewer). */
  recent(limit: number): Promise<OutboxEntry[]>
}

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
