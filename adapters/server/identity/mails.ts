import { authMessages, type AuthMessageId } from '../../../core/i18n/messages/auth'
import { safeRedirectPath, type EmailPurpose } from '../../../core/identity'
import { HOME_PATH } from '../../../core/session'
import { publicLink, type PublicOrigin } from '../http/publicOrigin'
import type { Mail } from '../mail/mailer'

/** Fills a catalogue text's plain `{name}` placeholders (the auth mails use no other ICU syntax). */
export const fillMessage = (id: AuthMessageId, values: Record<string, string>): string =>
  authMessages[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

const mail = (to: string, kind: 'signUp' | 'signIn' | 'reset' | 'link' | 'noAccount' | 'exists', values: Record<string, string>): Mail => ({
  to,
  subject: fillMessage(`auth.mail.${kind}.subject`, values),
  body: fillMessage(`auth.mail.${kind}.body`, values),
})

/** Where a sign-in link returns to: a path on this site only (else none, which is home). */
const returnTo = (redirect: string | undefined): Record<string, string> => {
  const path = safeRedirectPath(redirect)
  return path === HOME_PATH ? {} : { redirect: path }
}

/**
 * The mail carrying a code or a sign-in link for `purpose`; the link is on the configured origin and carries where
 * the sign-in was asked from (`redirect`, vetted here and again by the page that follows it).
 */
export function secretMail(to: string, purpose: EmailPurpose, secret: string, origin: PublicOrigin, redirect?: string): Mail {
  if (purpose === 'link') return mail(to, 'link', { link: publicLink(origin, '/login/email-link', { token: secret, ...returnTo(redirect) }) })
  return mail(to, purpose, { code: secret })
}

/** The mail sent instead when the account's state makes the request pointless (no account, or already one). */
export const noticeMail = (to: string, kind: 'noAccount' | 'exists', origin: PublicOrigin): Mail =>
  mail(to, kind, { link: publicLink(origin, kind === 'noAccount' ? '/login/signup' : '/login') })
