import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MARKET_PAY_MIN_JOBS,
  marketPay,
  payAgainstMarket,
  relatedJobsCriteria,
  SearchCriteriaSchema,
  similarJobs,
  SIMILAR_JOBS_SHOWN,
  yearlyMidpoint,
  type JobSummary,
} from '../../../core/search'
import * as v from 'valibot'
import { jobWithId } from './fixtures'

const job = { ...jobWithId('me'), title: 'Registered Nurse' }
const nurse = (id: string, min: number | null, max: number | null, compensation: 'year' | 'hour' = 'year'): JobSummary => ({
  ...jobWithId(id),
  title: 'registered nurse ',
  compensation,
  compensationMin: min,
  compensationMax: max,
})

describe('relatedJobsCriteria', () => {
  it('searches the title near the job, a full page, within the API limits', () => {
    expect(relatedJobsCriteria(job)).toEqual({ what: 'Registered Nurse', where: 'Austin, TX', pageSize: 100 })
    const long = { ...job, title: 'x'.repeat(500) }
    expect(v.safeParse(SearchCriteriaSchema, relatedJobsCriteria(long)).success).toBe(true)
  })
})

describe('yearlyMidpoint', () => {
  it('takes the middle of the range, hourly at 2,080 hours a year', () => {
    expect(yearlyMidpoint({ compensation: 'year', compensationMin: 60_000, compensationMax: 80_000 })).toBe(70_000)
    expect(yearlyMidpoint({ compensation: 'hour', compensationMin: 40, compensationMax: 50 })).toBe(93_600)
    expect(yearlyMidpoint({ compensation: 'year', compensationMin: null, compensationMax: 90_000 })).toBe(90_000)
    expect(yearlyMidpoint({ compensation: 'year', compensationMin: null, compensationMax: null })).toBeNull()
  })
})

describe('marketPay', () => {
  it('is the median of the other same-title jobs with pay, with their count', () => {
    const documents = [
      nurse('a', 60_000, 60_000),
      nurse('b', 70_000, 70_000),
      nurse('c', 40, 40, 'hour'), // 83,200
      nurse('d', 90_000, 90_000),
      nurse('e', 100_000, 100_000),
      nurse('f', null, null),
      { ...nurse('g', 1_000_000, 1_000_000), title: 'Welder' },
      { ...nurse('me', 1_000_000, 1_000_000) },
    ]
    expect(marketPay(job, documents)).toEqual({ medianYearly: 83_200, count: 5 })
  })

  it('averages the middle two of an even count', () => {
    const documents = [10, 20, 30, 40, 50, 60].map((k) => nurse(`n${k}`, k * 1000, k * 1000))
    expect(marketPay(job, documents)).toEqual({ medianYearly: 35_000, count: 6 })
  })

  it(`says nothing under ${MARKET_PAY_MIN_JOBS} jobs, but still counts them`, () => {
    const documents = [1, 2, 3, 4].map((k) => nurse(`n${k}`, k * 10_000, k * 10_000))
    expect(marketPay(job, documents)).toEqual({ medianYearly: null, count: 4 })
  })

  it('lies between the lowest and the highest pay it is based on', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: MARKET_PAY_MIN_JOBS, maxLength: 100 }), (pays) => {
        const { medianYearly, count } = marketPay(job, pays.map((pay, i) => nurse(`n${i}`, pay, pay)))
        expect(count).toBe(pays.length)
        expect(medianYearly).toBeGreaterThanOrEqual(Math.min(...pays))
        expect(medianYearly).toBeLessThanOrEqual(Math.max(...pays))
      }),
    )
  })
})

describe('payAgainstMarket', () => {
  const market = { medianYearly: 100_000, count: 10 }
  it('compares the job’s midpoint with the median', () => {
    expect(payAgainstMarket({ compensation: 'year', compensationMin: 110_000, compensationMax: 130_000 }, market)).toEqual({ verdict: 'above', share: 0.2 })
    expect(payAgainstMarket({ compensation: 'year', compensationMin: 80_000, compensationMax: 80_000 }, market)).toEqual({ verdict: 'below', share: 0.2 })
    expect(payAgainstMarket({ compensation: 'year', compensationMin: 102_000, compensationMax: 102_000 }, market)?.verdict).toBe('near')
  })

  it('has no verdict without pay or without a median', () => {
    expect(payAgainstMarket({ compensation: 'year', compensationMin: null, compensationMax: null }, market)).toBeNull()
    expect(payAgainstMarket({ compensation: 'year', compensationMin: 1, compensationMax: 1 }, { medianYearly: null, count: 2 })).toBeNull()
  })
})

describe('similarJobs', () => {
  it('lists the best matches other than the job itself', () => {
    const documents = ['a', 'me', 'b', 'c', 'd', 'e'].map(jobWithId)
    expect(similarJobs(job, documents).map((other) => other.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(similarJobs(job, documents)).toHaveLength(SIMILAR_JOBS_SHOWN)
    expect(similarJobs(job, [])).toEqual([])
  })
})
