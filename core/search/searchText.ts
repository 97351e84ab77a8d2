import { SEARCH_LIMITS, SEARCH_RADIUS_CHOICES_MILES } from '../constants'
import { jobTypesOf, type FilterKey, type SearchParams } from './searchParams'
import type { MessageDescriptor } from '../i18n/en-US'
import { jobTypeMessageId } from './jobFormat'

/** How much of a search's text a heading or title shows: a long query is cut with an ellipsis. */
export const SHOWN_TERM_LENGTH = 80

/** `text` cut to `max` characters (code points) with an ellipsis when longer. */
export function shortened(text: string, max = SHOWN_TERM_LENGTH): string {
  const characters = Array.from(text)
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('').trimEnd()}…`
}

/** The search page's heading and title: "nurse jobs near Austin, TX", "Jobs near Austin, TX", "nurse jobs" or "Jobs". */
export function searchTitleMessage(params: Pick<SearchParams, 'what' | 'where'>): MessageDescriptor {
  const what = params.what && shortened(params.what)
  const where = params.where && shortened(params.where)
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

/**
 * A level's or an industry's option with its count for the search (`counts` from the first page's `facets`):
 * "Healthcare (412)", or "Healthcare (412+)" when only the first matches were counted. The bare name (null here) when
 * nothing was counted, or when none of the counted matches holds it but more were left uncounted.
 */
export function facetOptionMessage(label: string, counts: Readonly<Record<string, number>> | undefined, option: string, exact: boolean): MessageDescriptor | null {
  if (!counts) return null
  const count = counts[option] ?? 0
  if (exact) return { id: 'search.filters.optionCount', values: { label, count } }
  return count > 0 ? { id: 'search.filters.optionCountAtLeast', values: { label, count } } : null
}

/** Choices offered by the numeric filters, plus the URL's own value when it is not one of them. */
export function choicesWith(choices: readonly number[], current: number | undefined): number[] {
  if (current === undefined || choices.includes(current)) return [...choices]
  return [...choices, current].sort((a, b) => a - b)
}

/** The Distance filter offers the distances the server widens a no-match search to. */
export const RADIUS_CHOICES_MILES = SEARCH_RADIUS_CHOICES_MILES
/** The distance a search near a place covers when none is chosen (the Distance filter's default, left out of the URL). */
export const DEFAULT_RADIUS_MILES = SEARCH_LIMITS.defaultRadiusMiles
export const MIN_PAY_CHOICES_USD = [30_000, 50_000, 75_000, 100_000, 150_000] as const
export const POSTED_WITHIN_CHOICES_DAYS = [1, 3, 7, 14, 30] as const

/** One filter in use, as a removable chip: its text, and the URL change that removes it. */
export interface ActiveFilter {
  readonly key: FilterKey
  readonly label: MessageDescriptor
  readonly remove: Partial<SearchParams>
}

/** The filters that differ from their defaults, one per job type; a distance only counts with a place. */
export function activeFilters(params: SearchParams): ActiveFilter[] {
  const filters: ActiveFilter[] = []
  const add = (key: FilterKey, label: MessageDescriptor, remove: Partial<SearchParams> = { [key]: undefined }) =>
    filters.push({ key, label, remove })
  if (params.remote) add('remote', { id: `search.filters.remote.${params.remote}` })
  const types = jobTypesOf(params)
  for (const type of types) add('type', { id: jobTypeMessageId(type) }, { type: types.filter((each) => each !== type).join(',') || undefined })
  if (params.minPay !== undefined) add('minPay', { id: 'search.filters.minPay.atLeast', values: { amount: params.minPay } })
  if (params.posted !== undefined) add('posted', { id: 'search.filters.posted.within', values: { days: params.posted } })
  if (params.experience) add('experience', { id: `search.experience.${params.experience}` })
  if (params.industry) add('industry', { id: `search.industry.${params.industry}` })
  if (params.visa) add('visa', { id: 'search.filters.visa.sponsors' })
  if (params.livesIn) add('livesIn', livesInMessage(params.livesIn))
  if (params.where && params.radius !== undefined) add('radius', { id: 'search.filters.radius.miles', values: { miles: params.radius } })
  return filters
}

/** "Open to people in the US", "... outside the US", "... in TX". */
export function livesInMessage(livesIn: string): MessageDescriptor {
  if (livesIn === 'us') return { id: 'search.filters.livesIn.us' }
  if (livesIn === 'abroad') return { id: 'search.filters.livesIn.abroad' }
  return { id: 'search.filters.livesIn.state', values: { state: livesIn } }
}

/** How many filters differ from their defaults (sort is not a filter; several job types are one filter). */
export function activeFilterCount(params: SearchParams): number {
  return new Set(activeFilters(params).map((filter) => filter.key)).size
}
