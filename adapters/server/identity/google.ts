import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose'
import * as v from 'valibot'

/** Google sign-in settings: the OAuth client id ID tokens must be issued for, and where Google's keys are. */
export interface GoogleOptions {
  readonly clientId: string
  /** The keys as a JWKS document (tests use a local key); default: fetched from jwksUrl. */
  readonly jwks?: JSONWebKeySet
  /** Default Google's: https://www.googleapis.com/oauth2/v3/certs */
  readonly jwksUrl?: string
}

/** Who a verified Google ID token says signed in. */
export interface GoogleIdentity {
  readonly subject: string
  readonly email: string
  readonly emailVerified: boolean
  readonly firstName: string
  readonly lastName: string
}

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

const IdTokenClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: v.pipe(v.string(), v.email()),
  email_verified: v.optional(v.boolean(), false),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
})

/** Verifies Google ID tokens (RS256, Google's issuer, our client id, unexpired); null for anything else. */
export function createGoogleVerifier(options: GoogleOptions, now: () => Date): (idToken: string) => Promise<GoogleIdentity | null> {
  const keys: JWTVerifyGetKey = options.jwks ? createLocalJWKSet(options.jwks) : createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL))
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { algorithms: ['RS256'], issuer: GOOGLE_ISSUERS, audience: options.clientId, currentDate: now() })
      const claims = v.parse(IdTokenClaimsSchema, payload)
      return { subject: claims.sub, email: claims.email, emailVerified: claims.email_verified, firstName: claims.given_name, lastName: claims.family_name }
    } catch {
      return null
    }
  }
}
