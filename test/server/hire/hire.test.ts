import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { ApiErrorBodySchema } from '../../../core/api'
import { HIRE_MIN_FILL_MS, HireAnswerSchema, HireFormTokenSchema, type HireRequest } from '../../../core/hire'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createHireStore } from '../../../adapters/server/hire/store'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let app: ReturnType<typeof createApp>
// The time check's clock: a test moves it past the minimum fill time after taking a token.
let now = TEST_NOW.getTime()
const clock = () => new Date(now)

beforeAll(async () => {
  db = await openSeededPglite()
  app = createApp({ db, distDir: 'test/server/fixtures/dist', now: clock, logError: () => {}, hire: { now: clock, rateLimit: { limit: 8, windowMs: 60 * 60 * 1000 } } })
}, 120_000)
afterAll(() => db.close())

const post = (body: unknown, address = '203.0.113.1') =>
  app.request('/rest/hire', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, { incoming: { socket: { remoteAddress: address } } })

async function freshToken(): Promise<string> {
  const response = await app.request('/rest/hire/form-token')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return v.parse(HireFormTokenSchema, await response.json()).token
}

/** A token issued a while ago: the form was filled by a person. */
async function filledToken(): Promise<string> {
  const token = await freshToken()
  now += HIRE_MIN_FILL_MS + 1000
  return token
}

const form = (extra: Partial<HireRequest> = {}): Omit<HireRequest, 'formToken'> => ({
  company: 'Acme Robotics',
  name: 'Dana Whitfield',
  role: 'Head of People',
  workEmail: 'dana@acme-robotics.example',
  phone: '',
  industry: 'engineering',
  city: 'Austin, TX',
  needs: 'Two senior embedded engineers by March.',
  message: '',
  ...extra,
})

const errorCode = async (response: Response) => v.parse(ApiErrorBodySchema, await response.json()).error

const lastMailTo = async (to: string) =>
  (await db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [to]))[0]

