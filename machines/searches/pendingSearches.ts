import type { KeyValueStore } from '../../core/ports/storage'

/**
 * Searches run before the recent-searches machine has loaded, waiting in local storage for it (it records them in
 * order when it starts). Plain code, no schema library: it runs on the first screen (docs/decisions.md, "Recent
 * searches").
 */
export const PENDING_SEARCHES_KEY = 'hireflow.pendingSearches'

/** Where the machine keeps a copy of the list it shows, for the form's suggestions (searchSuggestions.ts). */
export const SHOWN_SEARCHES_KEY = 'hireflow.recentSearches.shown'
const PENDING_MAX = 20

export interface PendingSearch {
  readonly what: string
  readonly where: string
  /** The search's kept filters (checked when the machine records it). */
  readonly visaSponsorship?: true
  readonly livesIn?: string
  /** When it was run, ms since the epoch. */
  readonly at: number
}

const isPending = (value: unknown): value is PendingSearch =>
  typeof value === 'object' && value !== null &&
  typeof (value as PendingSearch).what === 'string' && typeof (value as PendingSearch).where === 'string' && Number.isFinite((value as PendingSearch).at)

export function readPendingSearches(local: KeyValueStore): PendingSearch[] {
  try {
    const value: unknown = JSON.parse(local.get(PENDING_SEARCHES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter(isPending).slice(-PENDING_MAX) : []
  } catch {
    return []
  }
}

export function addPendingSearch(local: KeyValueStore, search: PendingSearch): void {
  local.set(PENDING_SEARCHES_KEY, JSON.stringify([...readPendingSearches(local), search].slice(-PENDING_MAX)))
}

export const clearPendingSearches = (local: KeyValueStore): void => local.remove(PENDING_SEARCHES_KEY)
