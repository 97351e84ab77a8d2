/**
 * Recent and favorite searches: their schemas, calls and rules (the list's changes, the sign-in merge, the device's
 * copy, the form's suggestions). Loaded with the recent-searches machine (machines/searches).
 */
export * from './schemas'
export { createSearchesApi, type SearchesApi } from './api'
export { applySearchChange, applySearchChanges, capSearches, matchingSearches, mergeSearchLists, searchKey, type SearchChange } from './searchList'
export { readDeviceSearches, writeDeviceSearches } from './deviceList'
