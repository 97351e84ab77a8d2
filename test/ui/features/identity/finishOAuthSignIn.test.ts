import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../../adapters/memory/index'
import { ApiErrors } from '../../../../core/api/errors'
import { finishOAuthSignIn, type CallbackLoaderInput } from '../../../../ui/features/identity/finishOAuthSignIn'
import { OAUTH_FLOW_KEY, rememberFlow, takeFlow } from '../../../../core/identity'

const STATE = 's'.repeat(43)

const harness = (signInWith: () => Promise<void>) => {
  const storage = memoryStorage()
  const loginCall = vi.fn(signInWith)
  const app = { signInWith: loginCall }
  const input = (provider: string, deps: CallbackLoaderInput['deps']): CallbackLoaderInput => ({ context: { app, services: { storage } }, params: { provider }, deps })
  return { storage, loginCall, input }
}

/** The loader's outcome, or the redirect it threw (its href). */
const settle = (outcome: Promise<unknown>) => outcome.then((value) => ({ value }), (error: unknown) => ({ redirectTo: isRedirect(error) ? error.options.href : error }))

describe('the pending flow of this tab', () => {
  it('is taken once, and an off-site redirect is never kept', () => {
    const { storage } = harness(() => Promise.resolve())
    rememberFlow(storage.session, { provider: 'linkedin', state: STATE, redirect: '//evil.example.com/x' })
    expect(takeFlow(storage.session)).toEqual({ provider: 'linkedin', state: STATE, redirect: '/' })
    expect(takeFlow(storage.session)).toBeNull()
    storage.session.set(OAUTH_FLOW_KEY, '{not json')
    expect(takeFlow(storage.session)).toBeNull()
  })
})

describe('finishOAuthSignIn (the callback route loader)', () => {
  it('exchanges the code of the flow this tab started, keeps the session and goes to its redirect', async () => {
    const { storage, loginCall, input } = harness(() => Promise.resolve())
    rememberFlow(storage.session, { provider: 'linkedin', state: STATE, redirect: '/settings/account' })
    const deps = { code: 'code-1', state: STATE }
    expect(await settle(finishOAuthSignIn(input('linkedin', deps)))).toEqual({ redirectTo: '/settings/account' })
    expect(loginCall).toHaveBeenCalledWith({ provider: 'linkedin', code: 'code-1', state: STATE }, 'provider')
    // the router running the loader again for the same return sends nothing twice
    expect(await settle(finishOAuthSignIn(input('linkedin', deps)))).toEqual({ redirectTo: '/settings/account' })
    expect(loginCall).toHaveBeenCalledOnce()
  })

  it.each([
    ['no flow started in this tab', null, { code: 'c2', state: STATE }],
    ['another state', 'linkedin', { code: 'c3', state: 't'.repeat(43) }],
    ['another provider', 'microsoft', { code: 'c4', state: STATE }],
    ['no code', 'linkedin', { state: STATE }],
  ] as const)('%s: refused without asking the server', async (_, started, deps) => {
    const { storage, loginCall, input } = harness(() => Promise.resolve())
    if (started) rememberFlow(storage.session, { provider: started, state: STATE, redirect: '/' })
    expect(await settle(finishOAuthSignIn(input('linkedin', deps)))).toEqual({ value: { failure: 'oauth.error.expired', provider: 'linkedin' } })
    expect(loginCall).not.toHaveBeenCalled()
  })

  it('a provider error is "cancelled"; an unknown provider is refused', async () => {
    const { input } = harness(() => Promise.resolve())
    expect(await settle(finishOAuthSignIn(input('facebook', { error: 'access_denied', state: STATE })))).toEqual({ value: { failure: 'oauth.error.denied', provider: 'facebook' } })
    expect(await settle(finishOAuthSignIn(input('myspace', { code: 'c5', state: STATE })))).toEqual({ value: { failure: 'oauth.error.expired', provider: null } })
  })

  it.each([
    [ApiErrors.http(401, 'auth.emailNotVerified'), 'oauth.error.emailInUse'],
    [ApiErrors.http(401, 'auth.oauthFailed'), 'oauth.error.failed'],
    [ApiErrors.http(400, 'auth.providerUnavailable'), 'auth.error.providerUnavailable'],
    [ApiErrors.http(429, 'auth.rateLimited'), 'auth.error.rateLimited'],
  ])('a refused login (%o) says why', async (error, message) => {
    const { storage, input } = harness(() => Promise.reject(error))
    rememberFlow(storage.session, { provider: 'microsoft', state: STATE, redirect: '/' })
    expect(await settle(finishOAuthSignIn(input('microsoft', { code: `c-${message}`, state: STATE })))).toEqual({ value: { failure: message, provider: 'microsoft' } })
  })
})
