import type { Queryable } from '../db/db'

/**
 * The accounts domain's SQL: what an account holder edits on their own account. The users table itself belongs to
 * identity (identity/usersStore.ts); the email change has its own table (emailChangesStore.ts).
 */
export interface AccountStore {
  /** Saves the account's first and last name. */
  saveName(userId: string, firstName: string, lastName: string): Promise<void>
}

/** The account store on the server's Db (or inside one of its transactions). */
export function createAccountStore(db: Queryable): AccountStore {
  return {
    async saveName(userId, firstName, lastName) {
      await db.query(`UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [userId, firstName, lastName])
    },
  }
}
