import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { EncodedJson, sendEncodedJson } from '../../../adapters/server/http/encodedJson'

/** A first page's worth of JSON: twenty jobs of a few hundred bytes each. */
const page = { documents: Array.from({ length: 20 }, (_, i) => ({ id: `job-${i}`, title: `Registered Nurse ${i}`, summary: 'Care for patients on a busy ward. '.repeat(8) })) }
const json = JSON.stringify(page)
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('an answer encoded once (http/encodedJson.ts)', () => {
  test('its JSON, brotli and gzip bytes are all the same JSON, fresh and compact', async () => {
    const fresh = EncodedJson.of(page)
    const compact = await fresh.compact()
    for (const answer of [fresh, compact]) {
      expect(text(answer.identity())).toBe(json)
      expect(text(brotliDecompressSync((await answer.encoded('br'))!))).toBe(json)
      expect(text(gunzipSync((await answer.encoded('gzip'))!))).toBe(json)
      expect(answer.parse()).toEqual(page)
      expect(answer.jsonBytes).toBe(json.length)
    }
  })

  test('the compact form holds the brotli bytes alone: a fraction of the JSON', async () => {
    const compact = await EncodedJson.of(page).compact()
    const br = (await compact.encoded('br'))!.byteLength
    expect(br).toBeLessThan(json.length / 4)
    // Room for a gzip twin is counted, the JSON is not.
    expect(compact.weight).toBe(2 * br + 64)
    expect(EncodedJson.of(page).weight).toBeGreaterThanOrEqual(json.length)
  })

  test('a small answer is never compressed, and is its own compact form', async () => {
    const small = EncodedJson.of({ ok: true })
    expect(small.compressible).toBe(false)
    expect(await small.encoded('br')).toBeNull()
    expect(await small.compact()).toBe(small)
    expect(small.parse()).toEqual({ ok: true })
  })

  test('sent as each client accepts it, with the headers that say so', async () => {
    const compact = await EncodedJson.of(page).compact()
    const app = new Hono().get('/', (c) => sendEncodedJson(c, compact))
    const plain = await app.request('/')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('content-length')).toBe(String(json.length))
    expect(await plain.text()).toBe(json)
    for (const [accept, encoding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const response = await app.request('/', { headers: { 'accept-encoding': accept } })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      const body = new Uint8Array(await response.arrayBuffer())
      expect(response.headers.get('content-length')).toBe(String(body.byteLength))
      expect(text(decode(body))).toBe(json)
    }
  })
})
