import * as v from 'valibot'
import { JobSummarySchema, JobTypeSchema } from './job'
import { ExperienceLevelSchema, IndustrySchema } from './facets'
import { SEARCH_LIMITS } from '../constants'
import { hasLetterOrDigit } from '../text/index'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text'

export const REMOTE_OPTIONS = ['include', 'only', 'exclude'] as const
export const RemoteOptionSchema = v.picklist(REMOTE_OPTIONS)
export type RemoteOption = v.InferOutput<typeof RemoteOptionSchema>

export const SEARCH_SORTS = ['relevance', 'date'] as const
export const SearchSortSchema = v.picklist(SEARCH_SORTS)
export type SearchSort = v.InferOutput<typeof SearchSortSchema>

/** Where a seeker lives, for remote jobs' regions: in the US (state unknown), outside it, or a US state's code. */
export const LivesInSchema = v.pipe(v.string(), v.regex(/^(us|abroad|[A-Z]{2})$/))
export type LivesIn = v.InferOutput<typeof LivesInSchema>

const boundedText = (max: number) => v.pipe(v.string(), safeText(), v.trim(), v.maxLength(max))
const intBetween = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * What a job seeker asks for: the body of POST /rest/jobs/search.
 * Strict: unknown fields are an error, so a typo never silently widens a search.
 */
export const SearchCriteriaSchema = v.strictObject({
  what: v.optional(boundedText(SEARCH_LIMITS.maxQueryLength)),
  where: v.optional(boundedText(SEARCH_LIMITS.maxQueryLength)),
  radiusMiles: v.optional(intBetween(1, SEARCH_LIMITS.maxRadiusMiles)),
  remote: v.optional(RemoteOptionSchema),
  jobTypes: v.optional(v.pipe(v.array(JobTypeSchema), v.maxLength(3))),
  /** Minimum yearly pay in US dollars; hourly jobs count at 2080 hours a year. */
  minPay: v.optional(intBetween(0, SEARCH_LIMITS.maxMinPay)),
  postedWithinDays: v.optional(intBetween(1, SEARCH_LIMITS.maxPostedWithinDays)),
  /** Only jobs of this experience level (core/search/facets.ts). */
  experience: v.optional(ExperienceLevelSchema),
  /** Only jobs of this industry category (core/search/facets.ts). */
  industry: v.optional(IndustrySchema),
  /** Only jobs whose employer sponsors work visas (spec: "requires sponsorship"). */
  visaSponsorship: v.optional(v.literal(true)),
  /** Where the seeker lives: remote jobs they may not take from there are left out ('us', 'abroad' or a US state code). */
  livesIn: v.optional(LivesInSchema),
  /** Only the jobs of this Pro (its slug): the Pro's page. */
  pro: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))),
  sort: v.optional(SearchSortSchema),
  pageSize: v.optional(intBetween(1, SEARCH_LIMITS.maxPageSize)),
  /** Opaque cursor from the previous page's answer. */
  cursor: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_LIMITS.maxCursorLength))),
})
export type SearchCriteria = v.InferOutput<typeof SearchCriteriaSchema>

/** Why a search answered with alternative jobs instead of matches. Message ids of the catalogue. */
export const SEARCH_MESSAGES = ['search.invalidLocation', 'search.noMatches'] as const
export const SearchMessageSchema = v.picklist(SEARCH_MESSAGES)
export type SearchMessage = v.InferOutput<typeof SearchMessageSchema>

/** How many jobs a search finds: `value`, exact ('eq') or a lower bound or estimate ('gte'). */
export const SearchTotalSchema = v.object({
  value: v.number(),
  /** 'eq' when value is an exact count, 'gte' when it is a lower bound or estimate. */
  relation: v.picklist(['eq', 'gte']),
})
export type SearchTotal = v.InferOutput<typeof SearchTotalSchema>

export const PlaceKindSchema = v.picklist(['point', 'state'])
export type PlaceKind = v.InferOutput<typeof PlaceKindSchema>

/** When nothing matched near a place: the smallest wider distance the search offers that has matches. */
export const WiderRadiusSchema = v.object({ radiusMiles: v.number(), total: SearchTotalSchema })
export type WiderRadius = v.InferOutput<typeof WiderRadiusSchema>

/** When nothing matched: a title sharing words or skills with "what", and what searching for it finds. */
export const RelatedTitleSchema = v.object({ title: v.string(), total: SearchTotalSchema })
export type RelatedTitle = v.InferOutput<typeof RelatedTitleSchema>

/**
 * How many of a search's jobs each experience level and industry holds: the levels counted with every filter but
 * the level, the industries with every filter but the industry (what choosing that option would find). An option
 * with none is left out. 'eq': exact; 'gte': counted among the first 1,000 matches only, each a lower bound.
 */
export const FacetCountsSchema = v.object({
  experience: v.record(v.string(), v.number()),
  industry: v.record(v.string(), v.number()),
  relation: v.picklist(['eq', 'gte']),
})
export type FacetCounts = v.InferOutput<typeof FacetCountsSchema>

/** The answer to POST /rest/jobs/search. */
export const SearchResultSchema = v.object({
  documents: v.array(JobSummarySchema),
  hits: v.object({ total: SearchTotalSchema }),
  /** Cursor for the next page; null when there is none. */
  cursor: v.nullable(v.string()),
  complete: v.boolean(),
  message: v.nullable(SearchMessageSchema),
  /** Jobs offered when nothing matched or the location is unknown. */
  alternatives: v.array(JobSummarySchema),
  /** No match near a place: the same search at a wider distance that finds jobs (absent or null when none does). */
  widerRadius: v.optional(v.nullable(WiderRadiusSchema)),
  /** No match: related titles that do find jobs with the same place and filters, most jobs first (absent: none). */
  relatedTitles: v.optional(v.array(RelatedTitleSchema)),
  /** First page only: the experience-level and industry filters' counts for this search (absent: not counted). */
  facets: v.optional(FacetCountsSchema),
  /**
   * What "where" was found to be: a point (a city or ZIP code, searched within the distance) or a whole state
   * (searched without one). Absent: no "where", or one not found.
   */
  placeKind: v.optional(PlaceKindSchema),
})
export type SearchResult = v.InferOutput<typeof SearchResultSchema>

/** What a job seeker types into the search form: "what" and "where", each bounded, with no control characters. */
export const SearchTermsSchema = v.object({
  what: v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.maxLength(SEARCH_LIMITS.maxQueryLength)),
  where: v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.maxLength(SEARCH_LIMITS.maxQueryLength)),
})
export type SearchTerms = v.InferOutput<typeof SearchTermsSchema>

/** The message id shown when the search form is submitted with nothing to search for. */
export const SEARCH_QUERY_REQUIRED = 'search.form.queryRequired'

/**
 * A submittable search form (spec section 5, "Search query required"): "what" or "where" must hold at least
 * one letter or digit. Hireflow reads the rule as "something to search for", so a place alone is a valid search.
 */
export const SearchFormSchema = v.pipe(
  SearchTermsSchema,
  v.check(({ what, where }) => hasLetterOrDigit(what) || hasLetterOrDigit(where), SEARCH_QUERY_REQUIRED),
)
