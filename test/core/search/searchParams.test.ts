import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { SearchCriteriaSchema } from '../../../core/search'
import { jobTypesOf, toCriteria, validateSearchParams } from '../../../core/search/searchParams'
import { criteriaKey } from '../../../machines/search/searchSession'

describe('validateSearchParams', () => {
  it('keeps the known parameters with their types', () => {
    expect(
      validateSearchParams({
        what: 'nurse',
        where: 'Austin, TX',
        radius: 50,
        remote: 'only',
        type: 'contract,permanent',
        minPay: 60000,
        posted: 7,
        sort: 'date',
      }),
    ).toEqual({
      what: 'nurse',
      where: 'Austin, TX',
      radius: 50,
      remote: 'only',
      type: 'permanent,contract',
      minPay: 60000,
      posted: 7,
      sort: 'date',
    })
  })

  it('passes every other parameter through untouched', () => {
    expect(validateSearchParams({ what: 'nurse', utm_source: 'mail', page: 3 })).toEqual({
      what: 'nurse',
      utm_source: 'mail',
      page: 3,
    })
  })

  it('drops values it cannot use instead of failing', () => {
    expect(
      validateSearchParams({
        what: '   ',
        where: { city: 'Austin' },
        radius: -4,
        remote: 'sometimes',
        type: 'volunteer',
        minPay: 'lots',
        posted: 1.5,
        sort: 42,
      }),
    ).toEqual({})
    // text the API would refuse (a control character) never reaches a search
    expect(validateSearchParams({ what: 'nurse\u0000', where: 'Austin\u001b, TX', radius: 10 })).toEqual({ radius: 10 })
  })

  it('reads what the router parser makes of odd values: numbers, booleans, repeated keys, digit strings', () => {
    expect(validateSearchParams({ what: 911, where: true, radius: '25', type: ['contractor', 'nope'] })).toEqual({
      what: '911',
      where: 'true',
      radius: 25,
      type: 'contractor',
    })
  })

  it('never throws, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        const params = validateSearchParams(raw)
        expect(() => v.parse(SearchCriteriaSchema, toCriteria(params))).not.toThrow()
      }),
    )
  })
})

describe('toCriteria', () => {
  it('maps URL parameters to the API criteria', () => {
    const params = validateSearchParams({ what: 'nurse', where: 'Austin, TX', radius: 10, type: 'contract', posted: 3 })
    expect(toCriteria(params)).toEqual({
      what: 'nurse',
      where: 'Austin, TX',
      radiusMiles: 10,
      jobTypes: ['contract'],
      postedWithinDays: 3,
    })
  })

  it('gives equal keys to the same search written in another order', () => {
    const a = toCriteria(validateSearchParams({ where: 'Austin', what: 'nurse', utm: 'x' }))
    const b = toCriteria(validateSearchParams({ what: 'nurse', where: 'Austin' }))
    expect(criteriaKey(a)).toBe(criteriaKey(b))
  })

  it('lists job types in a fixed order', () => {
    expect(jobTypesOf({ type: 'contract,permanent,bogus' })).toEqual(['contract', 'permanent'])
  })
})
