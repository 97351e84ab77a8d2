import { describe, expect, it } from 'vitest'
import type { SignInInput } from '../../../../machines/identity/signIn.machine'
import { enterLoginView } from '../../../../ui/features/identity/loginRoute'

/** Records what the loader tells the app's sign-in flow; it hands the page the flow and the app's provider list. */
async function enter(view: string | undefined, search: object = {}, state: object = {}): Promise<SignInInput> {
  const told: SignInInput[] = []
  const app = { signIn: async (input: SignInInput) => (told.push(input), 'the flow' as never), signInProviders: async () => 'the providers' as never, signUpPassword: async () => 'the hold' as never }
  expect(await enterLoginView({ context: { app }, params: view === undefined ? {} : { view }, location: { search, state } })).toEqual({
    flow: 'the flow',
    providers: 'the providers',
    signUpPassword: 'the hold',
  })
  return told[0]!
}

describe('the sign-in routes loader', () => {
  it('tells the flow the view of the URL (an unknown one is sign-in, an old spelling is read) and the query', async () => {
    expect(await enter(undefined, { email: 'ada@example.com' })).toEqual({ view: 'sign-in', email: 'ada@example.com', linkToken: undefined, names: undefined })
    expect(await enter('forgot-password')).toMatchObject({ view: 'forgot-password', email: undefined })
    expect(await enter('no-such-view')).toMatchObject({ view: 'sign-in' })
    expect(await enter('signup')).toMatchObject({ view: 'sign-up' })
    expect(await enter('email-link', { token: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })).toMatchObject({ view: 'email-link', linkToken: 'token-aaaaaaaaaaaaaaaaaaaaaaa' })
  })

  it('takes the sign-up names (and email) from the history entry, never from the URL', async () => {
    expect(await enter('verify-code', {}, { signUp: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' } })).toEqual({
      view: 'verify-code',
      email: 'grace@example.com',
      linkToken: undefined,
      names: { firstName: 'Grace', lastName: 'Hopper' },
    })
  })
})
