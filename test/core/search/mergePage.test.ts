import { describe, expect, it } from 'vitest'
import { emptySearchPageState, mergeSearchPage, newJobs } from '../../../core/search'
import { idsOf, jobWithId, searchPage, type PageSpec } from './fixtures'

const pageThrough = (...specs: PageSpec[]) =>
  specs.reduce((state, spec) => mergeSearchPage(state, searchPage(spec)), emptySearchPageState)

describe('mergeSearchPage', () => {
  it('loads the first page with its cursor, total, message and alternatives', () => {
    const state = pageThrough({ ids: ['a', 'b'], cursor: 'c1', total: 5, message: 'search.noMatches', alternativeIds: ['x'] })
    expect(idsOf(state.jobs)).toEqual(['a', 'b'])
    expect(state).toMatchObject({ cursor: 'c1', total: 5, totalIsExact: true, complete: false, pagesLoaded: 1 })
    expect(state.message).toBe('search.noMatches')
    expect(idsOf(state.alternatives)).toEqual(['x'])
  })

  it("keeps the first page's level and industry counts; later pages carry none and change nothing", () => {
    const facets = { experience: { mid: 3 }, industry: { healthcare: 2, sales: 1 }, relation: 'eq' as const }
    const first = mergeSearchPage(emptySearchPageState, { ...searchPage({ ids: ['a'], cursor: 'c1', total: 3 }), facets })
    expect(first.facets).toEqual(facets)
    const second = mergeSearchPage(first, searchPage({ ids: ['b'], cursor: 'c2', total: 3 }))
    expect(second.facets).toEqual(facets)
    expect(pageThrough({ ids: ['a'], cursor: 'c1', total: 3 }).facets).toBeNull()
  })

  it("keeps what the first page found \"where\" to be; null when it said nothing", () => {
    const first = mergeSearchPage(emptySearchPageState, { ...searchPage({ ids: ['a'], cursor: 'c1', total: 3 }), placeKind: 'state' })
    expect(first.placeKind).toBe('state')
    expect(mergeSearchPage(first, searchPage({ ids: ['b'], cursor: 'c2', total: 3 })).placeKind).toBe('state')
    expect(pageThrough({ ids: ['a'], cursor: 'c1', total: 3 }).placeKind).toBeNull()
  })

  it('appends the next page and advances the cursor', () => {
    const state = pageThrough({ ids: ['a', 'b'], cursor: 'c1', total: 6 }, { ids: ['c', 'd'], cursor: 'c2', total: 6 })
    expect(idsOf(state.jobs)).toEqual(['a', 'b', 'c', 'd'])
    expect(state).toMatchObject({ cursor: 'c2', visitedCursors: ['c1', 'c2'], pagesLoaded: 2, complete: false })
  })

  it('drops duplicate ids, within a page and across pages', () => {
    const state = pageThrough({ ids: ['a', 'a', 'b'], cursor: 'c1', total: 9 }, { ids: ['b', 'c'], cursor: 'c2', total: 9 })
    expect(idsOf(state.jobs)).toEqual(['a', 'b', 'c'])
  })

  it('is complete when a page is empty', () => {
    expect(pageThrough({ ids: [], cursor: 'c1', total: 3 }).complete).toBe(true)
  })

  it('is complete when a page adds no new jobs', () => {
    const state = pageThrough({ ids: ['a'], cursor: 'c1', total: 9 }, { ids: ['a'], cursor: 'c2', total: 9 })
    expect(state).toMatchObject({ complete: true, cursor: null })
  })

  it('is complete when the exact total is reached', () => {
    expect(pageThrough({ ids: ['a', 'b'], cursor: 'c1', total: 2 }).complete).toBe(true)
  })

  it('is not complete when only a lower-bound total is reached', () => {
    expect(pageThrough({ ids: ['a', 'b'], cursor: 'c1', total: 2, exact: false }).complete).toBe(false)
  })

  it('is complete when the server says so or gives no cursor', () => {
    expect(pageThrough({ ids: ['a'], cursor: 'c1', total: 9, complete: true }).complete).toBe(true)
    expect(pageThrough({ ids: ['a'], cursor: null, total: 9 }).complete).toBe(true)
  })

  it('never reports a total below the jobs held', () => {
    expect(pageThrough({ ids: ['a', 'b', 'c'], cursor: 'c1', total: 1, exact: false }).total).toBe(3)
  })

  it('keeps the first page message and alternatives on later pages', () => {
    const state = pageThrough(
      { ids: ['a'], cursor: 'c1', total: 9, message: 'search.invalidLocation', alternativeIds: ['x'] },
      { ids: ['b'], cursor: 'c2', total: 9 },
    )
    expect(state.message).toBe('search.invalidLocation')
    expect(idsOf(state.alternatives)).toEqual(['x'])
  })
})

describe('newJobs', () => {
  it('keeps the first of each id not already held, in order', () => {
    expect(idsOf(newJobs([jobWithId('a')], ['b', 'a', 'c', 'b'].map(jobWithId)))).toEqual(['b', 'c'])
  })
})

describe('regressions found by fast-check against planted bugs', () => {
  it('a second page repeating the only job adds nothing and ends the search', () => {
    const state = pageThrough(
      { ids: ['j6'], cursor: 'c0', total: 0, exact: false },
      { ids: ['j6'], cursor: null, total: 0, exact: false },
    )
    expect(idsOf(state.jobs)).toEqual(['j6'])
    expect(state.complete).toBe(true)
  })

  it('an empty first page with a cursor is complete', () => {
    expect(pageThrough({ ids: [], cursor: 'c0', total: 0, exact: false })).toMatchObject({ complete: true, cursor: null })
  })

  it('a page handing back a cursor already visited ends the search', () => {
    const state = pageThrough(
      { ids: ['j0'], cursor: 'c1', total: 0, exact: false },
      { ids: ['j6'], cursor: 'c1', total: 0, exact: false },
    )
    expect(idsOf(state.jobs)).toEqual(['j0', 'j6'])
    expect(state).toMatchObject({ complete: true, cursor: null })
  })
})
