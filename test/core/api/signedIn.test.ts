import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { json } from '../../../adapters/memory/index'
import { createAccountApi } from '../../../core/accounts'
import { createAlertsApi } from '../../../core/alerts'
import { createApplicationsApi } from '../../../core/applications'
import { createClaimsApi } from '../../../core/claims'
import { createResumesApi } from '../../../core/resumes'
import { createSavedJobsApi } from '../../../core/savedJobs'
import { createSearchesApi } from '../../../core/searches'
import { signedInOnly } from '../../../core/api'
import { createAuthApi } from '../../../core/identity'
import { createNotificationsApi } from '../../../core/notifications'
import { createProfileApi } from '../../../core/profile'
import { createRecommendationsApi } from '../../../core/recommendations'
import { decideUnauthorized, type UnauthorizedRequest } from '../../../core/session'
import { clientHarness, memoryApi } from './harness'

/**
 * A call for the signed-in only (`signedIn`, set by `signedInOnly(api)`) never leaves without a token: once the session
 * is gone (a 401, the realtime channel, another tab cleared it while the call waited), the transport refuses it as the
 * server would (401 auth.unauthorized) without sending it, and the spec's 401 rule (section 4) goes on from there.
 */
const Ok = v.object({ ok: v.boolean() })
const REFUSED = { _tag: 'HttpError', status: 401, code: 'auth.unauthorized' }

/** The session's 401 hook over a current token the test sets (core/session decideUnauthorized, as the app's). */
function session(initial: string | null) {
  const state = { current: initial }
  const told: UnauthorizedRequest[] = []
  return {
    state,
    told,
    token: () => state.current,
    unauthorized: (request: UnauthorizedRequest) => (told.push(request), decideUnauthorized(request, state.current)),
  }
}

