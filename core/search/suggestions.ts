import * as v from 'valibot'
import { SUGGESTION_LIMITS } from '../constants'
import { safeText } from '../text'
import type { AbortSignalLike } from '../ports/http'
import type { Api } from '../api/transport'

/** The search form's fields that autocomplete: "what" (titles, skills) and "where" (the gazetteer). */
export const SUGGESTION_FIELDS = ['what', 'where'] as const
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number]

export const SUGGESTION_KINDS = ['title', 'skill', 'city', 'state', 'zip'] as const

/** One autocomplete answer: `text` goes into the field as it is. */
export const SuggestionSchema = v.object({
  text: v.string(),
  kind: v.picklist(SUGGESTION_KINDS),
  /** Open jobs with this title or skill ("what" only). */
  jobs: v.optional(v.number()),
  /** A ZIP's city ("Austin, TX"). */
  detail: v.optional(v.string()),
})
export type Suggestion = v.InferOutput<typeof SuggestionSchema>

/** The answer to GET /rest/suggestions/{what|where}?q=...: most popular first, at most SUGGESTION_LIMITS.maxSuggestions. */
export const SuggestionsSchema = v.object({ suggestions: v.array(SuggestionSchema) })
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>

/** The query of GET /rest/suggestions/{field}: what has been typed so far. */
export const SuggestionQuerySchema = v.object({
  q: v.pipe(v.string(), safeText(), v.maxLength(SUGGESTION_LIMITS.maxQueryLength)),
})

/**
 * Typed text as the suggestion index keys it: lower case, every run of characters other than letters and digits one
 * space, trimmed. Migration 008's suggestion_norm does the same in SQL.
 */
export const normaliseSuggestionText = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

/** The autocomplete call, apart from createSearchApi so the first screen loads it only when the form asks. */
export interface SuggestionsApi {
  /** GET /rest/suggestions/{what|where}?q=...: suggestions for what has been typed so far. */
  suggest(field: SuggestionField, typed: string, options?: { signal?: AbortSignalLike }): Promise<Suggestions>
}

/** The autocomplete call over the app's API transport (createApi). */
export const createSuggestionsApi = (api: Api): SuggestionsApi => ({
  suggest: (field, typed, options) =>
    api.call({ method: 'GET', path: `/rest/suggestions/${field}?q=${encodeURIComponent(typed)}`, schema: SuggestionsSchema, signal: options?.signal }),
})
