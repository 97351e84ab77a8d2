import * as v from 'valibot'
import type { AbortSignalLike } from '../ports/http'
import {
  AcceptedResponseSchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  type EmailPurpose,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequestSchema,
} from './schemas'
import { ProfileWireSchema, type Profile, type IssuedTokens } from '../session'
import type { Api } from '../api/transport'

/**
 * The sign-in calls of spec section 7 (docs/api.md, "Sign-in, sign-up and the session"). Every method rejects with an ApiError; a refused
 * login is an HttpError whose `code` says why (auth.invalidCredentials, auth.invalidCode, auth.rateLimited, ...).
 */
export interface AuthApi {
  /**
   * POST /rest/auth/login?timezoneOffset={n}: tokens, profile (location mapped from `_location`) and location. Sent
   * without a token, except `asCaller`: the signed-in administrator's own token when signing in as another account
   * with the impersonation key (the server allows that to administrators only).
   */
  login(request: LoginRequest, timezoneOffset: number, asCaller?: string): Promise<LoginResponse>
  /** POST /rest/auth/refresh with `token` (default: the current one): a new token pair. */
  refresh(token?: string): Promise<IssuedTokens>
  /** POST /rest/auth/logout with `token` (default: the current one): makes it and older tokens unusable. */
  logout(token?: string): Promise<void>
  /** GET /rest/profile?timezoneOffset={n}: the signed-in user's profile (with `bearer`: that token's user's). */
  profile(timezoneOffset: number, options?: { signal?: AbortSignalLike; bearer?: string }): Promise<Profile>
  /**
   * POST /rest/auth/email: mails a code (or a link) for `purpose`; answers the same whether the account exists. A
   * sign-in link returns to `redirect` (a path on this site).
   */
  email(email: string, purpose: EmailPurpose, redirect?: string): Promise<void>
  /** POST /rest/auth/reset-password: sets the password with a mailed reset code (does not sign in). */
  resetPassword(request: v.InferOutput<typeof ResetPasswordRequestSchema>): Promise<void>
}

/** Credentials calls carry no token, and their 401 (refused credentials) is not the session's 401. */
const WITHOUT_TOKEN = null

const withOffset = (path: string, timezoneOffset: number) => `${path}?timezoneOffset=${Math.trunc(timezoneOffset)}`

/** Creates the sign-in calls over the app's API transport (createApi: retries, notices, taint, token). */
export const createAuthApi = (api: Api): AuthApi => {
  const post = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>, bearer?: string | null) =>
    api.call({ method: 'POST', path, body, schema, ...(bearer === undefined ? {} : { bearer }) })
  return {
    login: (request, timezoneOffset, asCaller) =>
      post(withOffset('/rest/auth/login', timezoneOffset), request, LoginResponseSchema, asCaller ?? WITHOUT_TOKEN),
    refresh: (token) => post('/rest/auth/refresh', {}, RefreshResponseSchema, token),
    logout: (token) => post('/rest/auth/logout', {}, AcceptedResponseSchema, token).then(() => undefined),
    profile: (timezoneOffset, options) =>
      api.call({
        method: 'GET',
        path: withOffset('/rest/profile', timezoneOffset),
        schema: ProfileWireSchema,
        signal: options?.signal,
        signedIn: true,
        ...(options?.bearer === undefined ? {} : { bearer: options.bearer }),
      }),
    email: (email, purpose, redirect) =>
      post('/rest/auth/email', { email, purpose, ...(redirect === undefined ? {} : { redirect }) }, AcceptedResponseSchema, WITHOUT_TOKEN).then(
        () => undefined,
      ),
    resetPassword: (request) =>
      post('/rest/auth/reset-password', request, AcceptedResponseSchema, WITHOUT_TOKEN).then(() => undefined),
  }
}
