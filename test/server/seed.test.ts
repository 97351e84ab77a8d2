import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { JobIdSchema } from '../../core'
import { generateJobs, generatePros, INDUSTRIES } from '../../adapters/server/seed/generate'
import { geocode } from '../../adapters/server/geo/gazetteer'
import { decodeCursor, encodeCursor } from '../../adapters/server/search/cursor'

const now = new Date('2026-11-21T12:00:00Z')
const jobs = (seed: number, count = 5000) => [...generateJobs({ seed, count, now })]

describe('the demo data generator', () => {
  test('the same seed gives the same jobs; another seed, other jobs', () => {
    expect(jobs(7, 500)).toEqual(jobs(7, 500))
    expect(jobs(8, 500)[0]).not.toEqual(jobs(7, 500)[0])
    expect(generatePros(7, 50)).toEqual(generatePros(7, 50))
  })

  test('covers 28 industries, every job type, remote and on-site, yearly and hourly pay, 60 days', () => {
    const all = jobs(1)
    expect(INDUSTRIES).toHaveLength(28)
    expect(new Set(all.map((job) => job.industry)).size).toBe(28)
    expect(new Set(all.map((job) => job.job_type))).toEqual(new Set(['permanent', 'contractor', 'contract']))
    expect(new Set(all.map((job) => job.remote))).toEqual(new Set([true, false]))
    expect(new Set(all.map((job) => job.compensation))).toEqual(new Set(['year', 'hour']))
    expect(new Set(all.map((job) => `${job.city}, ${job.state}`)).size).toBeGreaterThan(200)
    const age = (job: (typeof all)[number]) => now.getTime() - Date.parse(job.posted_at)
    expect(all.every((job) => age(job) >= 0 && age(job) <= 60 * 24 * 3600 * 1000)).toBe(true)
    for (const job of all) {
      if (job.compensation_min !== null) expect(job.compensation_max ?? 0).toBeGreaterThanOrEqual(job.compensation_min)
      expect(job.description.split('\n\n').length).toBeGreaterThanOrEqual(3)
    }
  })

  test('every job names its company, the one its description introduces', () => {
    const all = jobs(4, 1000)
    for (const job of all) expect(job.description.startsWith(`${job.company} is hiring `)).toBe(true)
    expect(new Set(all.map((job) => job.company)).size).toBeGreaterThan(100)
  })

  test('ids are unique job ids; Pro slugs are unique', () => {
    const all = jobs(2)
    expect(new Set(all.map((job) => job.id)).size).toBe(all.length)
    for (const job of all) expect(v.is(JobIdSchema, job.id)).toBe(true)
    const pros = generatePros(2, 500)
    expect(new Set(pros.map((pro) => pro.slug)).size).toBe(500)
  })

  test('Austin, TX has plenty of nurse jobs', () => {
    const austinNurses = jobs(3).filter((job) => job.city === 'Austin' && job.state === 'TX' && /nurse/i.test(job.title))
    expect(austinNurses.length).toBeGreaterThan(50)
  })
})

describe('helpers', () => {
  test('geocoding understands ZIPs, "City, ST", "City, State", cities and states', () => {
    expect(geocode('78701')).toMatchObject({ kind: 'point' })
    expect(geocode('Austin, TX')).toEqual(geocode('austin,  texas'))
    expect(geocode('TX')).toEqual({ kind: 'state', state: 'TX' })
    expect(geocode('new york')).toMatchObject({ kind: 'point' })
    expect(geocode('maine')).toEqual({ kind: 'state', state: 'ME' })
    expect(geocode('Atlantis, ZZ')).toBeNull()
    expect(geocode('00000')).toBeNull()
  })

  test('a cursor round-trips', () => {
    const state = { sort: 'relevance' as const, postedMicros: 1_790_000_000_000_000, id: 'abc', rank: 0.25, total: 40, exact: true, criteria: 'k3j' }
    expect(decodeCursor(encodeCursor(state))).toEqual(state)
    for (const candidates of ['titledRecent', 'titled', 'recent', 'all'] as const) expect(decodeCursor(encodeCursor({ ...state, candidates }))).toEqual({ ...state, candidates })
    expect(decodeCursor('e30')).toBeNull()
  })
})
