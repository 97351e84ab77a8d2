import type { Db } from '../../../adapters/server/db/db'

/** The Db with every statement it runs kept, in order: how a test tells what the database computed from what was kept. */
export function recording(db: Db): { readonly db: Db; readonly statements: string[] } {
  const statements: string[] = []
  const recorded: Db = {
    ...db,
    kind: db.kind,
    query(sql, params) {
      statements.push(sql)
      return db.query(sql, params)
    },
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
  return { db: recorded, statements }
}
