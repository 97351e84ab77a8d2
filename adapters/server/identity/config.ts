import { smtpTransport } from '../mail/smtp'
import type { MailTransport } from '../mail/mailer'
import { readOAuthConfig } from './oauth/config'
import type { OAuthOptions } from './oauth/providers'
import type { AuthOptions } from './services'

/** Sign-in and mail settings from the environment. */
export interface AuthConfig {
  readonly auth: AuthOptions & { readonly oauth?: OAuthOptions }
  readonly mailTransport?: MailTransport
}

/**
 * JWT_SECRET (32+ bytes; default generated and kept in the database), TRUST_PROXY (1/true: take the client address
 * from the last X-Forwarded-For entry), SMTP_URL and MAIL_FROM
 * (mail is only recorded in the outbox without SMTP_URL), GOOGLE_CLIENT_ID and GOOGLE_JWKS_URL (Google sign-in),
 * IMPERSONATION_KEY (developer sign-in as anyone; ignored in production), and per third-party provider (LINKEDIN,
 * MICROSOFT, FACEBOOK) {P}_CLIENT_ID and {P}_CLIENT_SECRET, with {P}_AUTHORIZATION_URL, {P}_TOKEN_URL and
 * {P}_USERINFO_URL to replace its real endpoints (oauth/config.ts).
 */
export function readAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const smtpUrl = env.SMTP_URL || undefined
  return {
    auth: {
      jwtSecret: env.JWT_SECRET || undefined,
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL || undefined } : undefined,
      impersonationKey: env.IMPERSONATION_KEY || undefined,
      oauth: readOAuthConfig(env),
    },
    mailTransport: smtpUrl ? smtpTransport(smtpUrl, env.MAIL_FROM || 'Hireflow <no-reply@localhost>') : undefined,
  }
}
