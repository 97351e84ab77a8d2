import { Buffer } from 'node:buffer'

const HOUR_MS = 60 * 60 * 1000
export const HOUR = HOUR_MS
export const DAY = 24 * HOUR_MS

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsigned test JWT with the given payload (the client never verifies signatures). */
export const jwtWith = (payload: Record<string, unknown>): string =>
  `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.c2lnbmF0dXJl`

export interface TokenOptions {
  readonly sub?: string
  readonly email?: string
  readonly tmp?: boolean
  /** Issue time in ms since the epoch. */
  readonly issuedAt: number
  /** Lifetime in ms (default 30 days). */
  readonly lifetime?: number
}

/** A session token issued at `issuedAt`; seconds in the claims, as a real JWT. */
export const token = ({ sub = 'user-1', email = 'ada@example.com', tmp, issuedAt, lifetime = 30 * DAY }: TokenOptions): string =>
  jwtWith({
    sub,
    email,
    iat: Math.floor(issuedAt / 1000),
    exp: Math.floor((issuedAt + lifetime) / 1000),
    ...(tmp === undefined ? {} : { tmp }),
  })
