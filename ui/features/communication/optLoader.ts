import { redirect } from '@tanstack/react-router'
import type { StoragePort, ClockPort } from '../../../core/ports'
import type { AlertCalls, AppActor } from '../../../machines/app/appActor'
import { keepProvisionalToken, provisionalToken } from '../../../core/alerts'

/** What an /opt loader is given: the app, the ports, the page's `link` or `confirm`. */
export interface OptMatch {
  readonly context: { readonly app: Pick<AppActor, 'alertCalls'>; readonly services: { readonly storage: StoragePort; readonly clock: ClockPort } }
  readonly deps: { readonly link?: string; readonly confirm?: string }
}

/**
 * The provisional session of an /opt page: an email's signed link (or a signed-out alert's confirmation) is
 * exchanged once for a short tmp token kept in this tab's session storage, and the page is entered again without
 * it (the address bar and history never keep it). Null when there is no usable session (the link expired).
 */
export async function optSession(match: OptMatch, path: '/opt' | `/opt/job-alerts/${string}`, exchange: (calls: AlertCalls) => Promise<{ jwt: string }> | null): Promise<{ calls: AlertCalls; token: string | null }> {
  const { storage, clock } = match.context.services
  const calls = await match.context.app.alertCalls()
  const asked = exchange(calls)
  if (asked !== null) {
    const answer = await asked.catch(() => null)
    if (answer !== null) keepProvisionalToken(storage, answer.jwt)
    throw redirect({ href: path, replace: true })
  }
  return { calls, token: provisionalToken(storage, clock.now()) }
}
