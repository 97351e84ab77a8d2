/** Job search: the search, job and autocomplete wire schemas, the search form rule, the search calls, page merging. */
export * from './schemas'
export { KEPT_FILTER_ENTRIES, keptFiltersOf, type KeptFilters } from './keptFilters'
export * from './job'
export * from './suggestions'
export * from './autocomplete'
export { createSearchApi, type SearchApi } from './api'
export { emptySearchPageState, isComplete, mergeSearchPage, newJobs } from './mergePage'
export type { PageOutcome, SearchPageState } from './mergePage'
export {
  descriptionParagraphs,
  jobTypeMessageId,
  payConversionMessage,
  payRangeMessage,
  postedAge,
  workplaceMessageId,
  workplaceMessage,
  responseTimeMessage,
  RESPONSE_TIME_MIN_ANSWERED,
  jobActivityMessage,
  ACTIVELY_HIRING_DAYS,
  yearlyPay,
  type PostedAge,
} from './jobFormat'
export { COMPANY_MARK_TONES, companyMark, type CompanyMark } from './company'
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
  DEFAULT_RADIUS_MILES,
  facetOptionMessage,
  livesInMessage,
  MIN_PAY_CHOICES_USD,
  POSTED_WITHIN_CHOICES_DAYS,
  RADIUS_CHOICES_MILES,
  resultsCountMessage,
  searchTitleMessage,
  type ResultsCountFacts,
} from './searchText'
export { BackToResultsSchema, MAX_BACK_STEPS, nextBackToResults, readBackToResults, type BackToResults } from './backToResults'
export {
  MARKET_PAY_MIN_JOBS,
  marketPay,
  payAgainstMarket,
  similarJobs,
  SIMILAR_JOBS_SHOWN,
  yearlyMidpoint,
  type MarketPay,
} from './relatedJobs'
export { relatedJobsCriteria } from './relatedSearch'
export {
  EXPERIENCE_LEVELS,
  ExperienceLevelSchema,
  experienceLevelOf,
  INDUSTRIES,
  IndustrySchema,
  industryOf,
  type ExperienceLevel,
  type Industry,
} from './facets'