describe('POST /rest/hire', () => {
  test('a valid request is stored, routed to a Pro recruiting in its industry and city, and acknowledged by mail', async () => {
    const [place] = await db.query<{ industry_id: string; city: string; state: string }>(
      `SELECT industry_id, city, state FROM jobs WHERE closed_at IS NULL GROUP BY industry_id, city, state ORDER BY count(*) DESC LIMIT 1`,
    )
    if (!place) throw new Error('no jobs seeded')
    const sent = form({ industry: place.industry_id as HireRequest['industry'], city: `${place.city}, ${place.state}`, workEmail: 'routed@acme-robotics.example' })
    const response = await post({ ...sent, formToken: await filledToken() })
    expect(response.status).toBe(201)
    const answer = v.parse(HireAnswerSchema, await response.json())
    expect(answer.pro).not.toBeNull()
    const [stored] = await db.query<{ id: string; pro_id: string; company: string }>(`SELECT id, pro_id, company FROM hire_requests WHERE work_email = $1`, ['routed@acme-robotics.example'])
    expect(stored?.company).toBe('Acme Robotics')
    // Routed by the Pro's own industries and cities (pros.industries, pros.cities).
    const [pro] = await db.query<{ slug: string; industries: string[]; cities: string[] }>(`SELECT slug, industries, cities FROM pros WHERE id = $1`, [stored?.pro_id])
    expect(pro?.slug).toBe(answer.pro?.slug)
    expect(pro?.industries).toContain(place.industry_id)
    expect(pro?.cities).toContain(`${place.city}, ${place.state}`)
    const mail = await lastMailTo('routed@acme-robotics.example')
    expect(mail?.subject).toBe('We received your hiring request')
    expect(mail?.body).toContain('Hello Dana Whitfield')
    expect(mail?.body).toContain(answer.pro?.name ?? 'no pro')
    expect(await createHireStore(db).get(stored?.id ?? '')).toMatchObject({ name: 'Dana Whitfield', industry: place.industry_id })
  })

  test('a phone alone is enough; nothing is mailed to the employer then', async () => {
    const toEmployers = `SELECT id FROM outbox WHERE to_address NOT IN (SELECT email FROM users WHERE admin)`
    const before = await db.query(toEmployers)
    const response = await post({ ...form({ workEmail: '', phone: '(512) 555-0142' }), formToken: await filledToken() })
    expect(response.status).toBe(201)
    expect((await db.query(toEmployers)).length).toBe(before.length)
  })

  test('routing follows the Pros’ own industries and cities, not where their jobs are; every administrator gets the request by mail (Pros have no email)', async () => {
    // A Pro with no job at all in Boise, but who says they recruit in legal there, gets a legal request from Boise.
    const [pro] = await db.query<{ id: string; name: string; slug: string }>(`SELECT id, name, slug FROM pros ORDER BY id DESC LIMIT 1`)
    if (!pro) throw new Error('no pros seeded')
    await db.query(`CREATE TABLE pros_saved AS SELECT id, industries, cities FROM pros`)
    await db.query(`UPDATE pros SET industries = array['legal'], cities = array['Boise, ID'] WHERE id = $1`, [pro.id])
    await db.query(`UPDATE pros SET industries = array_remove(industries, 'legal'), cities = array_remove(cities, 'Boise, ID') WHERE id <> $1`, [pro.id])
    await db.query(`INSERT INTO users (id, email, email_key, admin, created_at) VALUES ('hire-admin-1', 'ops@hireflow.example', 'ops@hireflow.example', true, now()) ON CONFLICT DO NOTHING`)
    try {
      const response = await post({ ...form({ industry: 'legal', city: 'Boise, ID', workEmail: 'boise@acme-robotics.example', company: 'Boise Legal Co' }), formToken: await filledToken() }, '203.0.113.40')
      expect(response.status).toBe(201)
      expect(v.parse(HireAnswerSchema, await response.json()).pro).toEqual({ name: pro.name, slug: pro.slug })
      const team = await lastMailTo('ops@hireflow.example')
      expect(team?.subject).toBe(`Hiring request from Boise Legal Co: for ${pro.name}`)
      expect(team?.body).toContain(`pass it on to ${pro.name} (/pro/${pro.slug})`)
      expect(team?.body).toContain('Work email: boise@acme-robotics.example')
      // No Pro in the industry or the city: the team is told to pick one.
      const nobody = await post({ ...form({ industry: 'legal', city: 'Nowhere, ZZ', workEmail: 'nowhere@acme-robotics.example', company: 'Nowhere Co' }), formToken: await filledToken() }, '203.0.113.41')
      await db.query(`UPDATE pros SET industries = '{}' WHERE id = $1`, [pro.id])
      expect(v.parse(HireAnswerSchema, await nobody.json()).pro).toEqual({ name: pro.name, slug: pro.slug }) // in the industry
      const unmatched = await post({ ...form({ industry: 'legal', city: 'Nowhere, ZZ', workEmail: 'nowhere2@acme-robotics.example', company: 'Nowhere Two' }), formToken: await filledToken() }, '203.0.113.42')
      expect(v.parse(HireAnswerSchema, await unmatched.json()).pro).toBeNull()
      expect((await lastMailTo('ops@hireflow.example'))?.subject).toBe('Hiring request from Nowhere Two: no Pro matched')
    } finally {
      await db.query(`UPDATE pros p SET industries = s.industries, cities = s.cities FROM pros_saved s WHERE s.id = p.id`)
      await db.query(`DROP TABLE pros_saved`)
      await db.query(`DELETE FROM users WHERE id = 'hire-admin-1'`)
    }
  })

  test('a request naming a Pro (the Pro page’s contact action) goes to that Pro, even when another matches the industry and city better; an unknown slug falls back', async () => {
    const [place] = await db.query<{ industry_id: string; city: string; state: string }>(
      `SELECT industry_id, city, state FROM jobs WHERE closed_at IS NULL GROUP BY industry_id, city, state ORDER BY count(*) DESC LIMIT 1`,
    )
    if (!place) throw new Error('no jobs seeded')
    const sent = (workEmail: string, pro: string) =>
      post({ ...form({ industry: place.industry_id as HireRequest['industry'], city: `${place.city}, ${place.state}`, workEmail }), pro, formToken: token }, '203.0.113.60')
    const token = await filledToken()
    // Who the industry and city route to, and another Pro (one recruiting in neither, when the seed has one).
    const routed = v.parse(HireAnswerSchema, await (await sent('best@acme-robotics.example', '')).json()).pro
    const [other] = await db.query<{ id: string; name: string; slug: string }>(
      `SELECT id, name, slug FROM pros WHERE slug <> $3 ORDER BY ($1 = ANY (industries)), ($2 = ANY (cities)), id LIMIT 1`,
      [place.industry_id, `${place.city}, ${place.state}`, routed?.slug ?? ''],
    )
    if (!routed || !other) throw new Error('the seed has no routed Pro or no other Pro')
    expect(other.slug).not.toBe(routed.slug)

    const chosen = await sent('chosen@acme-robotics.example', other.slug)
    expect(chosen.status).toBe(201)
    expect(v.parse(HireAnswerSchema, await chosen.json()).pro).toEqual({ name: other.name, slug: other.slug })
    const [stored] = await db.query<{ pro_id: string }>(`SELECT pro_id FROM hire_requests WHERE work_email = 'chosen@acme-robotics.example'`)
    expect(stored?.pro_id).toBe(other.id)
    expect((await lastMailTo('chosen@acme-robotics.example'))?.body).toContain(`Your request went to ${other.name}, the Pro you chose.`)

    const unknown = await sent('unknown@acme-robotics.example', 'no-such-pro-here')
    expect(unknown.status).toBe(201)
    expect(v.parse(HireAnswerSchema, await unknown.json()).pro).toEqual(routed)
    // Not a slug at all: refused like any bad field.
    const bad = await sent('bad@acme-robotics.example', '../admin')
    expect(bad.status).toBe(400)
    expect((await errorCode(bad)).issues?.map((issue) => issue.path)).toContain('pro')
  })

  test('validation: no email and no phone, a bad email, a short name, an unknown industry; each refused with its field and message id', async () => {
    const token = await filledToken()
    const cases: [Partial<HireRequest>, string, string][] = [
      [{ workEmail: '', phone: '' }, 'workEmail', 'hire.error.contactRequired'],
      [{ workEmail: 'not-an-email' }, 'workEmail', 'hire.error.emailInvalid'],
      [{ workEmail: 'dana@gmial.com' }, 'workEmail', 'hire.error.emailDomainInvalid'],
      [{ phone: '555-01' }, 'phone', 'hire.error.phoneIncomplete'],
      [{ name: 'D' }, 'name', 'hire.error.nameTooShort'],
      [{ name: '   ' }, 'name', 'hire.error.nameRequired'],
      [{ company: '' }, 'company', 'hire.error.companyRequired'],
      [{ industry: 'astrology' as HireRequest['industry'] }, 'industry', 'hire.error.industryRequired'],
      [{ needs: '' }, 'needs', 'hire.error.needsRequired'],
      [{ city: '' }, 'city', 'hire.error.cityRequired'],
    ]
    const count = await createHireStore(db).count()
    for (const [change, path, message] of cases) {
      const response = await post({ ...form(change), formToken: token })
      expect(response.status, path).toBe(400)
      const error = await errorCode(response)
      expect(error.code).toBe('request.invalid')
      expect(error.issues).toContainEqual({ path, message })
    }
    expect(await createHireStore(db).count()).toBe(count)
  })

  test('spam: a filled honeypot is answered like a success, and nothing is stored or mailed', async () => {
    const count = await createHireStore(db).count()
    const response = await post({ ...form({ workEmail: 'bot@acme-robotics.example' }), website: 'http://spam.example', formToken: await filledToken() }, '203.0.113.2')
    expect(response.status).toBe(201)
    expect(v.parse(HireAnswerSchema, await response.json())).toEqual({ received: true, pro: null })
    expect(await createHireStore(db).count()).toBe(count)
    expect(await lastMailTo('bot@acme-robotics.example')).toBeUndefined()
  })

  test('spam: a form sent within the minimum fill time is refused (hire.tooFast), and accepted once the time has passed', async () => {
    const token = await freshToken()
    now += HIRE_MIN_FILL_MS - 1000
    const fast = await post({ ...form({ workEmail: 'quick@acme-robotics.example' }), formToken: token }, '203.0.113.3')
    expect(fast.status).toBe(422)
    expect((await errorCode(fast)).code).toBe('hire.tooFast')
    expect(await lastMailTo('quick@acme-robotics.example')).toBeUndefined()
    now += 2000
    expect((await post({ ...form({ workEmail: 'quick@acme-robotics.example' }), formToken: token }, '203.0.113.3')).status).toBe(201)
  })

  test('spam: a forged, tampered or day-old token is refused (hire.formExpired)', async () => {
    const token = await filledToken()
    const [issued = '', mac = ''] = token.split('.')
    const forged = [`${issued}.${'A'.repeat(43)}`, `${(parseInt(issued, 36) - 60_000).toString(36)}.${mac}`, 'nonsense', '']
    for (const bad of forged) {
      const response = await post({ ...form(), formToken: bad }, '203.0.113.4')
      expect(response.status, bad).toBe(400)
      expect((await errorCode(response)).code).toBe('hire.formExpired')
    }
    const old = await freshToken()
    now += 25 * 60 * 60 * 1000
    const stale = await post({ ...form(), formToken: old }, '203.0.113.5')
    expect((await errorCode(stale)).code).toBe('hire.formExpired')
  })

  test('rate limits: per client address, and per work email from any address', async () => {
    const token = await filledToken()
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) statuses.push((await post({ ...form({ workEmail: '', phone: '512 555 0100' }), formToken: token }, '198.51.100.7')).status)
    expect(statuses.slice(0, 8).every((status) => status === 201)).toBe(true)
    expect(statuses[8]).toBe(429)
    const limited = await post({ ...form({ workEmail: '', phone: '512 555 0100' }), formToken: token }, '198.51.100.7')
    expect((await errorCode(limited)).code).toBe('hire.rateLimited')
    // Another address is not limited by that one.
    expect((await post({ ...form({ workEmail: '', phone: '512 555 0100' }), formToken: token }, '198.51.100.8')).status).toBe(201)
    // One inbox gets at most three acknowledgements an hour, whichever address sends.
    const inbox: number[] = []
    for (let i = 0; i < 4; i++) inbox.push((await post({ ...form({ workEmail: 'flooded@acme-robotics.example' }), formToken: token }, `192.0.2.${10 + i}`)).status)
    expect(inbox).toEqual([201, 201, 201, 429])
    expect((await db.query(`SELECT id FROM outbox WHERE to_address = 'flooded@acme-robotics.example'`)).length).toBe(3)
  })
})
