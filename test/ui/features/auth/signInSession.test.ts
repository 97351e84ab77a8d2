import { describe, expect, it, vi } from 'vitest'
import { ApiErrors } from '../../../../core/api/errors'
import type { LoginResponse } from '../../../../core/identity'
import { rememberSignUpPassword, signUpPasswordFor } from '../../../../ui/features/account/signUpPassword'
import type { AuthServices } from '../../../../ui/features/auth/authServices'
import { enterLoginView } from '../../../../ui/features/auth/signInSession'
import type { ProvidersResponse } from '../../../../core/identity'

const answer = { success: true, jwt: 'h.p.s', downloadToken: 'd', profile: { id: 'u', email: 'ada@example.com' }, location: null } as LoginResponse
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

function fakeAuth(login: () => Promise<LoginResponse> = () => Promise.resolve(answer)) {
  const api = { login: vi.fn(login), email: vi.fn(() => Promise.resolve()), resetPassword: vi.fn(() => Promise.resolve()) }
  const session = { signedIn: vi.fn() }
  return { auth: { api, session } as unknown as AuthServices, api, session }
}
const enter = (auth: AuthServices, view: string | undefined, search: object = {}, state: object = {}) =>
  enterLoginView({ context: { auth }, params: view === undefined ? {} : { view }, location: { search, state } }).flow

describe('the sign-in routes loader', () => {
  it('keeps one flow across the views, carrying the email the URL gave', () => {
    const { auth } = fakeAuth()
    const flow = enter(auth, undefined, { email: 'ada@example.com' })
    expect(enter(auth, 'forgot-password')).toBe(flow)
    expect(flow.getSnapshot().matches('forgettingPassword')).toBe(true)
    expect(flow.getSnapshot().context.email).toBe('ada@example.com')
    expect(enter(auth, 'no-such-view').getSnapshot().matches('signingIn')).toBe(true)
    expect(enter(auth, 'signup').getSnapshot().matches('signingUp')).toBe(true)
  })

  it('follows a link token once however often the route loads, stores the session, and then starts afresh', async () => {
    const { auth, api, session } = fakeAuth()
    const flow = enter(auth, 'email-link', { token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    enter(auth, 'email-link', { token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
    expect(api.login).toHaveBeenCalledTimes(1)
    await flush()
    expect(flow.getSnapshot().status).toBe('done')
    expect(session.signedIn).toHaveBeenCalledWith({ jwt: 'h.p.s', downloadToken: 'd' }, answer.profile)
    expect(enter(auth, undefined)).not.toBe(flow)
  })

  it('the code login of a sign-up carries the names of the history entry and the password held in memory', async () => {
    const { auth, api } = fakeAuth(() => Promise.reject(ApiErrors.http(401, 'auth.invalidCode')))
    rememberSignUpPassword('grace@example.com', 'a long passphrase')
    const flow = enter(auth, 'verify-code', { email: 'grace@example.com' }, { signUp: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' } })
    flow.send({ type: 'user.codeSubmitted', code: '123456' })
    expect(api.login).toHaveBeenCalledWith(
      { provider: 'email', email: 'grace@example.com', code: '123456', signUp: true, firstName: 'Grace', lastName: 'Hopper', password: 'a long passphrase' },
      expect.any(Number),
    )
    await flush()
    expect(flow.getSnapshot().context.failure).toBe('auth.error.invalidCode')
  })

  it('a password typed on the code screen is sent as typed; none is held after the account exists', async () => {
    const { auth, api } = fakeAuth()
    rememberSignUpPassword('grace@example.com', 'the sign-up form one')
    const flow = enter(auth, 'verify-code', { email: 'grace@example.com' }, { signUp: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' } })
    flow.send({ type: 'user.codeSubmitted', code: '123456', password: 'typed on the code screen' })
    expect(api.login).toHaveBeenCalledWith(expect.objectContaining({ password: 'typed on the code screen' }), expect.any(Number))
    await flush()
    expect(flow.getSnapshot().status).toBe('done')
    expect(signUpPasswordFor('grace@example.com')).toBeUndefined()
  })
})

describe('the provider buttons\' list, loaded by the sign-in routes\' loader', () => {
  const offered = { providers: ['linkedin', 'google'], googleClientId: 'client-1' } as ProvidersResponse
  const withOAuth = (providers: () => Promise<ProvidersResponse>) => {
    const { auth } = fakeAuth()
    const oauth = { providers: vi.fn(providers), start: vi.fn() }
    return { auth: { ...auth, oauth } as unknown as AuthServices, oauth }
  }
  const load = (auth: AuthServices, view?: string) => enterLoginView({ context: { auth }, params: view === undefined ? {} : { view }, location: { search: {}, state: {} } })

  it('is asked for once for the app, whatever screen comes next', async () => {
    const { auth, oauth } = withOAuth(() => Promise.resolve(offered))
    const first = load(auth).providers
    await flush()
    expect(first?.getSnapshot().output).toEqual(offered)
    expect(load(auth, 'sign-up').providers).toBe(first)
    expect(oauth.providers).toHaveBeenCalledTimes(1)
  })

  it('is asked for again by the next screen when it could not be had (no buttons meanwhile)', async () => {
    const { auth, oauth } = withOAuth(() => Promise.reject(ApiErrors.network(new Error('down'))))
    const first = load(auth).providers
    await flush()
    expect(first?.getSnapshot()).toMatchObject({ status: 'done', output: null })
    expect(load(auth, 'sign-up').providers).not.toBe(first)
    expect(oauth.providers).toHaveBeenCalledTimes(2)
  })

  it('is none without third-party sign-in', () => {
    expect(load(fakeAuth().auth).providers).toBeNull()
  })
})
