/** Job search: the search, job and autocomplete wire schemas, the search form rule, the search calls, page merging. */
export * from './schemas'
export * from './job'
export * from './suggestions'
export { createSearchApi, type SearchApi } from './api'
export { emptySearchPageState, isComplete, mergeSearchPage, newJobs } from './mergePage'
export type { PageOutcome, SearchPageState } from './mergePage'
