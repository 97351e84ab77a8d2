import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a signed link is for: one key each, so a token for one never passes for another. */
export type LinkPurpose = 'opt' | 'alert-confirm' | 'unsubscribe'

/** How long an email's link to /opt stays good; the provisional session it opens is far shorter (OPT_SESSION_TTL_SECONDS). */
export const OPT_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** How long a signed-out alert's confirmation link stays good. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** The provisional session an email's link opens: enough to change a few settings, no more. */
export const OPT_SESSION_TTL_SECONDS = 60 * 60

/**
 * Signs and checks the links of the alert mails: `{subject}.{expiry in base 36, or 0 for never}.{HMAC}` over the
 * purpose, the subject (a user or alert id) and the expiry, with a key derived from the server's secret.
 * Unsubscribe links never expire (RFC 8058 mail clients may use them long after).
 */
export interface LinkSigner {
  sign(purpose: LinkPurpose, subject: string, expiresAt: Date | null): string
  /** The subject of a genuine, unexpired token for `purpose`; null for anything else. */
  verify(purpose: LinkPurpose, token: string, now: Date): string | null
}

export function createLinkSigner(key: () => Promise<Uint8Array>): { get(): Promise<LinkSigner> } {
  let signer: Promise<LinkSigner> | undefined
  const build = async (): Promise<LinkSigner> => {
    const bytes = await key()
    const mac = (purpose: LinkPurpose, subject: string, expiry: string) =>
      createHmac('sha256', bytes).update(`${purpose}\n${subject}\n${expiry}`).digest('base64url')
    return {
      sign(purpose, subject, expiresAt) {
        const expiry = expiresAt === null ? '0' : expiresAt.getTime().toString(36)
        return `${subject}.${expiry}.${mac(purpose, subject, expiry)}`
      },
      verify(purpose, token, now) {
        const match = /^([\w-]{1,64})\.([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token)
        if (!match) return null
        const [, subject = '', expiry = '', given = ''] = match
        if (expiry !== '0' && parseInt(expiry, 36) <= now.getTime()) return null
        const expected = Buffer.from(mac(purpose, subject, expiry))
        const actual = Buffer.from(given)
        return expected.length === actual.length && timingSafeEqual(expected, actual) ? subject : null
      },
    }
  }
  return { get: () => (signer ??= build()) }
}
