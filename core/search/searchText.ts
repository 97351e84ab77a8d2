import type { SearchParams } from './searchParams'
import type { MessageDescriptor } from '../i18n/en-US'

/** The search page's heading and title: "nurse jobs near Austin, TX", "Jobs near Austin, TX", "nurse jobs" or "Jobs". */
export function searchTitleMessage({ what, where }: Pick<SearchParams, 'what' | 'where'>): MessageDescriptor {
  if (what && where) return { id: 'search.pageTitle.whatWhere', values: { what, where } }
  if (what) return { id: 'search.pageTitle.what', values: { what } }
  if (where) return { id: 'search.pageTitle.where', values: { where } }
  return { id: 'search.pageTitle' }
}

/** What the results count is made from: the machine's total and the jobs loaded so far. */
export interface ResultsCountFacts {
  readonly total: number
  readonly totalIsExact: boolean
  readonly loaded: number
  readonly complete: boolean
}

/**
 * The results count: exact ("1,240 jobs") or an estimate ("About 1,240 jobs"). Once every page is loaded
 * the jobs held are the exact answer, whatever the server estimated.
 */
export function resultsCountMessage({ total, totalIsExact, loaded, complete }: ResultsCountFacts): MessageDescriptor {
  if (complete) return { id: 'search.results.countExact', values: { count: loaded } }
  const count = Math.max(total, loaded)
  if (totalIsExact || count === 0) return { id: 'search.results.countExact', values: { count } }
  return { id: 'search.results.countEstimate', values: { count } }
}

/** Choices offered by the numeric filters, plus the URL's own value when it is not one of them. */
export function choicesWith(choices: readonly number[], current: number | undefined): number[] {
  if (current === undefined || choices.includes(current)) return [...choices]
  return [...choices, current].sort((a, b) => a - b)
}

export const RADIUS_CHOICES_MILES = [5, 10, 25, 50, 100, 250] as const
export const MIN_PAY_CHOICES_USD = [30_000, 50_000, 75_000, 100_000, 150_000] as const
export const POSTED_WITHIN_CHOICES_DAYS = [1, 3, 7, 14, 30] as const

/** How many filters differ from their defaults (sort is not a filter). */
export function activeFilterCount(params: SearchParams): number {
  return [params.remote, params.type, params.minPay, params.posted, params.radius].filter((value) => value !== undefined).length
}
