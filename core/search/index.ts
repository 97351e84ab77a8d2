/** Job search: the search, job and autocomplete wire schemas, the search form rule, the search calls, page merging. */
export * from './schemas'
export * from './job'
export * from './suggestions'
export { createSearchApi, type SearchApi } from './api'
export { emptySearchPageState, isComplete, mergeSearchPage, newJobs } from './mergePage'
export type { PageOutcome, SearchPageState } from './mergePage'
export { descriptionParagraphs, jobTypeMessageId, payRangeMessage, postedAge, workplaceMessageId, type PostedAge } from './jobFormat'
export {
  FILTER_KEYS,
  jobTypesOf,
  newSearch,
  parseQuery,
  stringifyQuery,
  toCriteria,
  validateSearchParams,
  withoutFilters,
  type FilterKey,
  type SearchParams,
} from './searchParams'
export {
  activeFilterCount,
  activeFilters,
  shortened,
  type ActiveFilter,
  choicesWith,
  MIN_PAY_CHOICES_USD,
  POSTED_WITHIN_CHOICES_DAYS,
  RADIUS_CHOICES_MILES,
  resultsCountMessage,
  searchTitleMessage,
  type ResultsCountFacts,
} from './searchText'
