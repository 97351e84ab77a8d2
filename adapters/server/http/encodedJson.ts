import type { Context } from 'hono'
import { compressBody, COMPRESS_MIN_BYTES, negotiateEncoding, type Encoding } from './compression'

/** One answer's bytes: its JSON once, and each encoding once when a client first asks for it. */
interface Encoded {
  readonly json: Uint8Array<ArrayBuffer>
  readonly compressed: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>
}

/**
 * JSON answers whose value is often the very same object (a result cache's entry): the serialised JSON and its brotli
 * and gzip bytes are kept beside the object (a WeakMap: dropped with the cache entry), so a cached answer costs neither
 * JSON.stringify nor compression again (issue 14: a cached search cost ~1 ms of CPU, most of it brotli of the same 10
 * KB). Other objects (a later page, an answer the cache keeps not) are encoded once and forgotten.
 * The answer carries Content-Encoding, so compressAnswers (compression.ts) leaves it as it is; Vary as it would say.
 */
export function encodedJsonAnswers(): (c: Context, value: object) => Promise<Response> {
  const encoded = new WeakMap<object, Encoded>()
  return async (c, value) => {
    let entry = encoded.get(value)
    if (!entry) {
      entry = { json: new TextEncoder().encode(JSON.stringify(value)), compressed: {} }
      encoded.set(value, entry)
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' }
    const encoding = entry.json.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(c.req.header('accept-encoding')) : null
    const bytes = encoding ? await (entry.compressed[encoding] ??= compressBody(entry.json, encoding).then((buffer) => new Uint8Array(buffer))) : entry.json
    if (encoding) headers['content-encoding'] = encoding
    headers['content-length'] = String(bytes.byteLength)
    return c.body(bytes, 200, headers)
  }
}
