import type { Db } from './db'

/**
 * `db` with at most `max` of its statements running at once; the others wait their turn, in order. A search runs the
 * parts of a no-match answer side by side, so counting searches (the search gate) no longer bounds how many of the
 * pool's connections search holds: this keeps that share at `max`, and the rest of the pool for everything else.
 */
export function withQueryLimit(db: Db, max: number): Db {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A query limit is a whole number from 1, not ${max}.`)
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  const acquire = (): Promise<void> => {
    if (running < max) {
      running++
      return Promise.resolve()
    }
    // The slot passes straight to the next in line: `running` stays as it is.
    return new Promise((resolve) => waiting.push(resolve))
  }
  return {
    ...db,
    kind: db.kind,
    async query(sql, params) {
      await acquire()
      try {
        return await db.query(sql, params)
      } finally {
        release()
      }
    },
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  }
}
