import { describe, expect, it } from 'vitest'
import { clientHarness, track } from './harness'
import { jobJson, searchResultJson } from '../fixtures'
import { json, offline, UnstubbedRequestError } from '../../../adapters/memory/index'
import { rememberTrackingParams } from '../../../core/storage/index'
import type { JobId } from '../../../core/search'
import type { HttpResponse } from '../../../core/ports/http'
import { createAuthApi } from '../../../core/identity'

const jobId = (id: string) => id as JobId

describe('the API transport: every call', () => {
  it('posts the criteria to {apiUrl}/rest/jobs/search and decodes the answer', async () => {
    const { client, http } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => json(200, searchResultJson(['a', 'b'])))
    const result = await client.searchJobs({ what: 'nurse', where: 'Austin, TX' })
    expect(result.documents.map((job) => job.id)).toEqual(['a', 'b'])
    const [request] = http.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('https://api.hireflow.test/rest/jobs/search')
    expect(JSON.parse(request?.body ?? '')).toEqual({ what: 'nurse', where: 'Austin, TX' })
    expect(request?.headers['Content-Type']).toBe('application/json')
  })

  it('gets /rest/job-lookup/{id} with the id encoded and decodes a Job', async () => {
    const { client, http } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', (_, params) => json(200, jobJson(params['id'] ?? '')))
    const job = await client.lookupJob(jobId('job_42'))
    expect(job.description).toContain('busy ward')
    expect(http.requests[0]?.url).toBe('https://api.hireflow.test/rest/job-lookup/job_42')
    expect(http.requests[0]?.body).toBeUndefined()
  })

  it('sends Accept-Language with the current locale, and a bearer token only when one exists', async () => {
    const { client, http, state } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', (_, params) => json(200, jobJson(params['id'] ?? '')))
    await client.lookupJob(jobId('a'))
    state.token = 'jwt-123'
    state.locale = 'es-MX'
    await client.lookupJob(jobId('b'))
    expect(http.requests[0]?.headers['Accept-Language']).toBe('en-US')
    expect(http.requests[0]?.headers).not.toHaveProperty('Authorization')
    expect(http.requests[1]?.headers['Accept-Language']).toBe('es-MX')
    expect(http.requests[1]?.headers['Authorization']).toBe('Bearer jwt-123')
  })

  it('appends utm_source, utm_campaign, utm_medium and source from session storage to the URL', async () => {
    const { client, http, storage } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => json(200, searchResultJson([])))
    rememberTrackingParams(storage.session, { utm_source: 'news letter', utm_medium: 'email', source: 'a&b', other: 'x' })
    await client.searchJobs({})
    expect(http.requests[0]?.url).toBe(
      'https://api.hireflow.test/rest/jobs/search?utm_source=news%20letter&utm_medium=email&source=a%26b',
    )
  })

  it('ignores tracking values in session storage that fail validation', async () => {
    const { client, http, storage } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => json(200, searchResultJson([])))
    storage.session.set('utm_source', 'not json')
    storage.session.set('utm_campaign', JSON.stringify(42))
    await client.searchJobs({})
    expect(http.requests[0]?.url).toBe('https://api.hireflow.test/rest/jobs/search')
  })
})

