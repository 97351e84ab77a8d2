export { emptySearchPageState, isComplete, mergeSearchPage, newJobs } from './mergePage'
export type { PageOutcome, SearchPageState } from './mergePage'
