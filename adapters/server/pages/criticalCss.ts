import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * Critical CSS: the built app's main stylesheet (the shell, the theme, the forms: 22 KB, under 5 KB compressed),
 * inlined in a server-rendered page's head in place of its <link>, so the first paint needs no second round trip
 * for styles. Each lazy screen's own stylesheet still loads with its chunk (deferred). The page's CSP allows exactly
 * this <style> by its hash (securityHeaders' styleHashes), never 'unsafe-inline'.
 */
export interface InlineStylesheet {
  /** The <link rel="stylesheet"> tag of the built index.html that the <style> replaces. */
  readonly link: string
  /** The stylesheet's text, the <style> element's content byte for byte. */
  readonly css: string
  /** Its CSP source: 'sha256-...'. */
  readonly hash: string
}

const MAIN_STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/index-[^"/]+\.css)"[^>]*>/

/** The CSP source that allows an inline <style> whose content is `css`. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`

/** What `template` (a built index.html) links as its main stylesheet, read from `distDir`; null when there is none. */
export function readInlineStylesheet(template: string, distDir: string): InlineStylesheet | null {
  const link = MAIN_STYLESHEET.exec(template)
  if (!link?.[1]) return null
  let css: string
  try {
    css = readFileSync(join(resolve(distDir), link[1]), 'utf8')
  } catch {
    return null
  }
  // A stylesheet that could close its element is left linked (Vite's output never has one).
  if (/<\/style/i.test(css)) return null
  return { link: link[0], css, hash: styleHash(css) }
}

const cache = new Map<string, { readonly mtimeMs: number; readonly sheet: InlineStylesheet | null }>()

/**
 * The built app's main stylesheet, read once per build (index.html's modification time tells a rebuild); null
 * without a build. Synchronous, so the security headers can name its hash before the page is rendered.
 */
export function mainStylesheet(distDir: string): InlineStylesheet | null {
  const index = join(resolve(distDir), 'index.html')
  let mtimeMs: number
  try {
    mtimeMs = statSync(index).mtimeMs
  } catch {
    return null
  }
  const known = cache.get(index)
  if (known && known.mtimeMs === mtimeMs) return known.sheet
  let sheet: InlineStylesheet | null
  try {
    sheet = readInlineStylesheet(readFileSync(index, 'utf8'), distDir)
  } catch {
    sheet = null
  }
  cache.set(index, { mtimeMs, sheet })
  return sheet
}
