// Not core/text's collapseWhitespace: reaching core/text's index from this lazy chunk splits the first screen's
// shared modules into chunks of their own (+0.8 KB gz; docs/decisions.md, "Recent searches").
const collapseWhitespace = (text: string): string => text.replace(/\s+/gu, ' ').trim()

import type { KeptFilters } from '../search'
import { FAVORITE_SEARCHES_CAP, RECENT_SEARCHES_CAP, type RecentSearch, type SearchId } from './schemas'

/**
 * What makes two searches the same one: what and where, case and spacing aside, and the kept filters (a search for
 * sponsoring employers is another search). A search without them keeps the key it always had.
 */
export const searchKey = (search: { readonly what: string; readonly where: string } & KeptFilters): string =>
  `${collapseWhitespace(search.what).toLowerCase()}\n${collapseWhitespace(search.where).toLowerCase()}${search.visaSponsorship ? '\nvisa' : ''}${search.livesIn ? `\nlivesIn=${search.livesIn}` : ''}`

/** A change the user made to the list. */
export type SearchChange =
  | { readonly kind: 'searched'; readonly search: RecentSearch }
  | { readonly kind: 'starred'; readonly id: SearchId; readonly starred: boolean }
  | { readonly kind: 'renamed'; readonly id: SearchId; readonly name: string }
  | { readonly kind: 'deleted'; readonly id: SearchId }

const newestFirst = (a: RecentSearch, b: RecentSearch) => Date.parse(b.searchedAt) - Date.parse(a.searchedAt)

/** Keeps every favorite up to its cap and the newest recent searches up to theirs; newest first. */
export function capSearches(list: readonly RecentSearch[]): RecentSearch[] {
  const sorted = [...list].sort(newestFirst)
  const favorites = sorted.filter((entry) => entry.starred).slice(0, FAVORITE_SEARCHES_CAP)
  const recent = sorted.filter((entry) => !entry.starred).slice(0, RECENT_SEARCHES_CAP)
  return sorted.filter((entry) => favorites.includes(entry) || recent.includes(entry))
}

/**
 * The list after one change. Running a search already in the list moves it to the top (keeping its id, star and
 * name); starring, renaming or deleting an unknown id changes nothing.
 */
export function applySearchChange(list: readonly RecentSearch[], change: SearchChange): readonly RecentSearch[] {
  switch (change.kind) {
    case 'searched': {
      const key = searchKey(change.search)
      const known = list.find((entry) => searchKey(entry) === key)
      const entry = known ? { ...known, what: change.search.what, where: change.search.where, searchedAt: change.search.searchedAt } : change.search
      // An entry of another search under the same id (a stale answer) gives way: ids stay unique.
      return capSearches([entry, ...list.filter((other) => other !== known && other.id !== entry.id)])
    }
    case 'starred':
      if (change.starred && !list.some((entry) => entry.id === change.id && !entry.starred)) return list
      if (change.starred && list.filter((entry) => entry.starred).length >= FAVORITE_SEARCHES_CAP) return list
      return list.map((entry) => (entry.id === change.id ? { ...entry, starred: change.starred } : entry))
    case 'renamed':
      return list.map((entry) => (entry.id === change.id ? { ...entry, name: change.name.trim() } : entry))
    case 'deleted':
      return list.filter((entry) => entry.id !== change.id)
  }
}

export const applySearchChanges = (list: readonly RecentSearch[], changes: readonly SearchChange[]): readonly RecentSearch[] =>
  changes.reduce(applySearchChange, list)

/**
 * The device's list merged into the account's at sign-in: the account's entries stay (a device entry of the same
 * search brings its star and newer time), the device's others are added, then the caps apply. Merging again adds nothing.
 */
export function mergeSearchLists(account: readonly RecentSearch[], device: readonly RecentSearch[]): RecentSearch[] {
  const byKey = new Map(account.map((entry) => [searchKey(entry), entry]))
  for (const entry of device) {
    const key = searchKey(entry)
    const known = byKey.get(key)
    if (!known) byKey.set(key, entry)
    else
      byKey.set(key, {
        ...known,
        starred: known.starred || entry.starred,
        name: known.name || entry.name,
        searchedAt: Date.parse(entry.searchedAt) > Date.parse(known.searchedAt) ? entry.searchedAt : known.searchedAt,
      })
  }
  return capSearches([...byKey.values()])
}

/** The searches the form suggests for what is typed in a field: those whose field starts with it (all when empty). */
export function matchingSearches(list: readonly RecentSearch[], field: 'what' | 'where', typed: string, limit = 5): RecentSearch[] {
  const prefix = collapseWhitespace(typed).toLowerCase()
  const seen = new Set<string>()
  const matches: RecentSearch[] = []
  for (const entry of list) {
    const value = collapseWhitespace(entry[field]).toLowerCase()
    if (value === '' || !value.startsWith(prefix) || seen.has(searchKey(entry))) continue
    seen.add(searchKey(entry))
    matches.push(entry)
    if (matches.length >= limit) break
  }
  return matches
}
