import { selectSession } from '../../../machines/app/selectors'
import type { AppAuth } from '../../../machines/app/appActor'
import type { SessionView } from '../../../machines/session/sessionStore'
import { useApp, useAppSelector } from '../../useApp'

/** The sign-in calls, the session and the account calls, as the app actor holds them (`app.auth`). */
export function useAuth(): AppAuth {
  return useApp().auth
}

/** The current session view; re-renders when this tab or another one signs in or out. */
export function useSessionView(): SessionView {
  return useAppSelector(selectSession)
}
