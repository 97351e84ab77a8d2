import type { KeyValueStore } from '../../core/ports/storage'
import { readPendingSearches, SHOWN_SEARCHES_KEY } from './pendingSearches'

/**
 * The recent searches the search form suggests, read from local storage without loading the recent-searches
 * machine (its chunk stays off the home -> search path, docs/decisions.md "Recent searches"): the searches waiting
 * to be recorded, then the list the machine last showed (it keeps a copy under SHOWN_SEARCHES_KEY). Plain code, no
 * schema library: it loads with the suggestion popup.
 */

/** One suggested search: what and where, and whether it is a favorite. */
export interface SuggestedSearch {
  readonly what: string
  readonly where: string
  readonly starred: boolean
}

const isSearch = (value: unknown): value is SuggestedSearch =>
  typeof value === 'object' && value !== null && typeof (value as SuggestedSearch).what === 'string' && typeof (value as SuggestedSearch).where === 'string'

export function readShownSearches(local: KeyValueStore): SuggestedSearch[] {
  try {
    const value: unknown = JSON.parse(local.get(SHOWN_SEARCHES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter(isSearch).map((entry) => ({ what: entry.what, where: entry.where, starred: entry.starred === true })) : []
  } catch {
    return []
  }
}

const norm = (text: string) => text.replace(/\s+/gu, ' ').trim().toLowerCase()

/** The searches whose `field` starts with what is typed (all with that field when nothing is), newest first, once each. */
export function suggestedSearches(local: KeyValueStore, field: 'what' | 'where', typed: string, limit: number): SuggestedSearch[] {
  const prefix = norm(typed)
  const pending = readPendingSearches(local).reverse().map((entry) => ({ what: entry.what, where: entry.where, starred: false }))
  const seen = new Set<string>()
  const found: SuggestedSearch[] = []
  for (const entry of [...pending, ...readShownSearches(local)]) {
    const key = `${norm(entry.what)}\n${norm(entry.where)}`
    const value = norm(entry[field])
    if (value === '' || !value.startsWith(prefix) || seen.has(key)) continue
    seen.add(key)
    found.push(entry)
    if (found.length >= limit) break
  }
  return found
}
