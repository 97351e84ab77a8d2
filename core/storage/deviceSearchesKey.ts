/** The local-storage key of the searches run while signed out (schema and rules in core/searches); imports nothing. */
export const DEVICE_SEARCHES_KEY = 'hireflow.recentSearches'
