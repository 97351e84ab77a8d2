import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compressAnswers, negotiateEncoding, varyOnAcceptEncoding } from '../../adapters/server/http/compression'
import { precompressDirectory } from '../../adapters/server/http/precompress'
import { listen, type ListeningServer } from './rawHttp'
import { startTestServer, type TestServer } from './helpers'

const BROWSER = 'gzip, deflate, br, zstd'
/** Text that compresses well but not trivially, like a built chunk. */
const script = (bytes: number) =>
  Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `export const value${i} = ${i * 7919} % 13;\n`).join('').slice(0, bytes)
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(Array.from({ length: 8000 }, (_, i) => (i * 7919) % 251))])
const INDEX = `<!doctype html><html><head><title>Hireflow</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`

let dist: string
let server: TestServer
let twins: string[]

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'hireflow-compression-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), INDEX)
  await writeFile(join(dist, 'assets/app-abc123.js'), script(40_000))
  await writeFile(join(dist, 'assets/app-abc123.js.map'), script(40_000))
  await writeFile(join(dist, 'assets/tiny-abc123.js'), 'export const a = 1\n')
  await writeFile(join(dist, 'assets/logo-abc123.png'), png)
  await writeFile(join(dist, 'theme.js'), script(3000))
  twins = await precompressDirectory(dist)
  server = await startTestServer({}, dist)
})
afterAll(async () => {
  await server.db.close()
  await rm(dist, { recursive: true, force: true })
})

const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
  server.app.request(path, { ...init, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...init.headers } })
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())
const decoded = async (response: Response) => {
  const body = await bytesOf(response)
  const encoding = response.headers.get('content-encoding')
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')
}

describe('the build writes each text file compressed once', () => {
  test('a .br and a .gz twin next to every text file of 1 KB or more; none for source maps, images or small files', async () => {
    const names = (await readdir(dist, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name)).sort()
    expect(names).toEqual(['assets/app-abc123.js.br', 'assets/app-abc123.js.gz', 'index.html.br', 'index.html.gz', 'theme.js.br', 'theme.js.gz'])
    expect(twins).toHaveLength(6)
  })
})

