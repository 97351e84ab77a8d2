import { logText } from '../http/logText'
import { createHmac } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { Db } from '../db/db'
import { errorBody } from '../http/errors'
import type { Mailer } from '../mail/mailer'
import { createGoogleVerifier, type GoogleIdentity, type GoogleOptions } from './google'
import { toProfileWire } from './profile'
import { clientAddress, DEFAULT_RATE_LIMITS, type RateLimit, type RateLimiter, type RateLimiterFactory } from './rateLimit'
import { createSqlRateLimiter } from './rateLimitStore'
import { loadJwtSecret } from './jwtSecretStore'
import { createEmailSecretStore, type EmailSecretStore } from './emailSecretsStore'
import { createTokenService, type TokenService } from './tokens'
import { createUserStore, emailKey, type UserRecord, type UserStore } from './usersStore'

/** Settings of the auth routes; all optional. */
export interface AuthOptions {
  /** JWT_SECRET (32+ bytes); default: generated once and kept in the settings table. */
  readonly jwtSecret?: string
  /** The clock of tokens, codes and rate limits; default: the real one. */
  readonly now?: () => Date
  /** Trust the last X-Forwarded-For entry as the client address (TRUST_PROXY); default false. */
  readonly trustProxy?: boolean
  /** Per-address and per-account limits on auth calls. */
  readonly rateLimits?: { readonly perAddress: RateLimit; readonly perAccount: RateLimit }
  /** Where the limits count (the rate-limit store port); default: the database, shared by every process on it. */
  readonly rateLimiter?: RateLimiterFactory
  /** The shortest time a call that takes an email answers in, so known and unknown emails take as long. */
  readonly minAnswerMs?: number
  /** Google sign-in; absent: the provider is unavailable. */
  readonly google?: GoogleOptions
  /** Outside production only: this password signs in as any account (the developer sign-up helper). */
  readonly impersonationKey?: string
  /** Production ignores impersonationKey; default: NODE_ENV === 'production'. */
  readonly production?: boolean
  /** Where every sign-in by the impersonation key is logged (never the key); default console.warn. */
  readonly impersonationLog?: (line: string) => void
}

/** Calls that take an email answer no sooner than this by default (hides the work done only for known accounts). */
export const DEFAULT_MIN_ANSWER_MS = 200

/** Everything the auth routes share. */
export interface AuthServices {
  readonly db: Db
  readonly users: UserStore
  readonly secrets: EmailSecretStore
  readonly mailer: Mailer
  readonly now: () => Date
  /** Verifies a Google ID token; absent when Google is not configured. */
  readonly verifyGoogle?: (idToken: string) => Promise<GoogleIdentity | null>
  /** The developer impersonation key, never set in production. */
  readonly impersonationKey?: string
  /** Logs one sign-in by the impersonation key (the account, never the key), or one refused (the caller is no administrator). */
  logImpersonation(userId: string | null, email: string, refused?: boolean): void
  tokens(): Promise<TokenService>
  /** A key for one purpose (e.g. 'interview-link'), derived from the server's secret: signed links other than tokens. */
  signingKey(purpose: string): Promise<Uint8Array>
  /** Runs `work` in one database transaction, with the account and mailed-secret stores on it (all or nothing). */
  transaction<T>(work: (stores: Pick<AuthServices, 'users' | 'secrets'>) => Promise<T>): Promise<T>
  /** Counts the call against the address (and the account when given); false when either is over its limit. */
  allow(c: Context, email?: string): Promise<boolean>
  /** Counts the call against the account only (its address was counted already). */
  allowAccount(email: string): Promise<boolean>
  /** Waits until at least minAnswerMs have passed since `startedAt` (ms of the real clock). */
  padTime(startedAt: number): Promise<void>
}

/** Builds the shared services; the JWT secret is loaded on first use. */
export function createAuthServices(db: Db, mailer: Mailer, options: AuthOptions = {}): AuthServices {
  const now = options.now ?? (() => new Date())
  let tokens: Promise<TokenService> | undefined
  let secret: Promise<Uint8Array> | undefined
  const getSecret = () => (secret ??= loadJwtSecret(db, options.jwtSecret))
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS
  const limiter: RateLimiterFactory = options.rateLimiter ?? ((bucket, rule) => createSqlRateLimiter(db, bucket, rule, now))
  const perAddress: RateLimiter = limiter('address', limits.perAddress)
  const perAccount: RateLimiter = limiter('account', limits.perAccount)
  const production = options.production ?? process.env.NODE_ENV === 'production'
  const minAnswerMs = options.minAnswerMs ?? DEFAULT_MIN_ANSWER_MS
  return {
    db,
    users: createUserStore(db),
    secrets: createEmailSecretStore(db, getSecret, now),
    mailer,
    now,
    verifyGoogle: options.google ? createGoogleVerifier(options.google, now) : undefined,
    impersonationKey: production || !options.impersonationKey ? undefined : options.impersonationKey,
    logImpersonation: (userId, email, refused = false) =>
      (options.impersonationLog ?? ((line) => console.warn(line)))(
        refused
          ? `[impersonation] refused: the caller is not an administrator; as email=${logText(email, 200)}`
          : `[impersonation] sign-in by the impersonation key as user=${userId ?? '-'} email=${logText(email, 200)}`,
      ),
    tokens: () => (tokens ??= getSecret().then((bytes) => createTokenService(bytes, now))),
    signingKey: async (purpose) => new Uint8Array(createHmac('sha256', await getSecret()).update(`hireflow:${purpose}`).digest()),
    async transaction(work) {
      // The secrets' key is read first: on PGlite, a query outside the transaction would wait for it to end.
      await getSecret()
      return db.transaction((tx) => work({ users: createUserStore(tx), secrets: createEmailSecretStore(tx, getSecret, now) }))
    },
    async allow(c, email) {
      const addressOk = await perAddress.hit(clientAddress(c, options.trustProxy ?? false))
      const accountOk = email === undefined || (await perAccount.hit(emailKey(email)))
      return addressOk && accountOk
    },
    allowAccount: (email) => perAccount.hit(emailKey(email)),
    async padTime(startedAt) {
      const left = startedAt + minAnswerMs - performance.now()
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
    },
  }
}

/** 429 for a call over its rate limit. */
export const rateLimited = (c: Context) => c.json(errorBody('auth.rateLimited', 'Too many attempts. Please wait a few minutes and try again.'), 429)

/** Middleware: counts the call against the client address before anything else runs. */
export const limitByAddress = (services: AuthServices): MiddlewareHandler => async (c, next) => {
  if (!(await services.allow(c))) return rateLimited(c)
  await next()
}

/** Reads ?timezoneOffset={n} (minutes, as Date#getTimezoneOffset gives it); absent is fine, nonsense is not. */
export const TimezoneOffsetSchema = v.optional(v.pipe(v.string(), v.regex(/^-?\d{1,4}$/), v.toNumber(), v.minValue(-840), v.maxValue(840)))

/** The answer of a successful login: tokens, the profile (as GET /rest/profile has it) and its location. */
export async function loginAnswer(services: AuthServices, user: UserRecord, tmp = false) {
  const tokens = await services.tokens()
  const subject = { userId: user.id, email: user.email, tokenVersion: user.tokenVersion, tmp }
  const profile = toProfileWire(user)
  return {
    success: true as const,
    jwt: await tokens.issueSession(subject),
    downloadToken: await tokens.issueDownload(subject),
    profile,
    location: profile._location,
  }
}
