import * as v from 'valibot'
import { KEPT_FILTER_ENTRIES, SearchTermsSchema } from '../search'
import { safeText, UNSAFE_TEXT_MESSAGE } from '../text/safeText'

/** How many recent (not starred) searches a list keeps; older ones drop off as new ones come. */
export const RECENT_SEARCHES_CAP = 20
/** How many favorite (starred) searches a list keeps. */
export const FAVORITE_SEARCHES_CAP = 50
/** A favorite's name: what the user calls it (rename). */
export const SEARCH_NAME_MAX = 80

/** A search's id: opaque, URL-safe (the device's are made from the clock, the account's by the server). */
export const SearchIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/), v.brand('SearchId'))
export type SearchId = v.InferOutput<typeof SearchIdSchema>

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp())
// The search form's own bounds (core/search), not core/constants directly: see core/alerts/schemas.ts.
const term = v.pipe(SearchTermsSchema.entries.what, v.trim())

/** One search the user ran: what and where (and its kept filters), when last run, whether starred (a favorite) and its name. */
export const RecentSearchSchema = v.object({
  id: SearchIdSchema,
  what: term,
  where: term,
  ...KEPT_FILTER_ENTRIES,
  searchedAt: isoTimestamp,
  starred: v.boolean(),
  /** The favorite's name; '' shows what and where instead. */
  name: v.pipe(v.string(), v.maxLength(SEARCH_NAME_MAX)),
})
export type RecentSearch = v.InferOutput<typeof RecentSearchSchema>

const listSchema = v.pipe(v.array(RecentSearchSchema), v.maxLength(RECENT_SEARCHES_CAP + FAVORITE_SEARCHES_CAP))

/** GET /rest/searches and the merge's answer: the account's list, newest first. */
export const SearchesAnswerSchema = v.object({ searches: listSchema })
export type SearchesAnswer = v.InferOutput<typeof SearchesAnswerSchema>

/** POST /rest/searches: a search the user just ran (recorded, or moved to the top when already there). */
export const RecordSearchRequestSchema = v.strictObject({ what: term, where: term, ...KEPT_FILTER_ENTRIES })
export type RecordSearchRequest = v.InferOutput<typeof RecordSearchRequestSchema>

/** PATCH /rest/searches/{id}: star or unstar, rename. */
export const UpdateSearchRequestSchema = v.strictObject({
  starred: v.optional(v.boolean()),
  name: v.optional(v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE), v.trim(), v.maxLength(SEARCH_NAME_MAX))),
})
export type UpdateSearchRequest = v.InferOutput<typeof UpdateSearchRequestSchema>

/** POST /rest/searches/merge: the device's list, moved to the account at sign-in. */
export const MergeSearchesRequestSchema = v.strictObject({ searches: listSchema })

/** The device's list as local storage keeps it (signed out). */
export const DeviceSearchesSchema = listSchema