describe('a signed-in call once the session is gone', () => {
  it('goes out with the token while there is one', async () => {
    const s = session('jwt-1')
    const { api, http } = clientHarness({ token: s.token, unauthorized: s.unauthorized })
    http.on('GET', '/rest/mine', () => json(200, { ok: true }))
    await expect(signedInOnly(api).call({ method: 'GET', path: '/rest/mine', schema: Ok })).resolves.toEqual({ ok: true })
    expect(http.requests.map((request) => request.headers['Authorization'])).toEqual(['Bearer jwt-1'])
  })

  it('cleared while it waited for its token: refused here as a 401, nothing sent, the session left as it is', async () => {
    const s = session('jwt-1')
    let release: () => void = () => undefined
    const cleared = new Promise<void>((resolve) => (release = resolve))
    // The token is read once a due refresh has settled; meanwhile the realtime channel clears the session.
    const { api, http } = clientHarness({ token: () => cleared.then(s.token), unauthorized: s.unauthorized })
    http.on('GET', '/rest/mine', () => json(200, { ok: true }))
    const call = signedInOnly(api).call({ method: 'GET', path: '/rest/mine', schema: Ok })
    s.state.current = null
    release()
    await expect(call).rejects.toEqual(REFUSED)
    expect(http.requests).toEqual([])
    // As for a call sent without a token: nothing to clear, no retry without a token to retry with.
    expect(s.told).toEqual([{ sentToken: null, sentAsProvisional: false }])
  })

  it('signed in again meanwhile (another tab): the 401 rule retries it once with the current token', async () => {
    const s = session(null)
    const { api, http } = clientHarness({
      token: () => null,
      unauthorized: (request) => {
        s.state.current = 'jwt-2'
        return s.unauthorized(request)
      },
    })
    http.on('GET', '/rest/mine', () => json(200, { ok: true }))
    await expect(signedInOnly(api).call({ method: 'GET', path: '/rest/mine', schema: Ok })).resolves.toEqual({ ok: true })
    expect(http.requests.map((request) => request.headers['Authorization'])).toEqual(['Bearer jwt-2'])
  })

  it("a visitor's call (not marked) still goes out without a token", async () => {
    const { api, http } = clientHarness()
    http.on('GET', '/rest/open', () => json(200, { ok: true }))
    await expect(api.call({ method: 'GET', path: '/rest/open', schema: Ok })).resolves.toEqual({ ok: true })
    expect(http.requests.map((request) => request.headers['Authorization'] ?? null)).toEqual([null])
  })

  it('property: whatever the tokens read and the 401 hook say, a signed-in call never leaves without a token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.constantFrom('jwt-a', 'jwt-b'), { nil: null }), { minLength: 1, maxLength: 6 }),
        fc.option(fc.constantFrom('jwt-a', 'jwt-c'), { nil: null }),
        fc.constantFrom(200, 401),
        async (tokens, current, status) => {
          const reads = [...tokens]
          const { api, http } = clientHarness({
            token: () => reads.shift() ?? null,
            unauthorized: (request) => decideUnauthorized(request, current),
          })
          http.on('GET', '/rest/mine', () => json(status, status === 200 ? { ok: true } : {}))
          const calls = tokens.map(() => signedInOnly(api).call({ method: 'GET', path: '/rest/mine', schema: Ok }).catch((error: unknown) => error))
          const outcomes = await Promise.all(calls)
          expect(http.requests.every((request) => request.headers['Authorization']?.startsWith('Bearer jwt-'))).toBe(true)
          // One request per call that had a token; one retry with the current token, when there is one, per call that had none.
          const without = tokens.filter((token) => token === null).length
          expect(http.requests).toHaveLength(tokens.length - without + (current === null ? 0 : without))
          tokens.forEach((token, i) => {
            if (token === null && current === null) expect(outcomes[i]).toEqual(REFUSED)
            else expect(outcomes[i]).toEqual(status === 200 ? { ok: true } : { _tag: 'HttpError', status: 401 })
          })
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe("the signed-in domains' calls are marked: with no session none is sent", () => {
  const noSession = () => {
    const http = clientHarness().http
    const api = memoryApi({ http, token: () => null, unauthorized: (request) => decideUnauthorized(request, null) })
    return { http, api }
  }
  const calls: Record<string, (api: ReturnType<typeof memoryApi>) => Promise<unknown>> = {
    'GET /rest/profile (the session profile, read with the current token)': (api) => createAuthApi(api).profile(0),
    'PATCH /rest/profile': (api) => createAccountApi(api).saveName({ firstName: 'A', lastName: 'B' }),
    'POST /rest/auth/password': (api) => createAccountApi(api).setPassword({ password: 'x' } as never),
    'POST /rest/profile/delete': (api) => createAccountApi(api).deleteAccount('a@b.test'),
    'GET /rest/professional/general': (api) => createProfileApi(api).section('general'),
    'GET /rest/professional/phones': (api) => createProfileApi(api).phones(),
    'GET /rest/recommendations': (api) => createRecommendationsApi(api).list(),
    'GET /rest/notifications': (api) => createNotificationsApi(api).recent(),
    'GET /rest/saved-jobs': (api) => createSavedJobsApi(api).list(),
    'GET /rest/applications/badge-info': (api) => createApplicationsApi(api).badgeInfo(),
    'GET /rest/searches': (api) => createSearchesApi(api).list(),
    'GET /rest/job-alerts': (api) => createAlertsApi(api).list(),
    'GET /rest/email-preferences': (api) => createAlertsApi(api).preferences(),
    'GET /rest/resumes': (api) => createResumesApi(api).list(),
    'POST /rest/interview/check-claims': (api) => createClaimsApi(api).check([]),
  }
  for (const [name, call] of Object.entries(calls)) {
    it(name, async () => {
      const { http, api } = noSession()
      await expect(call(api)).rejects.toEqual(REFUSED)
      expect(http.requests).toEqual([])
    })
  }

  it('a call of theirs naming its own bearer (null: alerts by email) still goes out as it says', async () => {
    const { http, api } = noSession()
    http.on('POST', '/rest/job-alerts/by-email', () => json(202, {}))
    await createAlertsApi(api).requestByEmail({ email: 'a@b.test' } as never)
    expect(http.requests.map((request) => request.headers['Authorization'] ?? null)).toEqual([null])
  })

  it('the session\'s own profile call, naming its token, still goes out with it', async () => {
    const { http, api } = noSession()
    http.on('GET', '/rest/profile', () => json(401, {}))
    await expect(createAuthApi(api).profile(0, { bearer: 'jwt-named' })).rejects.toMatchObject({ status: 401 })
    expect(http.requests.map((request) => request.headers['Authorization'])).toEqual(['Bearer jwt-named'])
  })
})
