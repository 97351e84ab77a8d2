import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** The encodings Hireflow answers with, best first. */
export type Encoding = 'br' | 'gzip'
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** Answers smaller than this go as they are: compressing them saves less than it costs (headers, CPU). */
export const COMPRESS_MIN_BYTES = 1024

/**
 * Text worth compressing. Everything else (images, fonts, archives) is already compressed, and compressing it again
 * only costs CPU.
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'image/svg+xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  )
}

/**
 * The encoding to answer with for an `Accept-Encoding` header, among `available` (best first): the first one the
 * client accepts with a non-zero quality, by name or through `*`; null for none (send the body as it is). Quality
 * values only veto (q=0): every browser that sends `br` prefers it.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined, available: readonly Encoding[] = ENCODINGS): Encoding | null {
  const qualities = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    qualities.set(name.trim(), Number.isNaN(quality) ? 0 : quality)
  }
  const accepts = (encoding: Encoding) => (qualities.get(encoding) ?? qualities.get('*') ?? 0) > 0
  return available.find(accepts) ?? null
}

/** Adds `Accept-Encoding` to a response's Vary header unless it is already named there. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('vary')
  if (!vary) return headers.set('vary', 'Accept-Encoding')
  const names = vary.split(',').map((name) => name.trim().toLowerCase())
  if (!names.includes('accept-encoding') && !names.includes('*')) headers.set('vary', `${vary}, Accept-Encoding`)
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * On the fly, per answer: brotli at quality 4 (about gzip -6's CPU, a smaller result) and gzip at level 6. Built
 * assets do not come here: they are compressed once at build time at the best level (precompress.ts).
 */
export function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 })
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * Compresses every text answer of at least `minBytes` for a client that accepts br or gzip (API JSON, errors, the
 * dev pages, a built file that has no precompressed twin), and says `Vary: Accept-Encoding` on every text answer,
 * compressed or not, so a shared cache never hands one client another's encoding. An answer already encoded (a
 * precompressed asset), marked `no-transform`, without a body or to a HEAD is left alone.
 */
export function compressAnswers(minBytes: number = COMPRESS_MIN_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const response = c.res
    if (!isCompressibleType(response.headers.get('content-type'))) return
    varyOnAcceptEncoding(response.headers)
    // The body is looked at last: on Node, touching it turns the server's light answer into a full web Response,
    // which then has to be streamed out (about a tenth of what a cached search cost, issue 14).
    if (c.req.method === 'HEAD' || NO_BODY_STATUSES.has(response.status)) return
    if (response.headers.has('content-encoding') || /\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return
    const encoding = negotiateEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (declared < minBytes || !response.body) return
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    const replace = (bytes: Uint8Array<ArrayBuffer>) => {
      c.res = undefined // else Hono copies the old headers (Content-Length) over the new answer's
      c.res = new Response(bytes, { status: response.status, statusText: response.statusText, headers })
    }
    if (body.byteLength < minBytes) return replace(body)
    const compressed = await compressBody(body, encoding)
    headers.set('content-encoding', encoding)
    headers.set('content-length', String(compressed.byteLength))
    const etag = headers.get('etag')
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
    replace(new Uint8Array(compressed))
  }
}
