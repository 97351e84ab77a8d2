import * as v from 'valibot'
import { SEARCH_LIMITS } from '../constants'
import { safeText } from '../text'

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

/** The answer to GET /rest/suggestions/{what|where}?q=...: most popular first, at most SEARCH_LIMITS.maxSuggestions. */
export const SuggestionsSchema = v.object({ suggestions: v.array(SuggestionSchema) })
export type Suggestions = v.InferOutput<typeof SuggestionsSchema>

/** The query of GET /rest/suggestions/{field}: what has been typed so far. */
export const SuggestionQuerySchema = v.object({
  q: v.pipe(v.string(), safeText(), v.maxLength(SEARCH_LIMITS.maxSuggestionQueryLength)),
})

/**
 * Typed text as the suggestion index keys it: lower case, every run of characters other than letters and digits one
 * space, trimmed. Migration 008's suggestion_norm does the same in SQL.
 */
export const normaliseSuggestionText = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
