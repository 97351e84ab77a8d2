import type { AccountApi } from '../../core/accounts'
import type { SessionStore } from '../session/sessionStore'

/** What the account settings' flows call: the account API, and the session their answers (a profile, new tokens) go to. */
export interface AccountServices {
  readonly account: AccountApi
  readonly session: Pick<SessionStore, 'signedIn' | 'profileLoaded'>
}
