import type { ApiNotice } from '../../core/api'
import type { StoragePort } from '../../core/ports'
import { isLinkToken, planEmailParam } from '../../core/identity'
import { SESSION_STORED } from '../../core/session'
import type { AppActor } from '../app/appActor'
import { failureOf } from './failures'

/** What the `e` sign-in needs from the composition root. */
export interface EmailParamDeps {
  /** The app actor: it signs in with the link's token and keeps the session. */
  readonly app: Pick<AppActor, 'signInWith'>
  readonly storage: StoragePort
  /** Shows a toast (why the link did not sign in). */
  readonly notify: (notice: ApiNotice) => void
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string }
  /** Replaces the address without a new history entry (the browser's replaceState, which the router listens to). */
  readonly replaceUrl: (href: string) => void
}

/** How the `e` sign-in ended. */
export type EmailParamOutcome = 'none' | 'signedIn' | 'failed'

/**
 * Signs in with the `e` parameter's link token (spec section 2: on any page): `e` leaves the address at once (the
 * rest of the query stays, no new history entry), the cached profile is cleared except on /callback/ paths, the
 * session is stored on success, and a toast says why on failure (the token is never logged). Loaded only when `e`
 * is present, so the first screen never downloads it.
 */
export async function signInWithEmailParam({ app, storage, notify, location, replaceUrl }: EmailParamDeps): Promise<EmailParamOutcome> {
  const plan = planEmailParam(location)
  if (plan === null) return 'none'
  replaceUrl(plan.href)
  if (plan.clearProfile) for (const scope of [storage.local, storage.session]) scope.remove(SESSION_STORED.profile.key)
  if (!isLinkToken(plan.token)) {
    notify({ id: 'auth.error.invalidLink', tone: 'negative' })
    return 'failed'
  }
  try {
    await app.signInWith({ provider: 'email', token: plan.token })
    return 'signedIn'
  } catch (error) {
    notify({ id: failureOf('link', error), tone: 'negative' })
    return 'failed'
  }
}
