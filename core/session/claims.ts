import * as v from 'valibot'
import { decodeBase64UrlText } from './base64url'

/** A user's id, as carried in the token's `sub` claim. */
export const UserIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.brand('UserId'))
export type UserId = v.InferOutput<typeof UserIdSchema>

/** A JWT NumericDate: seconds since the Unix epoch. */
const NumericDateSchema = v.pipe(v.number(), v.finite())

/**
 * The session token's claims (spec section 3). `exp` and `iat` are in seconds, as in every JWT;
 * `tmp: true` marks a provisional session (an email-link session with access to the /opt pages only).
 * A token without exp or iat is not a session token.
 */
export const SessionClaimsSchema = v.object({
  sub: v.optional(UserIdSchema),
  exp: NumericDateSchema,
  iat: NumericDateSchema,
  email: v.optional(v.string()),
  tmp: v.optional(v.boolean()),
})
export type SessionClaims = v.InferOutput<typeof SessionClaimsSchema>

/** A JWT as stored and sent: three base64url segments (the signature may be empty only in tests' eyes). */
export const JwtSchema = v.pipe(v.string(), v.maxLength(8192), v.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/))

/**
 * Reads the claims of a JWT WITHOUT verifying its signature: the server verifies every token it is sent;
 * the client only needs to know who the token says it is for and when it expires.
 * Returns null for anything that is not a JWT with valid session claims.
 */
export const decodeClaims = (token: string): SessionClaims | null => {
  if (!v.is(JwtSchema, token)) return null
  const payload = decodeBase64UrlText(token.split('.')[1] ?? '')
  if (payload === null) return null
  try {
    const parsed = v.safeParse(SessionClaimsSchema, JSON.parse(payload))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
