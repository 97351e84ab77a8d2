import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, EnvConfigSchema, findUnsafeCharacter } from '../../core'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { expectInvalid, parseJob, startTestServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

describe('bad input is a 400 with the error body, never a 500', () => {
  test.each([
    ['an unknown field', { what: 'nurse', colour: 'red' }, 'colour'],
    ['pageSize 1000000', { pageSize: 1_000_000 }, 'pageSize'],
    ['a negative minimum pay', { minPay: -5 }, 'minPay'],
    ['a negative radius', { radiusMiles: -1 }, 'radiusMiles'],
    ['a fractional page size', { pageSize: 2.5 }, 'pageSize'],
    ['a 10,000-character query', { what: 'n'.repeat(10_000) }, 'what'],
    ['an unknown job type', { jobTypes: ['gig'] }, 'jobTypes.0'],
    ['an unknown remote option', { remote: 'sometimes' }, 'remote'],
    ['a wrong type', { what: 42 }, 'what'],
    ['an array body', [1, 2], ''],
    ['a null body', null, ''],
  ])('%s', async (_, body, path) => {
    const paths = await expectInvalid(await server.post('/rest/jobs/search', JSON.stringify(body)))
    expect(paths).toContain(path)
  })

  test('malformed JSON', async () => {
    await expectInvalid(await server.post('/rest/jobs/search', '{"what": "nurse",'))
  })

  test('a wrong or missing content type', async () => {
    await expectInvalid(await server.post('/rest/jobs/search', '{}', { 'content-type': 'text/plain' }))
    await expectInvalid(await server.post('/rest/jobs/search', '{}', {}))
  })

  test('a body over 16 KB is a 413 request.tooLarge, whatever its content', async () => {
    const body = JSON.stringify({ what: 'nurse', pad: 'x'.repeat(20_000) })
    for (const response of [
      await server.post('/rest/jobs/search', body),
      await server.post('/rest/jobs/search', body, { 'content-type': 'application/json', 'content-length': String(body.length) }),
      await server.post('/rest/jobs/search', body, { 'content-type': 'text/plain' }),
    ]) {
      expect(response.status).toBe(413)
      expect(v.parse(ApiErrorBodySchema, await response.json()).error.code).toBe('request.tooLarge')
    }
  })

  test('any text in "what" and "where" gets a search answer (or a 400 for a control character or lone surrogate), never a 500', async () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom('AT&T', '"nurse', 'nurse -', 'or or', '!(&|):*', 'http://x.com/?a=1&b=2', "o'brien", '\\', '%', '00000', ', TX', 'nurse\u0000', '\ud800'))
    await fc.assert(fc.asyncProperty(text, text, async (what, where) => {
      const response = await server.post('/rest/jobs/search', JSON.stringify({ what, where, pageSize: 1 }))
      const unsafe = findUnsafeCharacter(what) ?? findUnsafeCharacter(where)
      expect(response.status).toBe(unsafe === null ? 200 : 400)
    }), { numRuns: 60 })
  })

  test('an error message never echoes a huge input', async () => {
    const response = await server.post('/rest/jobs/search', JSON.stringify({ pageSize: 'x'.repeat(10_000) }))
    expect((await response.text()).length).toBeLessThan(1000)
  })
})

describe('GET /rest/job-lookup/:id', () => {
  test('answers the whole job', async () => {
    const [hit] = (await server.search({ what: 'nurse', where: 'Austin, TX' })).documents
    const response = await server.app.request(`/rest/job-lookup/${hit?.id}`)
    expect(response.status).toBe(200)
    const job = parseJob(await response.json())
    expect(job).toMatchObject({ id: hit?.id, title: hit?.title, company: hit?.company, recruiter: hit?.recruiter })
    expect(job.description.startsWith(`${job.company} is hiring `)).toBe(true)
    expect(job.description.length).toBeGreaterThan(300)
    expect(job.description).toContain('\n\n')
  })

  test.each(['doesnotexist', 'bad%20id', 'x'.repeat(65), "1'%20OR%20'1'='1"])('%s is a 404 job.notFound', async (id) => {
    const response = await server.app.request(`/rest/job-lookup/${id}`)
    expect(response.status).toBe(404)
    const body = v.parse(ApiErrorBodySchema, await response.json())
    expect(body.error.code).toBe('job.notFound')
  })
})

describe('the app and the rest', () => {
  test('GET /env answers the request origin, or API_URL / JAX_API_URL', async () => {
    const response = await server.app.request('http://jobs.example:8080/env')
    expect(v.parse(EnvConfigSchema, await response.json())).toEqual({ apiUrl: 'http://jobs.example:8080', jaxApiUrl: 'http://jobs.example:8080' })
    const configured = createApp({ db: server.db, apiUrl: 'https://api.example', jaxApiUrl: 'https://jax.example' })
    expect(await (await configured.request('/env')).json()).toEqual({ apiUrl: 'https://api.example', jaxApiUrl: 'https://jax.example' })
  })

  test.each(['/', '/search?what=nurse', '/details/registered-nurse/abc', '/no/such/page', '/index.html'])('%s answers the app (SPA fallback)', async (path) => {
    const response = await server.app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('<div id="root">')
  })

  test('hashed assets have their content type and a long cache; a missing one is a 404', async () => {
    const response = await server.app.request('/assets/app-abc123.js')
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect((await server.app.request('/assets/missing-123.js')).status).toBe(404)
  })

  test('a path cannot escape the app folder', async () => {
    const response = await server.app.request('/..%2f..%2fpackage.json')
    expect(await response.text()).not.toContain('"dependencies"')
  })

  test('an unknown API path is a JSON 404', async () => {
    const response = await server.app.request('/rest/nothing-here')
    expect(response.status).toBe(404)
    expect(v.parse(ApiErrorBodySchema, await response.json()).error.code).toBe('request.notFound')
  })

  test('without a build, the app path says to run npm run build', async () => {
    const app = createApp({ db: server.db, distDir: 'test/server/fixtures/no-such-dist' })
    expect(await (await app.request('/')).text()).toContain('npm run build')
  })

  test('an unexpected failure is a generic 500, logged on the server', async () => {
    const logged: unknown[] = []
    const failing: Db = { kind: 'pglite', query: () => Promise.reject(new Error('disk on fire')), exec: async () => {}, transaction: () => Promise.reject(new Error('disk on fire')), listen: () => Promise.reject(new Error('disk on fire')), close: async () => {} }
    const app = createApp({ db: failing, logError: (error) => logged.push(error) })
    const response = await app.request('/rest/jobs/search', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('disk on fire')
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text)).error.code).toBe('server.error')
    expect(logged).toHaveLength(1)
  })
})
