import type { ApiNotice } from '../api/contract'
import type { MessageId } from '../i18n/en-US'
import { displayName, type Profile } from '../session'

/** How a sign-in ended: a new account, a password reset, a sign-in (password, code, link), a third party's. */
export type SignInWay = 'signUp' | 'reset' | 'signIn' | 'provider'

const WELCOME: Readonly<Record<SignInWay, MessageId>> = {
  signUp: 'signInFlow.welcome.signUp',
  reset: 'signInFlow.welcome.reset',
  signIn: 'signInFlow.welcome.back',
  // A provider's sign-in may have just made the account: no "back".
  provider: 'signInFlow.welcome.provider',
}

/** The greeting after signing in, by the first name (the display name when there is none). */
export const welcomeNotice = (way: SignInWay, profile: Profile): ApiNotice => ({
  id: WELCOME[way],
  values: { name: profile.firstName.trim() || displayName(profile) },
  tone: 'positive',
})
