import { describe, expect, it, vi } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import type { LoginResponse, ProvidersResponse } from '../../../core/identity'
import { createSignInFlows, type SignInServices } from '../../../machines/identity/signInSession'

const answer = { success: true, jwt: 'h.p.s', downloadToken: 'd', profile: { id: 'u', email: 'ada@example.com' }, location: null } as LoginResponse
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

const fakeServices = (): SignInServices => ({
  api: { login: vi.fn(() => Promise.resolve(answer)), email: vi.fn(() => Promise.resolve()), resetPassword: vi.fn(() => Promise.resolve()) },
  session: { signedIn: vi.fn() },
  timezoneOffset: () => 120,
})

function fakeAuth(login: () => Promise<LoginResponse> = () => Promise.resolve(answer)) {
  const api = { login: vi.fn(login), email: vi.fn(() => Promise.resolve()), resetPassword: vi.fn(() => Promise.resolve()) }
  const session = { signedIn: vi.fn() }
  const flows = createSignInFlows({ api, session, timezoneOffset: () => 120 } satisfies SignInServices)
  return { flows, api, session }
}
const grace = { email: 'grace@example.com', names: { firstName: 'Grace', lastName: 'Hopper' } }

describe('the sign-in flow of the app', () => {
  it('greets by the first name once a sign-up completes (issue 9)', async () => {
    const notify = vi.fn()
    const named = { ...answer, profile: { ...answer.profile, firstName: 'Grace', lastName: 'Hopper' } } as LoginResponse
    const services = fakeServices()
    const flows = createSignInFlows({ ...services, api: { ...services.api, login: vi.fn(() => Promise.resolve(named)) }, notify })
    const flow = flows.enter({ view: 'verify-code', ...grace })
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'a long passphrase' })
    await vi.waitFor(() => expect(flow.getSnapshot().status).toBe('done'))
    expect(notify).toHaveBeenCalledWith({ id: 'signInFlow.welcome.signUp', values: { name: 'Grace' }, tone: 'positive' })
  })

  it('keeps one flow across the views, carrying the email', () => {
    const { flows } = fakeAuth()
    const flow = flows.enter({ view: 'sign-in', email: 'ada@example.com' })
    expect(flows.enter({ view: 'forgot-password' })).toBe(flow)
    expect(flow.getSnapshot().matches('forgettingPassword')).toBe(true)
    expect(flow.getSnapshot().context.email).toBe('ada@example.com')
  })

  it('follows a link token once however often the view is entered, stores the session, and then starts afresh', async () => {
    const { flows, api, session } = fakeAuth()
    const flow = flows.enter({ view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    flows.enter({ view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    expect(api.login).toHaveBeenCalledTimes(1)
    expect(api.login).toHaveBeenCalledWith({ provider: 'email', token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' }, 120)
    await flush()
    expect(flow.getSnapshot().status).toBe('done')
    expect(session.signedIn).toHaveBeenCalledWith({ jwt: 'h.p.s', downloadToken: 'd' }, answer.profile)
    expect(flows.enter({ view: 'sign-in' })).not.toBe(flow)
  })

  it('the code login of a sign-up carries the names and the password held in memory', async () => {
    const { flows, api } = fakeAuth(() => Promise.reject(ApiErrors.http(401, 'auth.invalidCode')))
    flows.signUpPassword.hold('grace@example.com', 'a long passphrase')
    const flow = flows.enter({ view: 'verify-code', ...grace })
    flow.send({ type: 'user.codeSubmitted', code: '123456' })
    expect(api.login).toHaveBeenCalledWith(
      { provider: 'email', email: 'grace@example.com', code: '123456', signUp: true, firstName: 'Grace', lastName: 'Hopper', password: 'a long passphrase' },
      120,
    )
    await flush()
    expect(flow.getSnapshot().context.failure).toBe('auth.error.invalidCode')
  })

  it('a password typed on the code screen is sent as typed; none is held after the account exists', async () => {
    const { flows, api } = fakeAuth()
    flows.signUpPassword.hold('grace@example.com', 'the sign-up form one')
    const flow = flows.enter({ view: 'verify-code', ...grace })
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'typed on the code screen' })
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ password: 'typed on the code screen' }), 120)
    await flush()
    expect(flow.getSnapshot().status).toBe('done')
    expect(flows.signUpPassword.heldFor('grace@example.com')).toBeUndefined()
  })
})

describe('the provider buttons\' list of the app (loaded by the sign-in routes\' loader)', () => {
  const offered = { providers: ['linkedin', 'google'], googleClientId: 'client-1' } as ProvidersResponse
  const withOAuth = (providers: () => Promise<ProvidersResponse>) => {
    const oauth = { providers: vi.fn(providers) }
    const flows = createSignInFlows({ ...fakeServices(), oauth })
    return { flows, oauth }
  }

  it('is asked for once for the app, whatever screen comes next', async () => {
    const { flows, oauth } = withOAuth(() => Promise.resolve(offered))
    const first = flows.providers()
    flows.enter({ view: 'sign-in' })
    await flush()
    expect(first?.getSnapshot().output).toEqual(offered)
    flows.enter({ view: 'sign-up' })
    expect(flows.providers()).toBe(first)
    expect(oauth.providers).toHaveBeenCalledTimes(1)
  })

  it('is asked for again by the next screen when it could not be had (no buttons meanwhile)', async () => {
    const { flows, oauth } = withOAuth(() => Promise.reject(ApiErrors.network(new Error('down'))))
    const first = flows.providers()
    await flush()
    expect(first?.getSnapshot()).toMatchObject({ status: 'done', output: null })
    expect(flows.providers()).not.toBe(first)
    expect(oauth.providers).toHaveBeenCalledTimes(2)
  })

  it('is none without third-party sign-in', () => {
    expect(createSignInFlows(fakeServices()).providers()).toBeNull()
  })
})
