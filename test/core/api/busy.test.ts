import { describe, expect, it } from 'vitest'
import { clientHarness, track } from './harness'
import { jobJson, searchResultJson } from '../fixtures'
import { json, offline } from '../../../adapters/memory/index'
import { BUSY_MAX_RETRIES, busyRetryDelayMs } from '../../../core/api/index'
import { createAuthApi } from '../../../core/identity'
import type { HttpResponse } from '../../../core/ports/http'
import type { JobId } from '../../../core/search'

const jobId = (id: string) => id as JobId

/** What the server's admission control, a draining process or the request time limit answers. */
const refused = (code: string, retryAfter: string | null = '1'): HttpResponse => {
  const answer = json(503, { error: { code, message: 'Please try again in a moment.' } })
  return retryAfter === null ? answer : { ...answer, headers: { ...answer.headers, 'retry-after': retryAfter } }
}

/** Answers `first` for the first `times` requests, then `then`; records when each request was sent. */
const sequence = (clock: { now(): number }, times: number, first: () => HttpResponse, then: () => HttpResponse) => {
  const sentAt: number[] = []
  const handler = () => {
    sentAt.push(clock.now())
    return sentAt.length <= times ? first() : then()
  }
  const delays = () => sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0))
  return { handler, sentAt, delays }
}

describe('the API transport: a 503 with Retry-After', () => {
  it('sends a search again after Retry-After, never sooner than the backoff: 1000, 2000 ms, then answers', async () => {
    const { client, http, clock, notices } = clientHarness()
    const server = sequence(clock, 2, () => refused('server.busy'), () => json(200, searchResultJson(['a'])))
    http.on('POST', '/rest/jobs/search', server.handler)
    const outcome = track(client.searchJobs({ what: 'nurse' }))
    await clock.advanceAsync(999)
    expect(http.requests).toHaveLength(1)
    await clock.advanceAsync(10_000)
    expect(outcome.status).toBe('resolved')
    expect(server.delays()).toEqual([1000, 2000])
    // Busy is not a lost connection: no "Reconnecting..." toast.
    expect(notices.filter((notice) => notice.id === 'network.reconnecting')).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('waits what Retry-After asks when it is longer than the backoff, and at most the cap (10 s)', async () => {
    const { client, http, clock } = clientHarness()
    const server = sequence(clock, 3, () => refused('server.busy', '3'), () => json(200, searchResultJson([])))
    http.on('POST', '/rest/jobs/search', server.handler)
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(30_000)
    expect(outcome.status).toBe('resolved')
    expect(server.delays()).toEqual([3000, 3000, 4000])

    const slow = clientHarness()
    const slowServer = sequence(slow.clock, 1, () => refused('server.busy', '120'), () => json(200, searchResultJson([])))
    slow.http.on('POST', '/rest/jobs/search', slowServer.handler)
    const slowOutcome = track(slow.client.searchJobs({}))
    await slow.clock.advanceAsync(10_000)
    expect(slowOutcome.status).toBe('resolved')
    expect(slowServer.delays()).toEqual([10_000])
  })

  it(`gives up after ${BUSY_MAX_RETRIES} retries with the 503 itself, for the screen's error state and its Retry`, async () => {
    const { client, http, clock } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => refused('server.busy'))
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(120_000)
    expect(outcome.error).toEqual({ _tag: 'HttpError', status: 503, code: 'server.busy' })
    expect(http.requests).toHaveLength(BUSY_MAX_RETRIES + 1)
    expect(clock.pendingTimers()).toBe(0)
  })

  it('sends a write again when the server refused it before any work (server.busy, server.shuttingDown)', async () => {
    for (const code of ['server.busy', 'server.shuttingDown']) {
      const { api, http, clock } = clientHarness()
      const server = sequence(clock, 1, () => refused(code), () => json(202, { success: true }))
      http.on('POST', '/rest/auth/email', server.handler)
      const outcome = track(createAuthApi(api).email('ada@example.com', 'signIn'))
      await clock.advanceAsync(5000)
      expect(outcome.status).toBe('resolved')
      expect(http.requests).toHaveLength(2)
    }
  })

  it('never sends a write again after a 503 that may come after its work (server.timeout, or no code)', async () => {
    for (const answer of [refused('server.timeout'), { status: 503, headers: { 'retry-after': '1' }, body: 'Service Unavailable' }]) {
      const { api, http, clock } = clientHarness()
      http.on('POST', '/rest/auth/email', () => answer)
      const outcome = track(createAuthApi(api).email('ada@example.com', 'signIn'))
      await clock.advanceAsync(30_000)
      expect(outcome.error).toMatchObject({ _tag: 'HttpError', status: 503 })
      expect(http.requests).toHaveLength(1)
    }
  })

  it('sends a GET again after any 503 with Retry-After (server.timeout included): reading twice changes nothing', async () => {
    const { client, http, clock } = clientHarness()
    const server = sequence(clock, 1, () => refused('server.timeout'), () => json(200, jobJson('a')))
    http.on('GET', '/rest/job-lookup/:id', server.handler)
    const outcome = track(client.lookupJob(jobId('a')))
    await clock.advanceAsync(5000)
    expect(outcome.status).toBe('resolved')
    expect(server.delays()).toEqual([1000])
  })

  it('does not retry a 503 without Retry-After, nor a 429 with one (a limit is for the user to wait out)', async () => {
    for (const answer of [refused('server.busy', null), { ...json(429, { error: { code: 'search.rateLimited', message: 'Slow down' } }), headers: { 'retry-after': '1' } }]) {
      const { client, http, clock } = clientHarness()
      http.on('POST', '/rest/jobs/search', () => answer)
      const outcome = track(client.searchJobs({}))
      await clock.advanceAsync(30_000)
      expect(outcome.error).toMatchObject({ _tag: 'HttpError', status: answer.status })
      expect(http.requests).toHaveLength(1)
    }
  })

  it('counts busy retries and network retries together against the client\'s retry cap', async () => {
    const { client, http, clock } = clientHarness({ maxNetworkRetries: 2 })
    let sent = 0
    http.on('POST', '/rest/jobs/search', (request, params) => (++sent % 2 ? refused('server.busy') : offline(request, params)))
    const outcome = track(client.searchJobs({}))
    await clock.advanceAsync(60_000)
    expect(outcome.error).toEqual({ _tag: 'HttpError', status: 503, code: 'server.busy' })
    expect(http.requests).toHaveLength(3)
  })

  it('stops at once when aborted during the wait, sending nothing more', async () => {
    const { client, http, clock } = clientHarness()
    http.on('POST', '/rest/jobs/search', () => refused('server.busy', '5'))
    const controller = new AbortController()
    const outcome = track(client.searchJobs({}, { signal: controller.signal }))
    await clock.advanceAsync(2000)
    controller.abort()
    await clock.advanceAsync(60_000)
    expect(outcome.error).toEqual({ _tag: 'Aborted' })
    expect(http.requests).toHaveLength(1)
    expect(clock.pendingTimers()).toBe(0)
  })
})

describe('busyRetryDelayMs', () => {
  it('is the larger of Retry-After and min(2^retry x 1000, 10000), capped at 10000', () => {
    expect([0, 1, 2, 3, 4, 5].map((retry) => busyRetryDelayMs(retry, 1000))).toEqual([1000, 2000, 4000, 8000, 10000, 10000])
    expect(busyRetryDelayMs(0, 0)).toBe(1000)
    expect(busyRetryDelayMs(1, 7000)).toBe(7000)
    expect(busyRetryDelayMs(0, 3_600_000)).toBe(10_000)
  })
})
