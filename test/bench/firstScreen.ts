/**
 * What home -> search downloads, read from a build's manifest (dist/.vite/manifest.json): the entry chunk, its static
 * imports, and the lazy chunks the journey itself opens (HOME_TO_SEARCH_LAZY) with their imports. The budget's figure
 * is their gzip -9 size. Shared by the bundle bench (which checks the list against what Chromium really loads) and
 * the fast budget test (test/architecture/firstScreenBudget.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The first screen's JS budget, gzip -9 (issues 9, 10, 11, 14). */
export const FIRST_SCREEN_BUDGET_KB = 150

/**
 * Lazy chunks home -> search opens by itself (their source modules): the autocomplete's popup and calls on the first
 * keystroke, the page heading's focus after the navigation to /search, and what starts after the first paint. Nothing
 * else may load on the way; a chunk loaded on the way and not named here makes the bundle bench fail
 * (`npm run check:first-screen`).
 */
export const HOME_TO_SEARCH_LAZY = [
  'ui/features/search/SuggestionPopup.tsx',
  'machines/app/suggestionsApi.ts',
  'ui/features/navigation/focusPageHeading.ts',
  // After the first paint (ui/afterPaint.ts): the offline toast, web vitals, the service worker's registration.
  'ui/afterPaint.ts',
  'adapters/browser/webVitals.ts',
  'adapters/browser/serviceWorker.ts',
] as const

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
}

export interface FirstScreenScript {
  readonly name: string
  readonly bytes: number
  readonly gzipBytes: number
}

export const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length
export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

export const manifestPath = (distDir: string) => join(distDir, '.vite/manifest.json')
export const hasBuild = (distDir: string) => existsSync(manifestPath(distDir))

/** The scripts of the entry and its static imports, then (with `lazy`) of the journey's lazy chunks and their imports. */
export function firstScreenScripts(distDir: string, lazy: readonly string[] = []): FirstScreenScript[] {
  const manifest = JSON.parse(readFileSync(manifestPath(distDir), 'utf8')) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  for (const key of lazy) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update HOME_TO_SEARCH_LAZY (test/bench/firstScreen.ts)`)
    visit(key)
  }
  return [...seen].flatMap((key) => {
    const file = manifest[key]?.file
    if (!file?.endsWith('.js')) return []
    const body = readFileSync(join(distDir, file))
    return [{ name: `/${file}`, bytes: body.length, gzipBytes: gzipSize(body) }]
  })
}

export const totalGzipKb = (scripts: readonly FirstScreenScript[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024
