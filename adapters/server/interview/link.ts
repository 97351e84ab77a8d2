import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long an interview link stays good. */
export const INTERVIEW_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000

/** The user id segment of a link for an application no account owns yet (a visitor's). */
export const GUEST_USER_SEGMENT = 'guest'

/** The parts of /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}. */
export interface InterviewLinkParts {
  readonly applicationId: string
  readonly jobId: string
  readonly userId: string
  readonly obfuscatedId: string
}

/**
 * Signs and checks the anonymous interview links (spec section 2): obfuscatedId is `{expiry in base 36}.{HMAC}`
 * over the other parts and the expiry, so a link cannot be guessed, altered or used after it expires.
 */
export interface InterviewLinkSigner {
  /** The app path of the application's interview, good for INTERVIEW_LINK_TTL_MS from `now`. */
  pathFor(application: { readonly id: string; readonly jobId: string; readonly userId: string | null }, now: Date): string
  /** Whether the parts are a link this server signed that has not expired at `now`. */
  verify(parts: InterviewLinkParts, now: Date): boolean
}

const mac = (key: Uint8Array, parts: Omit<InterviewLinkParts, 'obfuscatedId'>, expiry: string) =>
  createHmac('sha256', key).update(`${parts.applicationId}\n${parts.jobId}\n${parts.userId}\n${expiry}`).digest('base64url')

export function createInterviewLinkSigner(key: Uint8Array): InterviewLinkSigner {
  return {
    pathFor(application, now) {
      const parts = { applicationId: application.id, jobId: application.jobId, userId: application.userId ?? GUEST_USER_SEGMENT }
      const expiry = (now.getTime() + INTERVIEW_LINK_TTL_MS).toString(36)
      const segments = [parts.applicationId, parts.jobId, parts.userId, `${expiry}.${mac(key, parts, expiry)}`]
      return `/interview/${segments.map(encodeURIComponent).join('/')}`
    },
    verify(parts, now) {
      const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(parts.obfuscatedId)
      if (!match) return false
      const [, expiry = '', given = ''] = match
      if (parseInt(expiry, 36) <= now.getTime()) return false
      const expected = Buffer.from(mac(key, parts, expiry))
      const actual = Buffer.from(given)
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}

/**
 * The server's interview link signer, made once on first use from the key for 'interview-link' (the apply answer,
 * an application's page and the interview's own routes sign and check with the same one).
 */
export function lazyInterviewLinkSigner(signingKey: (purpose: string) => Promise<Uint8Array>): () => Promise<InterviewLinkSigner> {
  let signer: Promise<InterviewLinkSigner> | undefined
  return () => (signer ??= signingKey('interview-link').then(createInterviewLinkSigner))
}