describe('the API transport: network errors', () => {
  it('retries after min(2^retry x 1000, 10000) ms on the clock port: 1000, 2000, 4000, 8000, 10000, 10000', async () => {
    const { client, http, clock, notices, dismissed } = clientHarness()
    const sentAt: number[] = []
    http.on('POST', '/rest/jobs/search', () => {
      sentAt.push(clock.now())
      return sentAt.length <= 6 ? offline({} as never, {}) : json(200, searchResultJson(['a']))
    })
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(60_000)
    expect(outcome.status).toBe('resolved')
    const delays = sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0))
    expect(delays).toEqual([1000, 2000, 4000, 8000, 10000, 10000])
    expect(notices.filter((notice) => notice.id === 'network.reconnecting')).toHaveLength(1)
    expect(dismissed).toContain('network.reconnecting')
  })

  it('raises "network.reconnecting" as soon as the first try fails, before any wait', async () => {
    const { client, http, clock, notices } = clientHarness()
    http.on('POST', '/rest/jobs/search', offline)
    track(client.searchJobs({}))
    await clock.settle()
    expect(notices).toEqual([{ id: 'network.reconnecting' }])
    expect(http.requests).toHaveLength(1)
  })

  it('gives up with NetworkError after the retry cap', async () => {
    const { client, http, clock } = clientHarness({ maxNetworkRetries: 2 })
    http.on('GET', '/rest/job-lookup/:id', offline)
    const outcome = track(client.lookupJob(jobId('a')))
    await clock.advanceAsync(60_000)
    expect(outcome.status).toBe('rejected')
    expect(outcome.error).toMatchObject({ _tag: 'NetworkError' })
    expect(http.requests).toHaveLength(3)
  })

  it('stops by default after NETWORK_MAX_RETRIES (10) retries', async () => {
    const { client, http, clock } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', offline)
    const outcome = track(client.lookupJob(jobId('a')))
    await clock.advanceAsync(200_000)
    expect(outcome.error).toMatchObject({ _tag: 'NetworkError' })
    expect(http.requests).toHaveLength(11)
  })

  it('does not retry an HTTP error status', async () => {
    const { client, http, clock } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', () => json(503, { error: { code: 'unavailable', message: 'down' } }))
    const outcome = track(client.lookupJob(jobId('a')))
    await clock.advanceAsync(30_000)
    expect(outcome.error).toEqual({ _tag: 'HttpError', status: 503, code: 'unavailable' })
    expect(http.requests).toHaveLength(1)
  })

  it('fails loudly, without retrying, on a request no memory route stubs', async () => {
    const { client, http } = clientHarness()
    await expect(client.lookupJob(jobId('a'))).rejects.toBeInstanceOf(UnstubbedRequestError)
    await expect(client.lookupJob(jobId('a'))).rejects.toThrow('no route stubbed for GET https://api.hireflow.test/rest/job-lookup/a')
    expect(http.requests).toHaveLength(2)
  })
})

