import { brotliDecompressSync } from 'node:zlib'
import type { Context } from 'hono'
import { compressBody, COMPRESS_MIN_BYTES, negotiateEncoding, type Encoding } from './compression'

/**
 * One JSON answer's bytes, made once and sent many times: its JSON, and its brotli (quality 4, compression.ts) and
 * gzip bytes from the first client that asks for each.
 *
 * `compact()` is the form a cache keeps (issue 14): brotli alone, about a sixth of the JSON and a twentieth of the
 * parsed object a cached first page used to be (17 KB of JSON, ~32 KB of objects); a client that takes no brotli gets
 * the JSON decompressed again (~0.05 ms), one that takes gzip its gzip bytes, made once and kept.
 */
export class EncodedJson {
  private brotli: Promise<Uint8Array<ArrayBuffer>> | null = null
  private gzip: Promise<Uint8Array<ArrayBuffer>> | null = null

  private constructor(
    private readonly json: Uint8Array<ArrayBuffer> | null,
    private br: Uint8Array<ArrayBuffer> | null,
    /** The JSON's length in bytes. */
    readonly jsonBytes: number,
  ) {}

  /** `value` as JSON; its compressed forms are made when first asked for. */
  static of(value: unknown): EncodedJson {
    const json = new TextEncoder().encode(JSON.stringify(value))
    return new EncodedJson(json, null, json.byteLength)
  }

  /** Whether the answer is large enough to be worth compressing (compression.ts). */
  get compressible(): boolean {
    return this.jsonBytes >= COMPRESS_MIN_BYTES
  }

  /**
   * The same answer holding only its smallest form, for a cache: its brotli bytes (made now if not yet), or the JSON
   * itself when too small to compress.
   */
  async compact(): Promise<EncodedJson> {
    if (!this.compressible) return this
    return new EncodedJson(null, await this.brotliBytes(), this.jsonBytes)
  }

  /** What this holds in memory, in bytes, counting room for a gzip twin a client may ask for later. */
  get weight(): number {
    return (this.json?.byteLength ?? 0) + 2 * (this.br?.byteLength ?? 0) + 64
  }

  /** The JSON's bytes. */
  identity(): Uint8Array<ArrayBuffer> {
    if (this.json) return this.json
    return new Uint8Array(brotliDecompressSync(this.br as Uint8Array))
  }

  /** The value again (a copy: every call parses). */
  parse<T>(): T {
    return JSON.parse(new TextDecoder().decode(this.identity())) as T
  }

  /** The bytes in `encoding`; null when the answer is too small to be sent compressed. */
  async encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!this.compressible) return null
    if (encoding === 'br') return this.brotliBytes()
    // A failure is not kept: the next client asks again.
    this.gzip ??= compressBody(this.identity(), 'gzip').then((buffer) => new Uint8Array(buffer), (error: unknown) => {
      this.gzip = null
      throw error
    })
    return this.gzip
  }

  private async brotliBytes(): Promise<Uint8Array<ArrayBuffer>> {
    if (this.br) return this.br
    this.brotli ??= compressBody(this.identity(), 'br').then((buffer) => (this.br = new Uint8Array(buffer)), (error: unknown) => {
      this.brotli = null
      throw error
    })
    return this.brotli
  }
}

/**
 * Sends `answer` as the client accepts it (brotli, gzip or as it is), with Content-Encoding set so compressAnswers
 * (compression.ts) leaves it as it is, and Vary as it would say.
 */
export async function sendEncodedJson(c: Context, answer: EncodedJson): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' }
  const encoding = negotiateEncoding(c.req.header('accept-encoding'))
  const compressed = encoding ? await answer.encoded(encoding) : null
  if (encoding && compressed) headers['content-encoding'] = encoding
  const bytes = compressed ?? answer.identity()
  headers['content-length'] = String(bytes.byteLength)
  return c.body(bytes, 200, headers)
}
