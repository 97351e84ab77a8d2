import * as v from 'valibot'
import type { ApiNotice } from '../../../core/api/contract'
import type { StoragePort } from '../../../core/ports'
import { LinkTokenSchema } from '../../../core/identity'
import { SESSION_STORED } from '../../../core/session'
import type { AppActor } from '../../../machines/app/appActor'
import { failureOf } from '../../../machines/signIn/failures'
import { browserTimezoneOffset } from './authServices'

/** The query parameter that signs in with an email credential (a sign-in link's token) on any page. */
export const EMAIL_PARAM = 'e'

/** True on the return points of third-party sign-in (/login/callback/{provider}): no one-tap, no profile clearing. */
export const isCallbackPath = (pathname: string): boolean => pathname.includes('/callback/')

/** What to do with a URL carrying `e`: the token, the same address without it, and whether to clear the profile. */
export interface EmailParamPlan {
  readonly token: string
  /** Path, query without `e` (the other parameters kept byte for byte, in order) and hash. */
  readonly href: string
  readonly clearProfile: boolean
}

const keyOf = (pair: string): string => {
  const key = pair.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '))
  } catch {
    return key
  }
}

/** The plan for this address, or null when it has no `e` parameter. Pure. */
export function planEmailParam(url: { readonly pathname: string; readonly search: string; readonly hash: string }): EmailParamPlan | null {
  const token = new URLSearchParams(url.search).get(EMAIL_PARAM)
  if (token === null) return null
  const kept = url.search.replace(/^\?/, '').split('&').filter((pair) => pair !== '' && keyOf(pair) !== EMAIL_PARAM)
  const query = kept.length === 0 ? '' : `?${kept.join('&')}`
  return { token, href: `${url.pathname}${query}${url.hash}`, clearProfile: !isCallbackPath(url.pathname) }
}

/** What the `e` sign-in needs from the composition root. */
export interface EmailParamDeps {
  /** The app actor: its sign-in calls, and `user.loggedIn` to keep the session. */
  readonly app: Pick<AppActor, 'auth' | 'send'>
  readonly storage: StoragePort
  /** Shows a toast (why the link did not sign in). */
  readonly notify: (notice: ApiNotice) => void
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string }
  /** The browser history; the router sees a replaceState (TanStack's history listens to it). */
  readonly history: Pick<History, 'replaceState' | 'state'>
}

/** How the `e` sign-in ended. */
export type EmailParamOutcome = 'none' | 'signedIn' | 'failed'

/**
 * Signs in with the `e` parameter's link token (spec section 2: on any page): `e` leaves the address at once (the
 * rest of the query stays, no new history entry), the cached profile is cleared except on /callback/ paths, the
 * session is stored on success, and a toast says why on failure (the token is never logged). Loaded only when `e`
 * is present, so the first screen never downloads it.
 */
export async function signInWithEmailParam({ app, storage, notify, location, history }: EmailParamDeps): Promise<EmailParamOutcome> {
  const plan = planEmailParam(location)
  if (plan === null) return 'none'
  history.replaceState(history.state, '', plan.href)
  if (plan.clearProfile) for (const scope of [storage.local, storage.session]) scope.remove(SESSION_STORED.profile.key)
  if (!v.is(LinkTokenSchema, plan.token)) {
    notify({ id: 'auth.error.invalidLink' })
    return 'failed'
  }
  try {
    const answer = await app.auth.api.login({ provider: 'email', token: plan.token }, browserTimezoneOffset())
    app.send({ type: 'user.loggedIn', jwt: answer.jwt, downloadToken: answer.downloadToken, profile: answer.profile })
    return 'signedIn'
  } catch (error) {
    notify({ id: failureOf('link', error) })
    return 'failed'
  }
}
