import * as v from 'valibot'
import type { OAuthProvider } from '../../../../core/identity'

/** Who a provider says signed in. `email` is null when the provider gave none (or not a usable one). */
export interface OAuthIdentity {
  readonly provider: OAuthProvider
  readonly subject: string
  readonly email: string | null
  /** Only true when the provider asserts it (OpenID Connect email_verified); never guessed. */
  readonly emailVerified: boolean
  readonly firstName: string
  readonly lastName: string
}

const Subject = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(255))
const Text = v.optional(v.pipe(v.string(), v.maxLength(100)), '')
const MaybeEmail = v.optional(v.nullable(v.string()), null)

/** OpenID Connect userinfo (LinkedIn, Microsoft). Some providers send email_verified as a string. */
const OidcUserinfoSchema = v.object({
  sub: Subject,
  email: MaybeEmail,
  email_verified: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])]), false),
  given_name: Text,
  family_name: Text,
})

/** Facebook Graph /me?fields=id,name,email,first_name,last_name. */
const FacebookMeSchema = v.object({ id: Subject, email: MaybeEmail, first_name: Text, last_name: Text })

const usableEmail = (email: string | null) => (email !== null && v.is(v.pipe(v.string(), v.maxLength(254), v.email()), email.trim()) ? email.trim() : null)

/**
 * The identity in a provider's userinfo answer; throws when it has no subject. Facebook's email counts as
 * unverified: Graph does not say whether the address was confirmed (docs/decisions.md).
 */
export function readIdentity(provider: OAuthProvider, userinfo: unknown): OAuthIdentity {
  if (provider === 'facebook') {
    const me = v.parse(FacebookMeSchema, userinfo)
    return { provider, subject: me.id, email: usableEmail(me.email), emailVerified: false, firstName: me.first_name, lastName: me.last_name }
  }
  const claims = v.parse(OidcUserinfoSchema, userinfo)
  const email = usableEmail(claims.email)
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    firstName: claims.given_name,
    lastName: claims.family_name,
  }
}
