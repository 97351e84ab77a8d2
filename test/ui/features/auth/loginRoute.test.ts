import { describe, expect, it, vi } from 'vitest'
import type { LoginResponse } from '../../../../core/schemas/auth'
import type { AuthServices } from '../../../../ui/features/auth/authServices'
import { enterLoginView } from '../../../../ui/features/auth/loginRoute'

const answer = { success: true, jwt: 'h.p.s', downloadToken: 'd', profile: { id: 'u', email: 'ada@example.com' }, location: null } as LoginResponse

function fakeAuth() {
  const api = { login: vi.fn(() => Promise.resolve(answer)), email: vi.fn(() => Promise.resolve()), resetPassword: vi.fn(() => Promise.resolve()) }
  return { api, session: { signedIn: vi.fn() } } as unknown as AuthServices
}
const enter = (auth: AuthServices, view: string | undefined, search: object = {}, state: object = {}) =>
  enterLoginView({ context: { auth }, params: view === undefined ? {} : { view }, location: { search, state } }).flow

describe('the sign-in routes loader', () => {
  it('hands the flow the view of the URL (an unknown one is sign-in, an old spelling is read) and the query\'s email', () => {
    const auth = fakeAuth()
    const flow = enter(auth, undefined, { email: 'ada@example.com' })
    expect(enter(auth, 'forgot-password')).toBe(flow)
    expect(flow.getSnapshot().matches('forgettingPassword')).toBe(true)
    expect(flow.getSnapshot().context.email).toBe('ada@example.com')
    expect(enter(auth, 'no-such-view').getSnapshot().matches('signingIn')).toBe(true)
    expect(enter(auth, 'signup').getSnapshot().matches('signingUp')).toBe(true)
  })

  it('takes the sign-up names (and email) from the history entry, never from the URL', () => {
    const flow = enter(fakeAuth(), 'verify-code', {}, { signUp: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' } })
    expect(flow.getSnapshot().context).toMatchObject({ email: 'grace@example.com', names: { firstName: 'Grace', lastName: 'Hopper' } })
  })
})