describe('built files go in the encoding the browser asks for', () => {
  test.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s -> %s, with Vary and the year-long immutable cache', async (accept, encoding) => {
    const response = await get('/assets/app-abc123.js', accept)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await decoded(response)).toBe(script(40_000))
  })

  test('brotli is smaller than gzip, and both far smaller than the file', async () => {
    const br = (await bytesOf(await get('/assets/app-abc123.js', 'br'))).byteLength
    const gz = (await bytesOf(await get('/assets/app-abc123.js', 'gzip'))).byteLength
    expect(br).toBeLessThan(gz)
    expect(gz).toBeLessThan(40_000 / 4)
  })

  test('index.html and the SPA fallback go compressed and are always revalidated', async () => {
    for (const path of ['/about', '/jobs/123']) {
      const response = await get(path, BROWSER)
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await decoded(response), path).toBe(INDEX)
    }
  })

  test('a page the server renders (home, search) goes compressed and is always revalidated', async () => {
    for (const path of ['/', '/search?what=nurse']) {
      const response = await get(path, BROWSER)
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await decoded(response), path).toContain('<link rel="canonical"')
    }
  })

  test('an unhashed file outside /assets is revalidated, not cached for a year', async () => {
    const response = await get('/theme.js', BROWSER)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  test('an image goes as it is, with no Vary', async () => {
    const response = await get('/assets/logo-abc123.png', BROWSER)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(await bytesOf(response)).toEqual(png)
  })

  test('a small file goes as it is, still with Vary', async () => {
    const response = await get('/assets/tiny-abc123.js', BROWSER)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await decoded(response)).toBe('export const a = 1\n')
  })

  test('a text file without a twin (a source map) is compressed on the fly', async () => {
    const response = await get('/assets/app-abc123.js.map', 'gzip')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await decoded(response)).toBe(script(40_000))
  })

  test('the security headers survive compression', async () => {
    const response = await get('/assets/app-abc123.js', BROWSER)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('API answers are compressed on the fly above 1 KB', () => {
  const search = (acceptEncoding: string | undefined, body: unknown) =>
    get('/rest/jobs/search', acceptEncoding, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  test.each([[BROWSER, 'br'], ['gzip', 'gzip'], [undefined, null]])('a page of results, Accept-Encoding %s -> %s', async (accept, encoding) => {
    const plain = await (await search(undefined, { what: 'nurse' })).text()
    expect(plain.length).toBeGreaterThan(1024)
    const response = await search(accept, { what: 'nurse' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe(encoding)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toContain('application/json')
    if (encoding) expect(Number(response.headers.get('content-length'))).toBe((await bytesOf(response.clone())).byteLength)
    expect(JSON.parse(await decoded(response))).toEqual(JSON.parse(plain))
  })

  test('a small answer (an error body, GET /env) goes as it is', async () => {
    const invalid = await search(BROWSER, { pageSize: 0 })
    expect(invalid.status).toBe(400)
    expect(invalid.headers.get('content-encoding')).toBeNull()
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('request.invalid')
    const env = await get('/env', BROWSER)
    expect(env.headers.get('content-encoding')).toBeNull()
    expect(await env.json()).toHaveProperty('apiUrl')
  })

  test('the body limit still answers 413 before reading more', async () => {
    const response = await search(BROWSER, { what: 'x'.repeat(20_000) })
    expect(response.status).toBe(413)
  })
})

describe('the middleware on its own', () => {
  const app = new Hono()
  app.use(compressAnswers())
  app.get('/json', (c) => c.json({ text: 'a'.repeat(5000) }))
  app.get('/etag', (c) => c.body('b'.repeat(5000), 200, { 'content-type': 'text/plain', etag: '"v1"' }))
  app.get('/no-transform', (c) => c.body('c'.repeat(5000), 200, { 'content-type': 'text/plain', 'cache-control': 'no-transform' }))
  app.get('/zip', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'application/zip' }))
  app.get('/stream', (c) => c.body('d'.repeat(5000), 200, { 'content-type': 'text/event-stream' }))
  app.get('/cookie', (c) => {
    c.header('set-cookie', 'a=1', { append: true })
    c.header('set-cookie', 'b=2', { append: true })
    return c.json({ text: 'e'.repeat(5000) })
  })

  test('a strong ETag becomes weak once the body is compressed', async () => {
    const response = await app.request('/etag', { headers: { 'accept-encoding': 'br' } })
    expect(response.headers.get('etag')).toBe('W/"v1"')
  })

  test('no-transform, already-compressed types and event streams go as they are', async () => {
    for (const path of ['/no-transform', '/zip', '/stream']) {
      const response = await app.request(path, { headers: { 'accept-encoding': BROWSER } })
      expect(response.headers.get('content-encoding'), path).toBeNull()
    }
    expect((await app.request('/zip', { headers: { 'accept-encoding': BROWSER } })).headers.get('vary')).toBeNull()
  })

  test('every Set-Cookie header is kept', async () => {
    const response = await app.request('/cookie', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  test('HEAD gets the headers and no body', async () => {
    const response = await app.request('/json', { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect((await bytesOf(response)).byteLength).toBe(0)
  })
})

describe('over a real socket', () => {
  let listening: ListeningServer
  beforeAll(async () => {
    listening = await listen(server.app)
  })
  afterAll(async () => {
    await listening.close()
  })

  const raw = (method: string, path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: listening.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  test('GET sends the brotli twin with its own Content-Length', async () => {
    const response = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': BROWSER })
    expect(response.headers['content-encoding']).toBe('br')
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength)
    expect(brotliDecompressSync(response.body).toString()).toBe(script(40_000))
  })

  test('HEAD says what GET would send, without a body', async () => {
    const response = await raw('HEAD', '/assets/app-abc123.js', { 'accept-encoding': BROWSER })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.body.byteLength).toBe(0)
  })

  test('a Range request gets the whole file (ranges are not served, so no partial encoded bytes)', async () => {
    const response = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'identity', range: 'bytes=0-99' })
    expect(response.status).toBe(200)
    expect(response.headers['content-range']).toBeUndefined()
    expect(response.body.toString()).toBe(script(40_000))
  })
})

describe('negotiating the encoding', () => {
  test.each([
    ['br', 'br'],
    ['gzip, br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0', null],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['*;q=0', null],
    ['gzip;q=0.5, br;q=0.2', 'br'],
    ['deflate, identity', null],
    ['', null],
  ])('%s -> %s', (accept, expected) => {
    expect(negotiateEncoding(accept)).toBe(expected)
  })

  test('it never picks an encoding the header refuses or does not name', () => {
    const token = fc.constantFrom('br', 'gzip', 'deflate', 'identity', 'zstd', '*')
    const entry = fc.tuple(token, fc.option(fc.constantFrom('0', '0.0', '0.5', '1'), { nil: undefined }))
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const header = entries.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(', ')
        const chosen = negotiateEncoding(header)
        if (chosen === null) return
        const own = entries.filter(([name]) => name === chosen).at(-1)
        const star = entries.filter(([name]) => name === '*').at(-1)
        const quality = (own ?? star)?.[1]
        expect(own ?? star).toBeDefined()
        expect(Number(quality ?? '1')).toBeGreaterThan(0)
      }),
    )
  })

  test('Vary keeps what an answer already varies on', () => {
    const headers = new Headers({ vary: 'Origin' })
    varyOnAcceptEncoding(headers)
    varyOnAcceptEncoding(headers)
    expect(headers.get('vary')).toBe('Origin, Accept-Encoding')
  })
})
