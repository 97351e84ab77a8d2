/**
 * The autocomplete call's factory on its own, so apis.ts loads it with a dynamic import: its wire schemas then
 * leave the first screen's chunk (core/search's index is there, but only what is used of it).
 */
export { createSuggestionsApi } from '../../core/search'
