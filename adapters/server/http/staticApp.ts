import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context } from 'hono'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml',
}
/** Vite puts content-hashed files here: they never change, so they may be cached for a year. */
const HASHED_PREFIX = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null
  } catch {
    return null
  }
}

/**
 * Serves the built app from `distDir`: files with their content type, and index.html for
 * any other path (the SPA fallback, 200) so the app can show its landing page.
 */
export function serveApp(distDir: string) {
  const root = resolve(distDir)
  return async (c: Context) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      pathname = '/'
    }
    const filePath = normalize(join(root, pathname))
    const inside = filePath.startsWith(root + sep)
    const file = inside && !pathname.endsWith('/') ? await readIfFile(filePath) : null
    if (file) {
      const type = CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
      const cache = pathname.startsWith(HASHED_PREFIX) ? IMMUTABLE : 'no-cache'
      return c.body(new Uint8Array(file), 200, { 'Content-Type': type, 'Cache-Control': cache })
    }
    if (pathname.startsWith(HASHED_PREFIX)) return c.text('Not found.', 404)
    const index = await readIfFile(join(root, 'index.html'))
    if (!index) return c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload.', 503)
    return c.body(new Uint8Array(index), 200, { 'Content-Type': CONTENT_TYPES['.html'] as string, 'Cache-Control': 'no-cache' })
  }
}
