import { timingSafeEqual } from 'node:crypto'
import { OAUTH_PROVIDERS, type LoginRequest, type OAuthProvider } from '../../../core/identity'
import type { GoogleIdentity } from './google'
import { createIdentityOnlyAccount } from './oauth/accountsStore'
import type { OAuthIdentity } from './oauth/identity'
import type { OAuthSignIn } from './oauth/signIn'
import { hashPassword, verifyPassword } from './passwords'
import { isComplexEnough } from './passwordStrength'
import type { AuthServices } from './services'
import type { UserRecord } from './usersStore'

/** Why a login was refused (the error code of the 401). */
export type LoginFailure = 'auth.impersonationForbidden' | 'auth.invalidCredentials' | 'auth.invalidCode' | 'auth.invalidLink' | 'auth.providerUnavailable' | 'auth.emailNotVerified' | 'auth.oauthFailed' | 'auth.passwordTooWeak'

/** The account a login request signs in to, or why not. */
export type LoginOutcome = { readonly user: UserRecord } | { readonly failure: LoginFailure }

type PasswordLogin = Extract<LoginRequest, { provider: 'password' }>
type OAuthLogin = Extract<LoginRequest, { provider: OAuthProvider }>

/** The auth services with third-party sign-in (authRoutes adds it; absent: no OAuth provider is configured). */
export type AuthenticateServices = AuthServices & { readonly oauth?: OAuthSignIn }

const isOAuthLogin = (request: LoginRequest): request is OAuthLogin => (OAUTH_PROVIDERS as readonly string[]).includes(request.provider)

const enabled = (user: UserRecord | null, failure: LoginFailure): LoginOutcome => (user && !user.disabled ? { user } : { failure })

const sameSecret = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)]
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Who sends a login request: only an administrator's own full session may sign in as another account. */
export interface LoginCaller {
  /** Whether the request carries a full session of an administrator (asked only when the impersonation key is used). */
  readonly isAdmin: () => Promise<boolean>
}

const NOBODY: LoginCaller = { isAdmin: async () => false }

/**
 * The impersonation key (never in production): signing in as an existing account needs the caller to be an
 * administrator (their bearer token on the request), else 403; the sign-up helper (signUp, no such account yet)
 * creates the account without one. Every use, allowed or refused, is logged (docs/decisions.md, "Impersonation").
 */
async function passwordLogin(services: AuthServices, request: PasswordLogin, caller: LoginCaller): Promise<LoginOutcome> {
  const key = services.impersonationKey
  if (key !== undefined && sameSecret(request.password, key)) {
    const existing = await services.users.findByEmail(request.email)
    if (existing && !(await caller.isAdmin())) {
      services.logImpersonation(existing.id, request.email, true)
      return { failure: 'auth.impersonationForbidden' }
    }
    const outcome = enabled(existing ?? (request.signUp ? await services.users.createVerified(request) : null), 'auth.invalidCredentials')
    // Every use of the key is logged (who was signed in as; never the key itself): docs/operations.md.
    services.logImpersonation('user' in outcome ? outcome.user.id : null, request.email)
    return outcome
  }
  const user = await services.users.findByEmail(request.email)
  // Verified even without an account, so an unknown email takes as long as a wrong password.
  const matches = await verifyPassword(user?.passwordHash ?? null, request.password)
  return enabled(matches ? user : null, 'auth.invalidCredentials')
}

/** Google: accounts are keyed by ('google', sub); an existing account is linked only on a verified email. */
async function googleLogin(services: AuthServices, identity: GoogleIdentity | null): Promise<LoginOutcome> {
  if (identity === null) return { failure: 'auth.invalidCredentials' }
  const known = await services.users.findByIdentity('google', identity.subject)
  if (known) return enabled(known, 'auth.invalidCredentials')
  if (!identity.emailVerified) return { failure: 'auth.emailNotVerified' }
  const user = await services.users.createVerified(identity)
  await services.users.addIdentity('google', identity.subject, user.id)
  return enabled(user, 'auth.invalidCredentials')
}

/**
 * LinkedIn, Microsoft, Facebook: accounts are keyed by (provider, subject). A new identity joins the account of
 * its email only when the provider verified that email; an unverified email never links to an existing account,
 * and a new account made from one is reachable through that identity only (oauth/accountsStore.ts).
 */
async function oauthIdentityLogin(services: AuthServices, identity: OAuthIdentity | null): Promise<LoginOutcome> {
  if (identity === null || identity.email === null) return { failure: 'auth.oauthFailed' }
  const known = await services.users.findByIdentity(identity.provider, identity.subject)
  if (known) return enabled(known, 'auth.oauthFailed')
  const email = identity.email
  if (!identity.emailVerified && (await services.users.findByEmail(email))) return { failure: 'auth.emailNotVerified' }
  const user = identity.emailVerified
    ? await services.users.createVerified({ ...identity, email })
    : await createIdentityOnlyAccount(services.db, services.users, { ...identity, email })
  await services.users.addIdentity(identity.provider, identity.subject, user.id)
  return enabled(user, 'auth.oauthFailed')
}

/** Checks a login request's credential and finds (or, for a sign-up, creates) its account. */
export async function authenticate(services: AuthenticateServices, request: LoginRequest, caller: LoginCaller = NOBODY): Promise<LoginOutcome> {
  if (isOAuthLogin(request)) {
    if (!services.oauth?.providers.includes(request.provider)) return { failure: 'auth.providerUnavailable' }
    return oauthIdentityLogin(services, await services.oauth.identify(request.provider, request.code, request.state))
  }
  if (request.provider === 'password') return passwordLogin(services, request, caller)
  if (request.provider === 'google') {
    if (!services.verifyGoogle) return { failure: 'auth.providerUnavailable' }
    return googleLogin(services, await services.verifyGoogle(request.credential))
  }
  if ('token' in request) {
    const key = await services.secrets.redeemLink(request.token)
    return enabled(key === null ? null : await services.users.findByEmail(key), 'auth.invalidLink')
  }
  const purpose = request.signUp ? 'signUp' : 'signIn'
  // Whatever can refuse a sign-up is settled before the code is used: the request's text by the schema, the
  // password's strength and hash here. So a refused sign-up leaves the code working.
  const password = purpose === 'signUp' ? request.password : undefined
  if (password !== undefined && !(await isComplexEnough(password, request))) return { failure: 'auth.passwordTooWeak' }
  const passwordHash = password === undefined ? null : await hashPassword(password)
  // One transaction: if making the account fails, the code was never used (a wrong try still counts).
  return services.transaction(async ({ users, secrets }) => {
    if (!(await secrets.redeemCode(request.email, purpose, request.code))) return { failure: 'auth.invalidCode' }
    const existing = await users.findByEmail(request.email)
    if (existing || purpose !== 'signUp') return enabled(existing, 'auth.invalidCode')
    return enabled(await users.createVerified({ ...request, passwordHash }), 'auth.invalidCode')
  })
}
