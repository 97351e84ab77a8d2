import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { SEARCH_QUERY_REQUIRED, SearchFormSchema } from '../../../core/search'

describe('the search form schema (spec 5: search query required)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['!!!', '...'],
  ])('rejects %j / %j with the query-required message', (what, where) => {
    const parsed = v.safeParse(SearchFormSchema, { what, where })
    expect(parsed.success).toBe(false)
    expect(parsed.issues?.[0].message).toBe(SEARCH_QUERY_REQUIRED)
  })

  it.each([
    ['nurse', ''],
    ['', 'Austin, TX'],
    ['C#', ''],
  ])('accepts %j / %j', (what, where) => {
    expect(v.safeParse(SearchFormSchema, { what, where }).success).toBe(true)
  })

  it('rejects terms longer than the query limit', () => {
    expect(v.safeParse(SearchFormSchema, { what: 'x'.repeat(201), where: '' }).success).toBe(false)
  })
})
