import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * What a server-rendered page carries inline so that its first paint waits for no other request: the built app's
 * first-screen stylesheets (critical CSS: the shell, the theme, the forms, the first screen's components; 22 KB, under
 * 5 KB compressed; index.html links them as several files since the entry loads the app after the first paint,
 * vite.config.ts's preloadedApp) as one <style> in place of their <link>s, and the pre-paint theme script
 * (public/theme.js) in place of its <script src>. Each lazy screen's own
 * stylesheet still loads with its chunk (deferred). The CSP allows exactly these two elements by their hashes
 * (securityHeaders' styleHashes and scriptHashes), never 'unsafe-inline'. The static index.html (any other address,
 * or a static host of dist/) keeps the files.
 */
export interface InlineAsset {
  /** The tag of the built index.html that the inline element replaces. */
  readonly tag: string
  /** Further tags whose files the inline element carries too, after the first's (stylesheets only). */
  readonly merged?: readonly string[]
  /** The file's text, the inline element's content byte for byte. */
  readonly text: string
  /** Its CSP source: 'sha256-...'. */
  readonly hash: string
}

export interface InlineAssets {
  readonly stylesheet: InlineAsset | null
  readonly themeScript: InlineAsset | null
  /** Each app module's lazy stylesheets (/assets/*.css), from the build's manifest (dist/.vite/manifest.json). */
  readonly chunkStyles?: Readonly<Record<string, readonly string[]>>
}

const STYLESHEETS = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g
const THEME_SCRIPT = /<script src="(\/theme\.js)"><\/script>/

/** The CSP source that allows an inline element whose content is `text`. */
export const inlineHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function readAsset(template: string, distDir: string, pattern: RegExp, closing: RegExp): InlineAsset | null {
  const tag = pattern.exec(template)
  if (!tag?.[1]) return null
  let text: string
  try {
    text = readFileSync(join(resolve(distDir), tag[1]), 'utf8')
  } catch {
    return null
  }
  // A file that could close its element is left as a file (Vite's output and theme.js never have one).
  if (closing.test(text)) return null
  return { tag: tag[0], text, hash: inlineHash(text) }
}

/** Every stylesheet `template` links, in its order, as one inline element; none when one cannot be read or inlined. */
function readStylesheets(template: string, distDir: string): InlineAsset | null {
  const tags = [...template.matchAll(STYLESHEETS)]
  const texts: string[] = []
  for (const [tag, href] of tags) {
    const asset = href ? readAsset(tag, distDir, /href="([^"]+)"/, /<\/style/i) : null
    if (!asset) return null
    texts.push(asset.text)
  }
  const [first, ...merged] = tags.map(([tag]) => tag)
  if (!first) return null
  const text = texts.join('\n')
  return { tag: first, merged, text, hash: inlineHash(text) }
}

/** What `template` (a built index.html) links as its stylesheets and theme script, read from `distDir`. */
export const readInlineAssets = (template: string, distDir: string): InlineAssets => ({
  stylesheet: readStylesheets(template, distDir),
  themeScript: readAsset(template, distDir, THEME_SCRIPT, /<\/script|<!--/i),
  chunkStyles: readChunkStyles(distDir),
})

/** Each module's own stylesheets as the manifest lists them; none when the build has no manifest. */
function readChunkStyles(distDir: string): Record<string, readonly string[]> {
  let manifest: unknown
  try {
    manifest = JSON.parse(readFileSync(join(resolve(distDir), '.vite', 'manifest.json'), 'utf8'))
  } catch {
    return {}
  }
  const styles: Record<string, readonly string[]> = {}
  for (const [module, chunk] of Object.entries(manifest as Record<string, { css?: unknown }>)) {
    const css = Array.isArray(chunk.css) ? chunk.css.filter((file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.css$/.test(file)) : []
    if (css.length > 0) styles[module] = css.map((file) => `/${file}`)
  }
  return styles
}

const NONE: InlineAssets = { stylesheet: null, themeScript: null }
const cache = new Map<string, { readonly mtimeMs: number; readonly assets: InlineAssets }>()

/**
 * The built app's inline assets, read once per build (index.html's modification time tells a rebuild, so a server
 * running while the app is rebuilt names the new hashes); none without a build. Synchronous, so the security
 * headers can name the hashes before the page is rendered.
 */
export function inlineAssets(distDir: string): InlineAssets {
  const index = join(resolve(distDir), 'index.html')
  let mtimeMs: number
  try {
    mtimeMs = statSync(index).mtimeMs
  } catch {
    return NONE
  }
  const known = cache.get(index)
  if (known && known.mtimeMs === mtimeMs) return known.assets
  let assets: InlineAssets
  try {
    assets = readInlineAssets(readFileSync(index, 'utf8'), distDir)
  } catch {
    assets = NONE
  }
  cache.set(index, { mtimeMs, assets })
  return assets
}
