import type { Db, Queryable } from '../db/db'
import type { Mail, Mailer, MailTransport } from './mailer'

/**
 * The outbox on the server's Db. A transport failure is reported through `logError` (without the mail's body,
 * which holds codes) and leaves the mail unsent in the outbox; the caller's answer does not change.
 */
export function createMailer(db: Db, now: () => Date, transport?: MailTransport, logError: (error: unknown) => void = () => {}): Mailer {
  const record = async (on: Queryable, mail: Mail) => {
    const [row] = await on.query<{ id: string }>(
      `INSERT INTO outbox (to_address, subject, body, html, headers, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [mail.to, mail.subject, mail.body, mail.html ?? null, mail.headers ? JSON.stringify(mail.headers) : null, now()],
    )
    if (!row) throw new Error('The mail could not be recorded.')
    return String(row.id)
  }
  const deliver = async (id: string, mail: Mail) => {
    if (!transport) return
    try {
      await transport(mail)
      await db.query(`UPDATE outbox SET sent_at = $2 WHERE id = $1`, [id, now()])
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      logError(new Error(`Mail ${id} could not be sent: ${typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error'}`))
    }
  }
  return {
    async send(mail) {
      await deliver(await record(db, mail), mail)
    },
    record,
    deliver,
    async recent(limit) {
      const rows = await db.query<{ id: string; to_address: string; subject: string; body: string; html: string | null; headers: Record<string, string> | string | null; created_at: Date; sent_at: Date | null }>(
        `SELECT id, to_address, subject, body, html, headers, created_at, sent_at FROM outbox ORDER BY id DESC LIMIT $1`,
        [limit],
      )
      return rows.map((row) => ({
        id: String(row.id),
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.headers === null ? {} : { headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers }),
        createdAt: new Date(row.created_at),
        sentAt: row.sent_at === null ? null : new Date(row.sent_at),
      }))
    },
  }
}

/**
 * Account deletion: the outbox's copies of the mails sent to the person's addresses (the account's, and those it
 * asked to change to), and of those that name the person's address to someone else (a claim or migration code names
 * the account that asked). Nothing more is sent to them.
 */
export async function deleteMailsOf(tx: Queryable, emailKey: string, otherAddresses: readonly string[]): Promise<void> {
  await tx.query(
    `DELETE FROM outbox WHERE lower(trim(to_address)) = $1 OR lower(trim(to_address)) = ANY($2::text[]) OR strpos(lower(body), $1) > 0`,
    [emailKey, otherAddresses.map((address) => address.trim().toLowerCase())],
  )
}
