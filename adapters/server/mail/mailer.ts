import type { Queryable } from '../db/db'

// The mail port (DESIGN.md section 3): every mail the server sends goes through a Mailer, which records it in the
// outbox (outboxStore.ts) and then hands it to a MailTransport (smtp.ts in production; none in development, where
// the dev mail viewer shows the outbox). A mail service's API would be another MailTransport.

/** A mail to send. */
export interface Mail {
  readonly to: string
  readonly subject: string
  /** The plain-text part. */
  readonly body: string
  /** An HTML part (the job alert digest), sent as multipart/alternative with the text. */
  readonly html?: string
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>
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
  /**
   * Records the mail in the outbox inside the caller's transaction (with whatever else it changes, all or nothing)
   * and answers its outbox id; `deliver` hands it to the transport once the transaction has committed.
   */
  record(tx: Queryable, mail: Mail): Promise<string>
  /** Hands a recorded mail to the transport (no transport: nothing to do) and marks it sent. */
  deliver(id: string, mail: Mail): Promise<void>
  /** The newest mails first (the dev mail viewer). */
  recent(limit: number): Promise<OutboxEntry[]>
}
