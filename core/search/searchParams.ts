import { SEARCH_LIMITS } from '../constants'
import { findUnsafeCharacter, hasLetterOrDigit } from '../text'
import { JOB_TYPES, type JobType } from './job'
import { EXPERIENCE_LEVELS, INDUSTRIES, type ExperienceLevel, type Industry } from './facets'
import { REMOTE_OPTIONS, SEARCH_SORTS, type LivesIn, type RemoteOption, type SearchCriteria, type SearchSort } from './schemas'

/*
 * Query strings as people read and share them (docs/decisions.md, "Search URLs"): every value is the plain text it
 * shows, `what=registered+nurse&where=78701`, never JSON. The app's router parses and writes every route's query
 * with these two; each route's validateSearch then reads the strings it knows.
 */

const decode = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced // a malformed escape is kept as typed rather than failing the page
  }
}

/** An unpaired surrogate cannot be written as UTF-8: it becomes U+FFFD, as URLSearchParams would make it. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

// `/ ? : @ ,` may stay as they are in a query (RFC 3986): `?redirect=/settings/account`, `?where=Austin,+TX`.
const encode = (text: string): string =>
  encodeURIComponent(wellFormed(text))
    .replace(/%20/g, '+')
    .replace(/%(2F|3F|3A|40|2C)/g, (escaped) => decodeURIComponent(escaped))

/** `?a=1&b=x+y` -> `{ a: '1', b: 'x y' }`: plain strings, the first of a repeated key. Never throws. */
export function parseQuery(query: string): Record<string, string> {
  const entries = new Map<string, string>()
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    const key = decode(equals < 0 ? pair : pair.slice(0, equals))
    if (!entries.has(key)) entries.set(key, equals < 0 ? '' : decode(pair.slice(equals + 1)))
  }
  return Object.fromEntries(entries)
}

const queryValue = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value))

