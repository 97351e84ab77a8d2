import { describe, expect, it } from 'vitest'
import { json } from '../../../adapters/memory/index'
import type { UnauthorizedDecision, UnauthorizedRequest } from '../../../core/session'
import { searchResultJson } from '../fixtures'
import { clientHarness } from './harness'

const bearers = (requests: ReadonlyArray<{ headers: Readonly<Record<string, string>> }>) =>
  requests.map((request) => request.headers['Authorization'] ?? null)

/** A 401 hook that answers with `decide` and records what it was told. */
const hook = (decide: (request: UnauthorizedRequest) => UnauthorizedDecision) => {
  const told: UnauthorizedRequest[] = []
  return { told, unauthorized: (request: UnauthorizedRequest) => (told.push(request), decide(request)) }
}

describe('createApiClient: the bearer token', () => {
  it('waits for a token given as a promise (a refresh settling) before sending', async () => {
    let release: (token: string) => void = () => undefined
    const ready = new Promise<string>((resolve) => (release = resolve))
    const { client, http, clock } = clientHarness({ token: () => ready })
    http.on('POST', '/rest/jobs/search', () => json(200, searchResultJson([])))
    const search = client.searchJobs({})
    await clock.settle()
    expect(http.requests).toHaveLength(0)
    release('jwt-fresh')
    await search
    expect(bearers(http.requests)).toEqual(['Bearer jwt-fresh'])
  })
})

describe('createApiClient: the 401 hook', () => {
  it('tells the hook what a rejected call carried and fails with the 401 when told to clear or ignore', async () => {
    const { told, unauthorized } = hook(() => ({ _tag: 'ClearSession' }))
    const { client, http, state } = clientHarness({ unauthorized })
    state.token = 'jwt-1'
    http.on('POST', '/rest/jobs/search', () => json(401, {}))
    await expect(client.searchJobs({})).rejects.toEqual({ _tag: 'HttpError', status: 401 })
    expect(told).toEqual([{ sentToken: 'jwt-1', sentAsProvisional: false }])
    expect(http.requests).toHaveLength(1)
  })

  it('retries a call sent without a token once with the token the hook names', async () => {
    const { told, unauthorized } = hook(() => ({ _tag: 'RetryWithCurrentToken', token: 'jwt-now' }))
    const { client, http } = clientHarness({ unauthorized })
    http.on('POST', '/rest/jobs/search', (request) =>
      request.headers['Authorization'] ? json(200, searchResultJson(['a'])) : json(401, {}),
    )
    const result = await client.searchJobs({})
    expect(result.documents).toHaveLength(1)
    expect(bearers(http.requests)).toEqual([null, 'Bearer jwt-now'])
    expect(told).toEqual([{ sentToken: null, sentAsProvisional: false }])
  })

  it('never retries twice, whatever the hook says: no request loop', async () => {
    const { told, unauthorized } = hook(() => ({ _tag: 'RetryWithCurrentToken', token: 'jwt-now' }))
    const { client, http } = clientHarness({ unauthorized })
    http.on('POST', '/rest/jobs/search', () => json(401, {}))
    await expect(client.searchJobs({})).rejects.toMatchObject({ status: 401 })
    expect(bearers(http.requests)).toEqual([null, 'Bearer jwt-now'])
    expect(told.map((request) => request.sentToken)).toEqual([null, 'jwt-now'])
  })

  it('does not retry a call that carried a token, even when told to', async () => {
    const { unauthorized } = hook(() => ({ _tag: 'RetryWithCurrentToken', token: 'jwt-2' }))
    const { client, http, state } = clientHarness({ unauthorized })
    state.token = 'jwt-1'
    http.on('POST', '/rest/jobs/search', () => json(401, {}))
    await expect(client.searchJobs({})).rejects.toMatchObject({ status: 401 })
    expect(http.requests).toHaveLength(1)
  })

  it('leaves other statuses to the caller', async () => {
    const { told, unauthorized } = hook(() => ({ _tag: 'ClearSession' }))
    const { client, http } = clientHarness({ unauthorized })
    http.on('POST', '/rest/jobs/search', () => json(403, {}))
    await expect(client.searchJobs({})).rejects.toMatchObject({ status: 403 })
    expect(told).toEqual([])
  })
})
