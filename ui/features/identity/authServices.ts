import type { AccountApi } from '../../../core/accounts'
import type { AuthApi, OAuthApi } from '../../../core/identity'
import type { PasswordStrengthPort } from '../../../core/ports/passwordStrength'
import { selectSession } from '../../../machines/app/selectors'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { useApp, useAppSelector } from '../../useApp'

/** The sign-in calls and the stored session, as the app actor holds them (`app.auth`). */
export interface AuthServices {
  readonly api: AuthApi
  readonly session: SessionStore
  /** The account settings calls (name, password). */
  readonly account: AccountApi
  /** Loads the password scorer: a lazy chunk (its dictionaries are large), fetched when a new-password field is first used. */
  readonly loadPasswordStrength: () => Promise<PasswordStrengthPort>
  /** Third-party sign-in and the configured providers; absent: no provider buttons and no Google one-tap. */
  readonly oauth?: OAuthApi
}

/** The app's AuthServices (the app actor's, from the router context, so beforeLoad and components share one). */
export function useAuth(): AuthServices {
  return useApp().auth
}

/** The current session view; re-renders when this tab or another one signs in or out. */
export function useSessionView(): SessionView {
  return useAppSelector(selectSession)
}

