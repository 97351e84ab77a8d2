import { adoptVisitorResumes } from '../applications/store'
import type { Db } from '../db/db'

/** What a claim needs to know of an application: its owner, the email it was made with, and its job. */
export interface ClaimableApplication {
  readonly id: string
  readonly userId: string | null
  readonly emailKey: string
  readonly job: { readonly title: string; readonly company: string } | null
}

/** The claims' SQL: the applications a claim names, and the account's verified email. */
export interface ClaimsStore {
  /** The applications with these ids (unknown ids are left out). */
  applications(ids: readonly string[]): Promise<Map<string, ClaimableApplication>>
  /**
   * The account's email key when its email is verified, else null. Every account made by a mailed code or link, a
   * password reset, Google or a provider that verified the email has `email_key` = its email, lower-cased; an
   * account made from an unverified provider email has `{provider}:{subject}` (identity/oauth/accountsStore.ts).
   */
  verifiedEmailKey(userId: string): Promise<string | null>
  /**
   * Ties unowned applications to the account, as the applications store's assignTo does, but only those still
   * unowned at that moment: assignTo also moves another account's (a migration), which a claim must never do, even
   * when another account claims the same application between the check and the update. Answers the ids moved; one
   * for a job the account already has an application for stays where it is. The visitor's resume of a claimed
   * application moves with it (applications/store.ts adoptVisitorResumes).
   */
  claim(userId: string, ids: readonly string[]): Promise<string[]>
}

export function createClaimsStore(db: Db): ClaimsStore {
  return {
    async applications(ids) {
      const rows = await db.query<{ id: string; user_id: string | null; email_key: string; title: string | null; company: string | null }>(
        `SELECT a.id, a.user_id, a.email_key, j.title, j.company
           FROM applications a LEFT JOIN jobs j ON j.id = a.job_id
          WHERE a.id = ANY($1::text[])`,
        [[...ids]],
      )
      return new Map(
        rows.map((row) => [
          row.id,
          { id: row.id, userId: row.user_id, emailKey: row.email_key, job: row.title === null ? null : { title: row.title, company: row.company ?? '' } },
        ]),
      )
    },
    async verifiedEmailKey(userId) {
      const [row] = await db.query<{ email: string; email_key: string }>(`SELECT email, email_key FROM users WHERE id = $1`, [userId])
      if (!row || row.email_key !== row.email.trim().toLowerCase()) return null
      return row.email_key
    },
    claim: (userId, ids) =>
      db.transaction(async (tx) => {
        const moved: string[] = []
        for (const id of new Set(ids)) {
          const [row] = await tx.query<{ id: string }>(
            `UPDATE applications a SET user_id = $1
              WHERE a.id = $2 AND a.user_id IS NULL
                AND NOT EXISTS (SELECT 1 FROM applications b WHERE b.user_id = $1 AND b.job_id = a.job_id)
              RETURNING a.id`,
            [userId, id],
          )
          if (row) moved.push(row.id)
        }
        await adoptVisitorResumes(tx, userId, moved)
        return moved
      }),
  }
}
