/** Job search: the search and job wire schemas, the search form rule, the search calls, page merging. */
export * from './schemas'
export * from './job'
export { createSearchApi, type SearchApi } from './api'
export { emptySearchPageState, isComplete, mergeSearchPage, newJobs } from './mergePage'
export type { PageOutcome, SearchPageState } from './mergePage'
