import type { Queryable } from '../db/db'

/** The readiness check's query: resolves when the database answers. */
export const databaseAnswers = (db: Queryable) => async (): Promise<void> => {
  await db.query('SELECT 1')
}
