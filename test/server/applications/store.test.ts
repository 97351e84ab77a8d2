import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApplicationStore, type ApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'
import { applicationRecord } from './fixtures'

let db: Db
let store: ApplicationStore
let jobIds: string[]

async function newUser(label: string): Promise<string> {
  const id = `user-${label}`
  await db.query(`INSERT INTO users (id, email, email_key) VALUES ($1, $2, $2)`, [id, `${label}@example.com`])
  return id
}

beforeAll(async () => {
  db = await openSeededPglite()
  store = createApplicationStore(db)
  jobIds = (await db.query<{ id: string }>(`SELECT id FROM jobs ORDER BY id LIMIT 5`)).map((row) => row.id)
})
afterAll(() => db.close())

describe('the applications store', () => {
  test('50 parallel inserts of one applicant and job make exactly one application', async () => {
    const jobId = jobIds[0]!
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => store.insert(applicationRecord({ jobId, email: 'Many@Example.com' }))))
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1)
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(1)
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM applications WHERE job_id = $1 AND email_key = 'many@example.com'`, [jobId])
    expect(count?.n).toBe(1)
  })

  test('a repeated idempotency key answers the first application, even for another job', async () => {
    const first = applicationRecord({ jobId: jobIds[1]!, email: 'key@example.com' })
    await store.insert(first)
    const again = await store.insert({ ...applicationRecord({ jobId: jobIds[2]!, email: 'key@example.com' }), idempotencyKey: first.idempotencyKey })
    expect(again).toEqual({ created: false, id: first.id })
  })

  test("an account reads only its own applications, with the job and the history", async () => {
    const ada = await newUser('ada')
    const bob = await newUser('bob')
    const mine = applicationRecord({ jobId: jobIds[3]!, userId: ada, email: 'ada@example.com' })
    await store.insert(mine)
    await store.setStatus(mine.id, 'viewed', new Date(TEST_NOW.getTime() + 60_000))
    const [listed] = await store.listFor(ada)
    expect(listed?.job?.id).toBe(jobIds[3])
    expect(listed?.history.map((change) => change.status)).toEqual(['submitted', 'viewed'])
    expect(await store.findFor(bob, mine.id)).toBeNull()
    expect(await store.listFor(bob)).toEqual([])
  })

  test('assigning moves a visitor application to an account once, never a second one for the same job', async () => {
    const cy = await newUser('cy')
    const jobId = jobIds[4]!
    const first = applicationRecord({ jobId, email: 'cy.one@example.com' })
    const second = applicationRecord({ jobId, email: 'cy.two@example.com' })
    await store.insert(first)
    await store.insert(second)
    expect(await store.assignTo(cy, [first.id, second.id])).toEqual([first.id])
    expect((await store.listFor(cy)).map((application) => application.id)).toEqual([first.id])
  })
})