/** `{ what: 'x y', radius: 10 }` -> `?what=x+y&radius=10`; undefined and null values are left out. */
export function stringifyQuery(search: Record<string, unknown>): string {
  const pairs = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encode(key)}=${encode(queryValue(value))}`)
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/** A JSON string literal (`"78701"`): how links written before plain URLs quoted some values. */
const unquoted = (text: string): string => {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text
  try {
    const inner: unknown = JSON.parse(text)
    return typeof inner === 'string' ? inner : text
  } catch {
    return text
  }
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
const clampLength = (text: string, max: number) => {
  if (text.length <= max) return text
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max
  return text.slice(0, end)
}

const firstOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value)
const scalarText = (value: unknown): string | undefined => {
  const first = firstOf(value)
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean' ? String(first) : undefined
}

/**
 * Search text: trimmed, unquoted (old links), clamped to the API's limit; dropped when unsafe or when it has nothing
 * to search for (no letter or digit, the search form's rule).
 */
function textParam(value: unknown): string | undefined {
  let text = scalarText(value)
  if (text === undefined) return undefined
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = clampLength(unquoted(text.trim()), SEARCH_LIMITS.maxQueryLength)
  }
  return hasLetterOrDigit(text) && findUnsafeCharacter(text) === null ? text : undefined
}

/** A whole number clamped into [min, max]; anything else (`abc`, `-5`, `1.5`) is dropped. Its default is left out. */
function intParam(value: unknown, min: number, max: number, byDefault?: number): number | undefined {
  const text = scalarText(value)?.trim()
  if (text === undefined || !/^\d+$/.test(text)) return undefined
  const clamped = Math.min(max, Math.max(min, Number(text)))
  return clamped === byDefault ? undefined : clamped
}

/** One of `choices` other than the first (the default); anything else is dropped. */
const choiceParam = <T extends string>(value: unknown, choices: readonly T[]): T | undefined => {
  const text = scalarText(value)
  return choices.indexOf(text as T) > 0 ? (text as T) : undefined
}

/** One of `choices` (none is a default); anything else is dropped. */
const memberParam = <T extends string>(value: unknown, choices: readonly T[]): T | undefined => {
  const text = scalarText(value)?.trim().toLowerCase()
  return choices.includes(text as T) ? (text as T) : undefined
}

/** Job types as one comma-separated value ("permanent,contract"): a readable URL. Unknown types are dropped. */
function typeParam(value: unknown): string | undefined {
  const parts = (scalarText(value) ?? '').split(',').map((part) => part.trim())
  return JOB_TYPES.filter((type) => parts.includes(type)).join(',') || undefined
}

/** The typed /search parameters. Keys other than the known ones pass through untouched. */
export interface SearchParams {
  what?: string
  where?: string
  radius?: number
  remote?: RemoteOption
  /** Comma-separated job types. */
  type?: string
  minPay?: number
  posted?: number
  /** An experience level (core/search/facets.ts). */
  experience?: ExperienceLevel
  /** An industry category's id (core/search/facets.ts). */
  industry?: Industry
  /** 'sponsors': only jobs whose employer sponsors work visas. */
  visa?: 'sponsors'
  /** Where the seeker lives, for remote jobs' regions: 'us', 'abroad' or a US state's code. */
  livesIn?: LivesIn
  sort?: SearchSort
  [other: string]: unknown
}

/** `livesIn`: 'us', 'abroad' (any case) or a two-letter US state code (upper-cased); anything else is dropped. */
function livesInParam(value: unknown): LivesIn | undefined {
  const text = scalarText(value)?.trim()
  if (text === undefined) return undefined
  if (/^(us|abroad)$/i.test(text)) return text.toLowerCase()
  return /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : undefined
}

/**
 * `validateSearch` of the /search route: reads whatever the URL holds and never throws. A value it cannot use is
 * dropped, a number out of range clamped, a default left out. Every known key is present (undefined when dropped),
 * because the router lays this answer over the raw query: a key left out would keep its raw value.
 */
export function validateSearchParams(raw: Record<string, unknown>): SearchParams {
  const { what, where, radius, remote, type, minPay, posted, experience, industry, visa, livesIn, sort, ...others } = raw ?? {}
  return {
    ...others,
    what: textParam(what),
    where: textParam(where),
    radius: intParam(radius, 1, SEARCH_LIMITS.maxRadiusMiles, SEARCH_LIMITS.defaultRadiusMiles),
    remote: choiceParam(remote, REMOTE_OPTIONS),
    type: typeParam(type),
    minPay: intParam(minPay, 0, SEARCH_LIMITS.maxMinPay, 0),
    posted: intParam(posted, 1, SEARCH_LIMITS.maxPostedWithinDays),
    experience: memberParam(experience, EXPERIENCE_LEVELS),
    industry: memberParam(industry, INDUSTRIES),
    visa: memberParam(visa, ['sponsors'] as const),
    livesIn: livesInParam(livesIn),
    sort: choiceParam(sort, SEARCH_SORTS),
  }
}

const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value)

/** The job types of the `type` parameter as a list. */
export function jobTypesOf(params: Pick<SearchParams, 'type'>): JobType[] {
  return (params.type ?? '').split(',').filter(isJobType)
}

/** The search the API runs for these URL parameters (unknown parameters play no part; a distance needs a place). */
export function toCriteria(params: SearchParams): SearchCriteria {
  const jobTypes = jobTypesOf(params)
  const criteria: SearchCriteria = {}
  if (params.what) criteria.what = params.what
  if (params.where) criteria.where = params.where
  if (params.where && params.radius !== undefined) criteria.radiusMiles = params.radius
  if (params.remote) criteria.remote = params.remote
  if (jobTypes.length > 0) criteria.jobTypes = jobTypes
  if (params.minPay !== undefined) criteria.minPay = params.minPay
  if (params.posted !== undefined) criteria.postedWithinDays = params.posted
  if (params.experience) criteria.experience = params.experience
  if (params.industry) criteria.industry = params.industry
  if (params.visa === 'sponsors') criteria.visaSponsorship = true
  if (params.livesIn) criteria.livesIn = params.livesIn
  if (params.sort) criteria.sort = params.sort
  return criteria
}

/** The filters and the sort: what a new search starts again without, and what "Clear all" clears. */
export const FILTER_KEYS = ['radius', 'remote', 'type', 'minPay', 'posted', 'experience', 'industry', 'visa', 'livesIn'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** These parameters without any filter (the sort and the parameters of others stay). */
export const withoutFilters = (params: SearchParams): SearchParams =>
  ({ ...params, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) }) as SearchParams

/**
 * A what/where search sent from the form (docs/decisions.md): new terms start from the default filters and sort,
 * as on the big job sites; the same terms sent again keep them.
 */
export function newSearch(previous: SearchParams, terms: { what: string; where: string }): SearchParams {
  const what = terms.what || undefined
  const where = terms.where || undefined
  if (what === previous.what && where === previous.where) return previous
  return { ...withoutFilters(previous), sort: undefined, what, where }
}
