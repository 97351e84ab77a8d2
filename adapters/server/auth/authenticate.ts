import { timingSafeEqual } from 'node:crypto'
import type { LoginRequest } from '../../../core/schemas/auth'
import type { GoogleIdentity } from './google'
import { verifyPassword } from './passwords'
import type { AuthServices } from './services'
import type { UserRecord } from './users'

/** Why a login was refused (the error code of the 401). */
export type LoginFailure = 'auth.invalidCredentials' | 'auth.invalidCode' | 'auth.invalidLink' | 'auth.providerUnavailable' | 'auth.emailNotVerified'

/** The account a login request signs in to, or why not. */
export type LoginOutcome = { readonly user: UserRecord } | { readonly failure: LoginFailure }

type PasswordLogin = Extract<LoginRequest, { provider: 'password' }>

const enabled = (user: UserRecord | null, failure: LoginFailure): LoginOutcome => (user && !user.disabled ? { user } : { failure })

const sameSecret = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)]
  return left.length === right.length && timingSafeEqual(left, right)
}

async function passwordLogin(services: AuthServices, request: PasswordLogin): Promise<LoginOutcome> {
  const key = services.impersonationKey
  if (key !== undefined && sameSecret(request.password, key)) {
    const existing = await services.users.findByEmail(request.email)
    return enabled(existing ?? (request.signUp ? await services.users.createVerified(request) : null), 'auth.invalidCredentials')
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

/** Checks a login request's credential and finds (or, for a sign-up, creates) its account. */
export async function authenticate(services: AuthServices, request: LoginRequest): Promise<LoginOutcome> {
  if (request.provider === 'password') return passwordLogin(services, request)
  if (request.provider === 'google') {
    if (!services.verifyGoogle) return { failure: 'auth.providerUnavailable' }
    return googleLogin(services, await services.verifyGoogle(request.credential))
  }
  if ('token' in request) {
    const key = await services.secrets.redeemLink(request.token)
    return enabled(key === null ? null : await services.users.findByEmail(key), 'auth.invalidLink')
  }
  const purpose = request.signUp ? 'signUp' : 'signIn'
  if (!(await services.secrets.redeemCode(request.email, purpose, request.code))) return { failure: 'auth.invalidCode' }
  const existing = await services.users.findByEmail(request.email)
  return enabled(existing ?? (purpose === 'signUp' ? await services.users.createVerified(request) : null), 'auth.invalidCode')
}
