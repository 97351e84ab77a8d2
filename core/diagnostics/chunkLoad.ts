/**
 * Whether `error` is the browser failing to load a part of the app (a lazy chunk or its CSS): offline, or a page left
 * open across a release whose files are gone. That is the network's doing, not a bug: the page says it could not be
 * loaded rather than that something unexpected happened, and nothing is reported. The messages are Chromium's and
 * Firefox's ("...dynamically imported module"), Safari's and Vite's (a failed preload) for a failed dynamic import.
 */
export const isChunkLoadError = (error: unknown): boolean =>
  /dynamically imported module|^Importing a module script failed|^Unable to preload CSS/.test(error instanceof Error ? error.message : String(error))