describe('the API transport: slow requests', () => {
  const answerAfter = (clockSetTimeout: (cb: () => void, ms: number) => unknown, ms: number, response: HttpResponse) =>
    new Promise<HttpResponse>((resolve) => clockSetTimeout(() => resolve(response), ms))

  it('raises "network.slowRequest" once the call has run 5000 ms (checked every 1000 ms), and dismisses it when done', async () => {
    const { client, http, clock, notices, dismissed } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => answerAfter(clock.setTimeout, 7500, json(200, searchResultJson([]))))
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(4999)
    expect(notices).toEqual([])
    await clock.advanceAsync(1)
    expect(notices).toEqual([{ id: 'network.slowRequest' }])
    await clock.advanceAsync(5000)
    expect(outcome.status).toBe('resolved')
    expect(notices).toHaveLength(1)
    expect(dismissed).toEqual(['network.slowRequest'])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('raises nothing for a call that answers within 5000 ms', async () => {
    const { client, http, clock, notices } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => answerAfter(clock.setTimeout, 4000, json(200, searchResultJson([]))))
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(20_000)
    expect(outcome.status).toBe('resolved')
    expect(notices).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('shows one slow notice for two slow calls and withdraws it only when both are done', async () => {
    const { client, http, clock, notices, dismissed } = clientHarness()
    let delay = 6000
    http.on('POST', '/rest/jobs/search', () => answerAfter(clock.setTimeout, (delay += 2000), json(200, searchResultJson([]))))
    track(client.searchJobs({}))
    track(client.searchJobs({}))
    await clock.advanceAsync(9000)
    expect(notices).toEqual([{ id: 'network.slowRequest' }])
    expect(dismissed).toEqual([])
    await clock.advanceAsync(2000)
    expect(dismissed).toEqual(['network.slowRequest'])
  })
  it('shares one notice board between every domain\'s calls: one slow notice for a search and a sign-in call', async () => {
    const { api, client, http, clock, notices, dismissed } = clientHarness()
    const auth = createAuthApi(api)
    http.on('POST', '/rest/jobs/search', () => answerAfter(clock.setTimeout, 6000, json(200, searchResultJson([]))))
    http.on('POST', '/rest/auth/email', () => answerAfter(clock.setTimeout, 8000, json(202, { success: true })))
    const search = track(client.searchJobs({}))
    const mail = track(auth.email('ada@example.com', 'signIn'))
    await clock.advanceAsync(7000)
    expect(search.status).toBe('resolved')
    expect(notices).toEqual([{ id: 'network.slowRequest' }])
    expect(dismissed).toEqual([])
    await clock.advanceAsync(1000)
    expect(mail.status).toBe('resolved')
    expect(notices).toHaveLength(1)
    expect(dismissed).toEqual(['network.slowRequest'])
  })
})

describe('the API transport: failures', () => {
  it('turns a non-2xx status into HttpError with the code of the error body', async () => {
    const { client, http } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', () => json(404, { error: { code: 'job.notFound', message: 'No such job' } }))
    await expect(client.lookupJob(jobId('zz'))).rejects.toEqual({ _tag: 'HttpError', status: 404, code: 'job.notFound' })
  })

  it('leaves the code out when the error body is not an ApiErrorBody', async () => {
    const { client, http } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', () => ({ status: 502, headers: {}, body: '<html>Bad gateway</html>' }))
    await expect(client.lookupJob(jobId('zz'))).rejects.toEqual({ _tag: 'HttpError', status: 502 })
  })

  it('turns an answer that fails the schema into DecodeError naming the path', async () => {
    const { client, http } = clientHarness()
    http.on('GET', '/rest/job-lookup/:id', () => json(200, { ...jobJson('a'), jobType: 'gig' }))
    const error = await client.lookupJob(jobId('a')).catch((failure: unknown) => failure)
    expect(error).toMatchObject({ _tag: 'DecodeError' })
    expect((error as { issues: string[] }).issues.join()).toContain('jobType')
  })

  it('turns a body that is not JSON into DecodeError', async () => {
    const { client, http } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => ({ status: 200, headers: {}, body: '{"documents": [' }))
    await expect(client.searchJobs({})).rejects.toMatchObject({ _tag: 'DecodeError' })
  })

  it('fails every call with TaintError before sending when the taint flag is on', async () => {
    const { client, http, state } = clientHarness()
    state.taint = true
    await expect(client.searchJobs({})).rejects.toEqual({ _tag: 'TaintError' })
    await expect(client.lookupJob(jobId('a'))).rejects.toEqual({ _tag: 'TaintError' })
    expect(http.requests).toEqual([])
  })
})

describe('the API transport: abort', () => {
  it('rejects with Aborted at once when the signal is already aborted, sending nothing', async () => {
    const { client, http } = clientHarness()
    const controller = new AbortController()
    controller.abort()
    await expect(client.searchJobs({}, { signal: controller.signal })).rejects.toEqual({ _tag: 'Aborted' })
    expect(http.requests).toEqual([])
  })

  it('rejects with Aborted when aborted while the request is in flight, and passes the signal on', async () => {
    const { client, http, clock } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => new Promise<never>(() => undefined))
    const controller = new AbortController()
    const outcome = track(client.searchJobs({}, { signal: controller.signal }))
    await clock.settle()
    expect(http.requests[0]?.signal).toBe(controller.signal)
    controller.abort()
    await clock.settle()
    expect(outcome.error).toEqual({ _tag: 'Aborted' })
    expect(clock.pendingTimers()).toBe(0)
  })

  it('stops retrying when aborted during a retry wait', async () => {
    const { client, http, clock, dismissed } = clientHarness()
    http.on('POST', '/rest/jobs/search', offline)
    const controller = new AbortController()
    const outcome = track(client.searchJobs({}, { signal: controller.signal }))
    await clock.advanceAsync(1500)
    expect(http.requests).toHaveLength(2)
    controller.abort()
    await clock.advanceAsync(60_000)
    expect(outcome.error).toEqual({ _tag: 'Aborted' })
    expect(http.requests).toHaveLength(2)
    expect(dismissed).toContain('network.reconnecting')
    expect(clock.pendingTimers()).toBe(0)
  })
})
