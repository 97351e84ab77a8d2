import * as v from 'valibot'
import { EmailChangePreviewSchema, type EmailChangePreview, type ProfileNameRequest } from './schemas'
import { AcceptedResponseSchema, LoginResponseSchema, type LoginResponse, type SetPasswordRequestSchema } from '../identity'
import { ProfileWireSchema, type Profile } from '../session'
import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'

/** POST /rest/auth/password's body: the new password, and the current one when the account has a password. */
export type SetPasswordRequest = v.InferOutput<typeof SetPasswordRequestSchema>

/**
 * The account settings calls (docs/api.md), signed in with the current token. Every method rejects with an
 * ApiError; a refused one is an HttpError whose `code` says why (auth.passwordTooWeak, auth.currentPasswordWrong,
 * auth.currentPasswordRequired, account.emailChangeExpired, account.emailChangeCancelled, account.emailChangeWrongUser,
 * account.emailInUse, account.emailUnchanged, auth.rateLimited, request.invalid).
 */
export interface AccountApi {
  /** PATCH /rest/profile: saves the first and last name; answers the profile. */
  saveName(name: ProfileNameRequest): Promise<Profile>
  /**
   * POST /rest/auth/password: sets or changes the password. Answers a login response: the change makes every
   * older token unusable, so the caller must keep the new tokens to stay signed in.
   */
  setPassword(request: SetPasswordRequest): Promise<LoginResponse>
  /** POST /rest/profile/email: mails a confirmation link to the new address (the same answer whether it has an account). */
  requestEmailChange(email: string): Promise<void>
  /** GET /rest/profile/email/{code}: the address a mailed change link would move the account to. */
  emailChange(code: string): Promise<EmailChangePreview>
  /** POST /rest/profile/email/{code}/confirm: moves the account; answers new tokens (older ones are revoked). */
  confirmEmailChange(code: string): Promise<LoginResponse>
  /** POST /rest/profile/email/{code}/cancel: ends the request unused. */
  cancelEmailChange(code: string): Promise<void>
  /**
   * POST /rest/profile/delete: deletes the account and everything of it (applications, resumes, alerts, ...) once
   * `email` is the account's; its tokens stop working at once.
   */
  deleteAccount(email: string): Promise<void>
}

const changePath = (code: string) => `/rest/profile/email/${encodeURIComponent(code)}`

/** Creates the account calls over the app's API transport (createApi: retries, notices, taint, token). */
export const createAccountApi = (transport: Api): AccountApi => {
  // Every route of these is for a full session (adapters/server/accounts): none goes out once it has ended.
  const api = signedInOnly(transport)
  return {
    saveName: (name) => api.call({ method: 'PATCH', path: '/rest/profile', body: name, schema: ProfileWireSchema }),
    setPassword: (request) => api.call({ method: 'POST', path: '/rest/auth/password', body: request, schema: LoginResponseSchema }),
    requestEmailChange: (email) =>
      api.call({ method: 'POST', path: '/rest/profile/email', body: { email }, schema: AcceptedResponseSchema }).then(() => undefined),
    emailChange: (code) => api.call({ method: 'GET', path: changePath(code), schema: EmailChangePreviewSchema }),
    confirmEmailChange: (code) => api.call({ method: 'POST', path: `${changePath(code)}/confirm`, body: {}, schema: LoginResponseSchema }),
    cancelEmailChange: (code) =>
      api.call({ method: 'POST', path: `${changePath(code)}/cancel`, body: {}, schema: AcceptedResponseSchema }).then(() => undefined),
    deleteAccount: (email) => api.call({ method: 'POST', path: '/rest/profile/delete', body: { email }, schema: AcceptedResponseSchema }).then(() => undefined),
  }
}
