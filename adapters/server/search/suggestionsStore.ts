import { normaliseSuggestionText, type Suggestion } from '../../../core/search'
import type { Queryable } from '../db/db'

/** "What" autocomplete over migration 008's table of distinct titles and skills. */
export interface SuggestionsStore {
  /** Titles and skills one of whose words starts with the typed text, most jobs first; at most `limit`. */
  suggestWhat(typed: string, limit: number): Promise<Suggestion[]>
}

/** Above every character: `key < prefix || PREFIX_END` bounds a prefix range in the C collation. */
const PREFIX_END = '\u{10FFFF}'

export function createSuggestionsStore(db: Queryable): SuggestionsStore {
  return {
    async suggestWhat(typed, limit) {
      const prefix = normaliseSuggestionText(typed)
      if (!prefix) return []
      // Labels that start with the text come before those matched at a later word; a title before a skill of the
      // same name, which then drops out (one suggestion per text).
      const rows = await db.query<{ kind: 'title' | 'skill'; label: string; jobs: number }>(
        `SELECT DISTINCT ON (starts_with(k.norm, $1), k.jobs, k.kind, k.label) k.kind, k.label, k.jobs
         FROM search_suggestion_keys k WHERE k.key >= $1 AND k.key < $2
         ORDER BY starts_with(k.norm, $1) DESC, k.jobs DESC, k.kind DESC, k.label
         LIMIT $3`,
        [prefix, prefix + PREFIX_END, limit * 2],
      )
      const seen = new Set<string>()
      const suggestions: Suggestion[] = []
      for (const row of rows) {
        const norm = normaliseSuggestionText(row.label)
        if (seen.has(norm) || suggestions.length >= limit) continue
        seen.add(norm)
        suggestions.push({ text: row.label, kind: row.kind, jobs: row.jobs })
      }
      return suggestions
    },
  }
}
