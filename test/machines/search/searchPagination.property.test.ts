import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { mergeSearchPage, type SearchCriteria, type SearchResult } from '../../../core/search'
import { SEARCH_AUTO_RETRIES, searchPaginationMachine } from '../../../machines/search/searchPagination.machine'
import { autoRetryTimerFires, invariants, machineProperty, pageArrives, pageRefused, run, serverFails } from './searchPagination.properties'
import { plantedBugsBite } from '../propertyHarness'
import { searchPage } from '../../core/search/fixtures'

describe('searchPaginationMachine over random event sequences (pure transition)', () => {
  it(`keeps every invariant at every step: ${Object.keys(invariants).join(', ')}`, () => {
    fc.assert(machineProperty(searchPaginationMachine), { numRuns: 200 })
  })
})

const keepingDuplicates = searchPaginationMachine.provide({
  actions: {
    appendPage: assign(({ context }, params: { page: SearchResult }) => ({
      ...mergeSearchPage(context, params.page),
      jobs: [...context.jobs, ...params.page.documents],
    })),
  },
})

const notResettingOnSearch = searchPaginationMachine.provide({
  actions: { startSearch: assign((_, params: { criteria: SearchCriteria }) => ({ criteria: params.criteria })) },
})

const retryingEveryFailure = searchPaginationMachine.provide({
  guards: { mayRetryByItself: ({ context }) => context.autoRetries < SEARCH_AUTO_RETRIES },
})

const notCountingRetries = searchPaginationMachine.provide({ actions: { countAutoRetry: () => undefined } })

plantedBugsBite(
  {
    neverHoldsADuplicateId: { bug: 'appendPage keeps duplicate ids', machine: keepingDuplicates },
    resultsShrinkOnlyOnANewSearch: { bug: 'a new search does not reset the results', machine: notResettingOnSearch },
    retriesByItselfOnlyAfterAFailureThatMayPass: { bug: 'a refused search (400) is retried by itself', machine: retryingEveryFailure },
    retriesAFailureThatMayPassUpToTheCap: { bug: 'automatic retries are not counted, so they never stop', machine: notCountingRetries },
  },
  machineProperty,
  { numRuns: 1000, seed: 7 },
)

describe('regressions found by fast-check against the planted bugs', () => {
  const search = { type: 'user.searchSubmitted', criteria: { what: 'nurse' } } as const

  it('a first page repeating an id holds it once', () => {
    const trace = run(searchPaginationMachine, [search, pageArrives(searchPage({ ids: ['j0', 'j0'], cursor: 'c0', total: 9 }))])
    expect(trace.at(-1)!.after.context.jobs.map((job) => job.id)).toEqual(['j0'])
  })

  it('a second search starts from no results', () => {
    const trace = run(searchPaginationMachine, [search, pageArrives(searchPage({ ids: ['j0'], cursor: 'c0', total: 9 })), search])
    expect(trace.at(-1)!.after.context).toMatchObject({ jobs: [], pagesLoaded: 0, cursor: null })
  })

  it('a server error is retried by the timer, a refused search is not', () => {
    const retried = run(searchPaginationMachine, [search, serverFails, autoRetryTimerFires]).at(-1)!.after
    expect(retried.value).toBe('loadingFirstPage')
    expect(retried.context).toMatchObject({ autoRetries: 1, error: null })
    const refused = run(searchPaginationMachine, [search, pageRefused, autoRetryTimerFires]).at(-1)!.after
    expect(refused.value).toBe('failed')
  })
})
