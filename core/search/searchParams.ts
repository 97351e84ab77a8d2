import * as v from 'valibot'
import { SEARCH_LIMITS } from '../constants'
import { JOB_TYPES, type JobType } from './job'
import { RemoteOptionSchema, SearchSortSchema, type SearchCriteria } from './schemas'
import { safeText } from '../text'

/*
 * The /search URL parameters. TanStack Router's default parser turns `radius=25` into a number and
 * `what=true` into a boolean, and a repeated key into an array, so each field accepts what the URL may hold
 * and drops (never throws on) a value it cannot use.
 */

const scalar = v.union([v.string(), v.number(), v.boolean()])
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value)

const TextParam = v.pipe(
  v.unknown(),
  v.transform(firstOf),
  scalar,
  v.transform((value) => String(value).trim()),
  // A URL's text that the API would refuse (a control character) is dropped, like any unusable value.
  safeText(),
  v.maxLength(SEARCH_LIMITS.maxQueryLength),
  v.minLength(1),
)

const intParam = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.transform(firstOf),
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  )

const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value)

/** Job types as one comma-separated value ("permanent,contract"): a readable URL. Unknown types are dropped. */
const JobTypesParam = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))),
  v.transform((parts) => JOB_TYPES.filter((type) => parts.some((part) => part.trim() === type)).join(',')),
  v.minLength(1),
)

const tolerant = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined)

/** The valibot schema of the /search URL: known fields typed, every other parameter kept as it came. */
export const SearchParamsSchema = v.looseObject({
  what: tolerant(TextParam),
  where: tolerant(TextParam),
  radius: tolerant(intParam(1, SEARCH_LIMITS.maxRadiusMiles)),
  remote: tolerant(v.pipe(v.unknown(), v.transform(firstOf), RemoteOptionSchema)),
  type: tolerant(JobTypesParam),
  minPay: tolerant(intParam(0, SEARCH_LIMITS.maxMinPay)),
  posted: tolerant(intParam(1, SEARCH_LIMITS.maxPostedWithinDays)),
  sort: tolerant(v.pipe(v.unknown(), v.transform(firstOf), SearchSortSchema)),
})

/** The typed /search parameters. Keys other than the known ones pass through untouched. */
export interface SearchParams {
  what?: string
  where?: string
  radius?: number
  remote?: v.InferOutput<typeof RemoteOptionSchema>
  /** Comma-separated job types. */
  type?: string
  minPay?: number
  posted?: number
  sort?: v.InferOutput<typeof SearchSortSchema>
  [other: string]: unknown
}

/**
 * `validateSearch` of the /search route: parses whatever the URL holds, drops unusable values (and undefined
 * keys, so they never reach the URL), and never throws.
 */
export function validateSearchParams(raw: Record<string, unknown>): SearchParams {
  const result = v.safeParse(SearchParamsSchema, raw ?? {})
  const parsed: Record<string, unknown> = result.success ? result.output : {}
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as SearchParams
}

/** The job types of the `type` parameter as a list. */
export function jobTypesOf(params: Pick<SearchParams, 'type'>): JobType[] {
  return (params.type ?? '').split(',').filter(isJobType)
}

/** The search the API runs for these URL parameters (unknown parameters play no part). */
export function toCriteria(params: SearchParams): SearchCriteria {
  const jobTypes = jobTypesOf(params)
  const criteria: SearchCriteria = {}
  if (params.what) criteria.what = params.what
  if (params.where) criteria.where = params.where
  if (params.radius !== undefined) criteria.radiusMiles = params.radius
  if (params.remote) criteria.remote = params.remote
  if (jobTypes.length > 0) criteria.jobTypes = jobTypes
  if (params.minPay !== undefined) criteria.minPay = params.minPay
  if (params.posted !== undefined) criteria.postedWithinDays = params.posted
  if (params.sort) criteria.sort = params.sort
  return criteria
}
