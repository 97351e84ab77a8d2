import fc from 'fast-check'
import { emptySearchPageState, type SearchPageState, type SearchResult } from '../../../core/search'
import { idsOf, searchPage } from './fixtures'

/** A page-merging function: the real one, or a planted-bug twin. */
export type MergePage = (previous: SearchPageState, page: SearchResult) => SearchPageState

const rarelyTrue = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`)

/**
 * One page as a server might answer it: repeated ids, repeated cursors, any total. Small pools make
 * repeats likely; larger ones let a search run for more pages.
 */
export function pageArbitrary(pools = { ids: 12, cursors: 6, maxTotal: 20, endsRarely: false }): fc.Arbitrary<SearchResult> {
  const ids = fc.array(fc.constantFrom(...names('j', pools.ids)), { minLength: pools.endsRarely ? 1 : 0, maxLength: 5 })
  return fc
    .record({
      ids: pools.endsRarely ? fc.oneof({ weight: 1, arbitrary: fc.constant([]) }, { weight: 15, arbitrary: ids }) : ids,
      cursor: fc.option(fc.constantFrom(...names('c', pools.cursors)), { nil: null, freq: pools.endsRarely ? 20 : 8 }),
      total: fc.nat({ max: pools.maxTotal }),
      exact: fc.boolean(),
      complete: pools.endsRarely ? fc.constant(false) : rarelyTrue,
    })
    .map(searchPage)
}

export const pageArb = pageArbitrary()

export const pagesArb = fc.array(pageArb, { minLength: 1, maxLength: 8 })

/** Merges pages in order the way the machine pages: nothing is requested once the search is complete. */
export function pageThrough(merge: MergePage, pages: readonly SearchResult[]): SearchPageState[] {
  const states: SearchPageState[] = [emptySearchPageState]
  for (const page of pages) {
    const previous = states[states.length - 1]!
    if (previous.complete) break
    states.push(merge(previous, page))
  }
  return states
}

/** The simple model of the rule: sets instead of arrays, one page at a time. */
function modelCompletion(pages: readonly SearchResult[]): boolean[] {
  const held = new Set<string>()
  const cursors = new Set<string>()
  const completions: boolean[] = []
  for (const page of pages) {
    const before = held.size
    for (const job of page.documents) held.add(job.id)
    const complete =
      held.size === before ||
      (page.hits.total.relation === 'eq' && held.size >= page.hits.total.value) ||
      page.complete ||
      page.cursor === null ||
      cursors.has(page.cursor)
    if (page.cursor !== null) cursors.add(page.cursor)
    completions.push(complete)
    if (complete) break
  }
  return completions
}

const hasDuplicates = (ids: readonly string[]) => new Set(ids).size !== ids.length

export const mergeProperties = (merge: MergePage) => ({
  neverHoldsADuplicateId: fc.property(pagesArb, (pages) =>
    pageThrough(merge, pages).every((state) => !hasDuplicates(idsOf(state.jobs))),
  ),
  neverShrinksWhilePaging: fc.property(pagesArb, (pages) => {
    const states = pageThrough(merge, pages)
    return states.slice(1).every((state, i) => {
      const before = idsOf(states[i]!.jobs)
      return idsOf(state.jobs).slice(0, before.length).join() === before.join()
    })
  }),
  keepsEveryNewJobInArrivalOrder: fc.property(pagesArb, (pages) => {
    const states = pageThrough(merge, pages)
    const seen = pages.slice(0, states.length - 1).flatMap((page) => idsOf(page.documents))
    return idsOf(states[states.length - 1]!.jobs).join() === [...new Set(seen)].join()
  }),
  completeExactlyWhenTheRuleSays: fc.property(pagesArb, (pages) => {
    const completions = pageThrough(merge, pages).slice(1).map((state) => state.complete)
    return completions.join() === modelCompletion(pages).join()
  }),
  cursorOnlyAdvances: fc.property(pagesArb, (pages) => {
    const states = pageThrough(merge, pages).slice(1)
    const requested = states.filter((state) => !state.complete).map((state) => state.cursor)
    const endsWithoutCursor = states.every((state) => !state.complete || state.cursor === null)
    return endsWithoutCursor && !requested.includes(null) && !hasDuplicates(requested as string[])
  }),
})
