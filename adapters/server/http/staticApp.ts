import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { ENCODINGS, isCompressibleType, negotiateEncoding, type Encoding } from './compression'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml',
}
/** The file name suffix of each encoding's precompressed twin (written at build time: precompress.ts). */
export const ENCODED_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/** The content type a built file is served with. */
export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

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

interface FileAnswer {
  readonly body: Buffer
  readonly headers: Record<string, string>
}

/**
 * A text file as the client asked for it: its precompressed twin in the best encoding the client accepts when the
 * build wrote one, else the file itself; `Vary: Accept-Encoding` either way. Other files as they are.
 */
async function readForClient(path: string, acceptEncoding: string | undefined): Promise<FileAnswer | null> {
  const type = contentTypeOf(path)
  if (!isCompressibleType(type)) {
    const body = await readIfFile(path)
    return body && { body, headers: { 'Content-Type': type } }
  }
  const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' }
  for (const encoding of ENCODINGS) {
    if (!negotiateEncoding(acceptEncoding, [encoding])) continue
    const body = await readIfFile(path + ENCODED_SUFFIX[encoding])
    if (body) return { body, headers: { ...headers, 'Content-Encoding': encoding } }
  }
  const body = await readIfFile(path)
  return body && { body, headers }
}

/**
 * Serves the built app from `distDir`: files with their content type, and index.html for
 * any other path (the SPA fallback, 200) so the app can show its landing page. Text files go precompressed when
 * the build left a .br/.gz twin (vite.config.ts); hashed assets are cached for a year, everything else revalidated.
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
    const acceptEncoding = c.req.header('accept-encoding')
    const file = inside && !pathname.endsWith('/') ? await readForClient(filePath, acceptEncoding) : null
    if (file) {
      const cache = pathname.startsWith(HASHED_PREFIX) ? IMMUTABLE : 'no-cache'
      return c.body(new Uint8Array(file.body), 200, { ...file.headers, 'Cache-Control': cache })
    }
    if (pathname.startsWith(HASHED_PREFIX)) return c.text('Not found.', 404)
    const index = await readForClient(join(root, 'index.html'), acceptEncoding)
    if (!index) return c.text('The app is not built yet. Run `npm run build` (or `npm start`), then reload.', 503)
    return c.body(new Uint8Array(index.body), 200, { ...index.headers, 'Cache-Control': 'no-cache' })
  }
}
