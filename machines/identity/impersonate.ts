import type { AppActor } from '../app/appActor'

/**
 * Developer tools only (the debug panel's chunk, never the first screen): signs in as the account of `email` with the
 * server's impersonation key, sending the signed-in administrator's own token (the server refuses anyone else, 403,
 * and logs every use). Rejects with the call's ApiError; on success the session is that account's.
 */
export async function impersonate(app: Pick<AppActor, 'auth' | 'session'>, email: string, key: string, timezoneOffset: number): Promise<void> {
  const answer = await app.auth.api.login({ provider: 'password', email, password: key }, timezoneOffset, app.session.validToken() ?? undefined)
  app.session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
}
