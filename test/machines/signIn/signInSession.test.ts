import { describe, expect, it, vi } from 'vitest'
import { ApiErrors } from '../../../core/api/errors'
import type { LoginResponse } from '../../../core/schemas/auth'
import { rememberSignUpPassword, signUpPasswordFor } from '../../../machines/signIn/signUpPassword'
import { createSignInFlows, type SignInServices } from '../../../machines/signIn/signInSession'

const answer = { success: true, jwt: 'h.p.s', downloadToken: 'd', profile: { id: 'u', email: 'ada@example.com' }, location: null } as LoginResponse
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

function fakeAuth(login: () => Promise<LoginResponse> = () => Promise.resolve(answer)) {
  const api = { login: vi.fn(login), email: vi.fn(() => Promise.resolve()), resetPassword: vi.fn(() => Promise.resolve()) }
  const session = { signedIn: vi.fn() }
  const flows = createSignInFlows({ api, session, timezoneOffset: () => 120 } satisfies SignInServices)
  return { flows, api, session }
}
const grace = { email: 'grace@example.com', names: { firstName: 'Grace', lastName: 'Hopper' } }

describe('the sign-in flow of the app', () => {
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
    rememberSignUpPassword('grace@example.com', 'a long passphrase')
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
    rememberSignUpPassword('grace@example.com', 'the sign-up form one')
    const flow = flows.enter({ view: 'verify-code', ...grace })
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'typed on the code screen' })
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ password: 'typed on the code screen' }), 120)
    await flush()
    expect(flow.getSnapshot().status).toBe('done')
    expect(signUpPasswordFor('grace@example.com')).toBeUndefined()
  })
})
