import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { SearchCriteriaSchema } from '../../../core/search'
import {
  jobTypesOf,
  newSearch,
  parseQuery,
  stringifyQuery,
  toCriteria,
  validateSearchParams,
  withoutFilters,
  type SearchParams,
} from '../../../core/search/searchParams'
import { criteriaKey } from '../../../machines/search/searchSession'

/** The known values only, as the router shows them to the page (dropped keys are undefined). */
const defined = (params: SearchParams) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
const fromQuery = (query: string) => defined(validateSearchParams(parseQuery(query)))

/** Query strings as they come: any text, the characters that matter in a query often, escapes valid or not. */
const queryText = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom('&', '=', '?', '+', '%', '%2', '%20', '%22', '%ZZ', '%E0%A4%A', '%ED%A0%80', '"', '\\"', ' ', '#', '/'),
    fc.constantFrom('what=', 'where=', 'radius=', 'remote=', 'type=', 'minPay=', 'posted=', 'sort=', 'experience=', 'industry=', '__proto__='),
    fc.constantFrom('senior', 'Senior', 'guru', 'healthcare', 'HEALTHCARE', 'health care', 'sales,retail'),
    fc.integer({ min: -100, max: 100_000 }).map(String),
  ),
).map((parts) => parts.join(''))

describe('parseQuery and stringifyQuery', () => {
  it('read and write plain, readable values', () => {
    expect(parseQuery('?what=registered+nurse&where=78701&redirect=/settings/account')).toEqual({
      what: 'registered nurse',
      where: '78701',
      redirect: '/settings/account',
    })
    expect(stringifyQuery({ what: '"registered nurse"', where: '78701', radius: 10, sort: undefined, page: null })).toBe(
      '?what=%22registered+nurse%22&where=78701&radius=10',
    )
    expect(stringifyQuery({ redirect: '/login?email=ada@example.com', code: '4/0Ab' })).toBe(
      '?redirect=/login?email%3Dada@example.com&code=4/0Ab',
    )
    expect(stringifyQuery({})).toBe('')
  })

  it('keep what looks like JSON, a number or null as the text it is', () => {
    expect(parseQuery('what=null&where=true&code=012345&state={"a":1}')).toEqual({
      what: 'null',
      where: 'true',
      code: '012345',
      state: '{"a":1}',
    })
  })

  it('take the first of a repeated key and keep a malformed escape as typed', () => {
    expect(parseQuery('type=contract&type=permanent&what=100%')).toEqual({ type: 'contract', what: '100%' })
  })

  it('give any query string a fixed point: writing what was read reads back the same', () => {
    fc.assert(
      fc.property(queryText, (query) => {
        const written = stringifyQuery(parseQuery(query))
        expect(parseQuery(written)).toEqual(parseQuery(query))
        expect(stringifyQuery(parseQuery(written))).toBe(written)
      }),
    )
  })
})

