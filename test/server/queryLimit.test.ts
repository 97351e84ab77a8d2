import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Db } from '../../adapters/server/db/db'
import { withQueryLimit } from '../../adapters/server/http/admission'

/** A Db whose statements each take `ms` (from the SQL, "ms:fail?") and which records how many ran at once. */
function timedDb(): { db: Db; most: () => number; order: string[] } {
  let running = 0
  let most = 0
  const order: string[] = []
  const db: Db = {
    kind: 'postgres',
    async query<Row>(sql: string) {
      running++
      most = Math.max(most, running)
      order.push(sql)
      const [ms, fails] = sql.split(':')
      await new Promise((resolve) => setTimeout(resolve, Number(ms)))
      running--
      if (fails === 'fail') throw new Error(`failed ${sql}`)
      return [{ sql }] as Row[]
    },
    exec: async () => {},
    transaction: (work) => work(db),
    listen: async () => async () => {},
    close: async () => {},
  }
  return { db, most: () => most, order }
}

/** http/admission.ts, withQueryLimit: the search index's statements hold at most `max` of the pool's connections. */
describe('a query limit', () => {
  test('never runs more than its limit at once; every statement is answered or refused as the database does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 4 }), ms: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), { minLength: 1, maxLength: 16 }),
        async (max, statements) => {
          const { db, most, order } = timedDb()
          const limited = withQueryLimit(db, max)
          const asked = statements.map((s, i) => `${s.ms}:${s.fails ? 'fail' : 'ok'}:${i}`)
          // Asked at staggered moments: some while others wait, some after slots were handed on.
          const settled = await Promise.allSettled(asked.map(async (sql, i) => {
            await new Promise((resolve) => setTimeout(resolve, statements[i]!.at))
            return limited.query(sql)
          }))
          expect(most()).toBeLessThanOrEqual(max)
          expect(new Set(order)).toEqual(new Set(asked))
          settled.forEach((outcome, i) => {
            if (statements[i]!.fails) expect(outcome.status).toBe('rejected')
            else expect(outcome).toEqual({ status: 'fulfilled', value: [{ sql: asked[i] }] })
          })
        },
      ),
      { numRuns: 60 },
    )
  })

  test('refuses a limit that is not a whole number from 1', () => {
    const { db } = timedDb()
    for (const max of [0, -1, 1.5, Number.NaN]) expect(() => withQueryLimit(db, max)).toThrow()
  })
})
