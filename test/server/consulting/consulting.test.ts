import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { ApiErrorBodySchema } from '../../../core/api'
import { ConsultingEnrolledSchema } from '../../../core/consulting'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createConsultingStore } from '../../../adapters/server/consulting/store'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  db = await openSeededPglite()
  app = createApp({ db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: () => {}, consulting: { rateLimit: { limit: 4, windowMs: 60 * 60 * 1000 } } })
}, 120_000)
afterAll(() => db.close())

const post = (body: unknown, address = '203.0.113.20') =>
  app.request('/rest/consulting/enrolments', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, { incoming: { socket: { remoteAddress: address } } })

const enrolment = (email: string) => ({
  specialty: { specialty: 'data', experience: '5to10' },
  identity: { firstName: 'Priya', lastName: 'Raman', email },
  profile: { headline: 'Data engineer, cloud migrations', summary: '', hourlyRate: '120' },
  search: { availability: 'projects', workplace: 'remote', location: 'Denver, CO' },
})

describe('POST /rest/consulting/enrolments', () => {
  test('a complete enrolment is stored; the same email again replaces it', async () => {
    const first = await post(enrolment('Priya@Example.com'))
    expect(first.status).toBe(201)
    const { id } = v.parse(ConsultingEnrolledSchema, await first.json())
    const again = await post({ ...enrolment('priya@example.com'), profile: { headline: 'Data lead', summary: 'Ten years.', hourlyRate: '150' } })
    expect(v.parse(ConsultingEnrolledSchema, await again.json()).id).toBe(id)
    const stored = await createConsultingStore(db).byEmail('priya@example.com')
    expect(stored).toMatchObject({ id, profile: { headline: 'Data lead', hourlyRate: 150 }, search: { location: 'Denver, CO' }, specialty: { specialty: 'data' } })
  })

  test('each step is checked with its schema: a missing step or field is refused with its path and message id', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...enrolment('a@example.com'), specialty: { specialty: 'astrology', experience: 'gt10' } }, 'specialty.specialty', 'consulting.error.specialtyRequired'],
      [{ ...enrolment('not-an-email') }, 'identity.email', 'signIn.error.emailInvalid'],
      [{ ...enrolment('b@example.com'), profile: { headline: 'x', summary: '', hourlyRate: '5' } }, 'profile.hourlyRate', 'consulting.error.rateInvalid'],
    ]
    for (const [body, path, message] of cases) {
      const response = await post(body, '203.0.113.21')
      expect(response.status, path).toBe(400)
      expect(v.parse(ApiErrorBodySchema, await response.json()).error.issues).toContainEqual({ path, message })
    }
  })

  test('rate limited per client address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await post(enrolment(`limit${i}@example.com`), '198.51.100.30')).status)
    expect(statuses).toEqual([201, 201, 201, 201, 429])
  })
})
