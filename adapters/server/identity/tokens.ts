import { jwtVerify, SignJWT } from 'jose'
import * as v from 'valibot'

/** How long a session token lives; the client refreshes it once it is 24 h old (SESSION_REFRESH_AFTER_MS). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60

const ALGORITHM = 'HS256'
const SESSION_AUDIENCE = 'hireflow:session'
const DOWNLOAD_AUDIENCE = 'hireflow:download'

/** Who a token is for: the user, their email, their current token version, and whether it is provisional. */
export interface TokenSubject {
  readonly userId: string
  readonly email: string
  readonly tokenVersion: number
  readonly tmp?: boolean
}

/** The verified claims of a session or download token. */
export interface VerifiedToken {
  readonly userId: string
  readonly email: string
  readonly tokenVersion: number
  readonly tmp: boolean
  readonly issuedAt: number
  readonly expiresAt: number
}

const VerifiedClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  ver: v.pipe(v.number(), v.integer()),
  tmp: v.optional(v.literal(true)),
  iat: v.number(),
  exp: v.number(),
})

/** Issues and verifies the session token (claims sub, exp, iat, email, tmp, plus ver) and the downloadToken. */
export interface TokenService {
  /** A session token; `ttlSeconds` shortens it (a provisional session from an email's link). */
  issueSession(subject: TokenSubject, ttlSeconds?: number): Promise<string>
  issueDownload(subject: TokenSubject): Promise<string>
  /** The claims of a genuine, unexpired session token; null for anything else (never throws). */
  verifySession(token: string): Promise<VerifiedToken | null>
  verifyDownload(token: string): Promise<VerifiedToken | null>
}

/** HS256 only (the algorithm is pinned on verify, so `alg: none` or RS/HS confusion is refused). */
export function createTokenService(secret: Uint8Array, now: () => Date): TokenService {
  const issue = async (subject: TokenSubject, audience: string, ttlSeconds = SESSION_TTL_SECONDS) => {
    const iat = Math.floor(now().getTime() / 1000)
    return new SignJWT({ email: subject.email, ver: subject.tokenVersion, ...(subject.tmp ? { tmp: true } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject.userId)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + Math.min(ttlSeconds, SESSION_TTL_SECONDS))
      .sign(secret)
  }
  const verifyFor = async (token: string, audience: string): Promise<VerifiedToken | null> => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], audience, currentDate: now(), requiredClaims: ['sub', 'exp', 'iat'] })
      const claims = v.parse(VerifiedClaimsSchema, payload)
      return { userId: claims.sub, email: claims.email, tokenVersion: claims.ver, tmp: claims.tmp === true, issuedAt: claims.iat, expiresAt: claims.exp }
    } catch {
      return null
    }
  }
  return {
    issueSession: (subject, ttlSeconds) => issue(subject, SESSION_AUDIENCE, ttlSeconds),
    issueDownload: (subject) => issue(subject, DOWNLOAD_AUDIENCE),
    verifySession: (token) => verifyFor(token, SESSION_AUDIENCE),
    verifyDownload: (token) => verifyFor(token, DOWNLOAD_AUDIENCE),
  }
}