describe('validateSearchParams', () => {
  it('keeps the known parameters with their types', () => {
    expect(
      fromQuery('what=nurse&where=Austin,+TX&radius=50&remote=only&type=contract,permanent&minPay=60000&posted=7&sort=date&experience=senior&industry=healthcare'),
    ).toEqual({
      experience: 'senior',
      industry: 'healthcare',
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

  it('passes every other parameter through untouched (tracking, the sign-in link token)', () => {
    expect(fromQuery('what=nurse&utm_source=mail&e=abc')).toEqual({ what: 'nurse', utm_source: 'mail', e: 'abc' })
  })

  it('names every known key, so the router never keeps a raw value it dropped', () => {
    expect(Object.keys(validateSearchParams({ where: '{}' }))).toEqual(
      expect.arrayContaining(['what', 'where', 'radius', 'remote', 'type', 'minPay', 'posted', 'sort', 'experience', 'industry']),
    )
  })

  it('drops values it cannot use instead of failing (crafted URLs)', () => {
    expect(fromQuery('remote=bogus&minPay=-5&sort=evil&posted=abc&type={}&what=++&radius=1.5')).toEqual({})
    expect(validateSearchParams({ what: { a: 1 }, where: {}, type: {} })).toMatchObject({ what: undefined, where: undefined, type: undefined })
    // text the API would refuse (a control character) never reaches a search
    expect(fromQuery('what=nurse%00&where=Austin%1B,+TX&radius=10')).toEqual({ radius: 10 })
  })

  it('drops an unknown experience level or industry, and reads a known one in any case', () => {
    expect(fromQuery('experience=guru&industry=Health+care')).toEqual({})
    expect(validateSearchParams({ experience: { a: 1 }, industry: ['sales'] })).toMatchObject({ experience: undefined, industry: 'sales' })
    expect(fromQuery('experience=+Senior+&industry=HEALTHCARE')).toEqual({ experience: 'senior', industry: 'healthcare' })
    expect(toCriteria(validateSearchParams(parseQuery('what=nurse&experience=entry&industry=healthcare')))).toEqual({
      what: 'nurse', experience: 'entry', industry: 'healthcare',
    })
  })

  it('clamps numbers out of range and leaves defaults out of the URL', () => {
    expect(fromQuery('radius=99999&posted=9999&minPay=999999999999')).toEqual({ radius: 500, posted: 365, minPay: 10_000_000 })
    expect(fromQuery('radius=0')).toEqual({ radius: 1 })
    expect(fromQuery('radius=25&remote=include&sort=relevance&minPay=0')).toEqual({})
  })

  it('reads what looks like JSON as text, and unquotes the JSON-quoted values of old links', () => {
    expect(fromQuery('what={"a":1}&where=null')).toEqual({ what: '{"a":1}', where: 'null' })
    expect(fromQuery('where={}&what=%22%22')).toEqual({})
    expect(fromQuery('where=%2278701%22&what=%22%5C%22registered+nurse%5C%22%22')).toEqual({ where: '78701', what: 'registered nurse' })
  })

  it('clamps a long query to the API limit without splitting a character', () => {
    expect(fromQuery(`what=${'a'.repeat(5000)}`)['what']).toHaveLength(200)
    expect(fromQuery(`what=${'a'.repeat(199)}${encodeURIComponent('😀')}`)['what']).toBe('a'.repeat(199))
  })

  it('reads values the app itself puts in a navigation: numbers, booleans', () => {
    expect(defined(validateSearchParams({ what: 911, where: true, radius: 10 }))).toEqual({ what: '911', where: 'true', radius: 10 })
  })

  it('makes a valid search of any query string, and its URL a fixed point', () => {
    fc.assert(
      fc.property(queryText, (query) => {
        const params = validateSearchParams(parseQuery(query))
        expect(() => v.parse(SearchCriteriaSchema, toCriteria(params))).not.toThrow()
        const corrected = stringifyQuery(params)
        expect(stringifyQuery(validateSearchParams(parseQuery(corrected)))).toBe(corrected)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws on what a route may be handed', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => {
        expect(() => v.parse(SearchCriteriaSchema, toCriteria(validateSearchParams(raw)))).not.toThrow()
      }),
    )
  })
})

describe('toCriteria', () => {
  it('maps URL parameters to the API criteria', () => {
    expect(toCriteria(validateSearchParams(parseQuery('what=nurse&where=Austin,+TX&radius=10&type=contract&posted=3')))).toEqual({
      what: 'nurse',
      where: 'Austin, TX',
      radiusMiles: 10,
      jobTypes: ['contract'],
      postedWithinDays: 3,
    })
  })

  it('sends a distance only with a place', () => {
    expect(toCriteria(validateSearchParams({ what: 'nurse', radius: '10' }))).toEqual({ what: 'nurse' })
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

describe('a new search from the form', () => {
  const filtered = validateSearchParams(parseQuery('what=nurse&where=Austin&radius=10&remote=only&type=contract&minPay=50000&posted=7&sort=date&utm_source=x'))

  it('starts new terms from the default filters and sort', () => {
    expect(defined(newSearch(filtered, { what: 'welder', where: 'Austin' }))).toEqual({ what: 'welder', where: 'Austin', utm_source: 'x' })
  })

  it('keeps the filters when the same terms are sent again', () => {
    expect(newSearch(filtered, { what: 'nurse', where: 'Austin' })).toBe(filtered)
  })

  it('"Clear all" keeps the terms and the sort', () => {
    expect(defined(withoutFilters(filtered))).toEqual({ what: 'nurse', where: 'Austin', sort: 'date', utm_source: 'x' })
  })
})
