import * as v from 'valibot'
import { JwtSchema, ProfileLocationSchema, ProfileWireSchema } from '../session'
import { safeText } from '../text'

/** Passwords: at least this long (Hireflow's choice; the spec only says "too short"). */
export const PASSWORD_MIN_LENGTH = 8
/** Longer passwords are refused: argon2 hashes any length, but a huge one is a denial of service. */
export const PASSWORD_MAX_LENGTH = 1024
/** Email codes are this many random digits. */
export const EMAIL_CODE_DIGITS = 6

/** An email address as sign-in accepts it (trimmed; no control characters, even around it). */
export const EmailSchema = v.pipe(v.string(), safeText(), v.trim(), v.maxLength(254), v.email())
/**
 * A new password: any printable text (no control characters or unpaired surrogates, which a UTF-8 hash cannot
 * tell apart); the length rules only, complexity is scored separately.
 */
export const PasswordSchema = v.pipe(v.string(), safeText(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(PASSWORD_MAX_LENGTH))
/**
 * A password as typed at sign-in: any non-empty text up to the maximum. Only compared with the stored hash, never
 * stored or shown, so an older password holding a control character still signs in.
 */
const GivenPasswordSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH))
/** A code from a mail: digits only. */
export const EmailCodeSchema = v.pipe(v.string(), safeText(), v.trim(), v.regex(/^\d{6,10}$/))
/** The token of a sign-in link (base64url, 128+ bits). */
export const LinkTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{22,128}$/))

const Name = v.optional(v.pipe(v.string(), safeText(), v.trim(), v.maxLength(100)))

/** The third-party providers signed in to through the OAuth 2 authorization-code flow (with state and PKCE). */
export const OAUTH_PROVIDERS = ['linkedin', 'microsoft', 'facebook'] as const
export const OAuthProviderSchema = v.picklist(OAUTH_PROVIDERS)
export type OAuthProvider = v.InferOutput<typeof OAuthProviderSchema>
/** Every sign-in provider a server may offer. */
export const SIGN_IN_PROVIDERS = ['password', 'email', 'google', ...OAUTH_PROVIDERS] as const
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

/** The `state` of an OAuth flow as Hireflow issues it (256 random bits, base64url). */
export const OAuthStateSchema = v.pipe(v.string(), v.regex(/^[\w-]{22,128}$/))
/** An authorization code as a provider returns it (opaque; bounded so a huge one is refused early). */
export const OAuthCodeSchema = v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(4096))

/**
 * POST /rest/auth/login's body. `password`: email and password (outside production, the impersonation key as the
 * password signs in as anyone, and with signUp set creates the account: the developer sign-up helper).
 * `email`: email and a mailed code (a sign-up code when signUp is set, creating the account with firstName and
 * lastName), or a sign-in link's token alone. `google`: a Google ID token as `credential`. `linkedin`,
 * `microsoft`, `facebook`: the `code` and `state` the provider returned to /login/callback/{provider}.
 */
export const LoginRequestSchema = v.variant('provider', [
  v.object({ provider: v.literal('password'), email: EmailSchema, password: GivenPasswordSchema, signUp: v.optional(v.boolean()), firstName: Name, lastName: Name }),
  v.object({
    provider: v.literal('email'),
    email: EmailSchema,
    code: EmailCodeSchema,
    signUp: v.optional(v.boolean()),
    firstName: Name,
    lastName: Name,
    /** A sign-up may choose the account's password (scored like any new password); ignored otherwise. */
    password: v.optional(PasswordSchema),
  }),
  v.object({ provider: v.literal('email'), token: LinkTokenSchema }),
  v.object({ provider: v.literal('google'), credential: v.pipe(v.string(), safeText(), v.minLength(1), v.maxLength(8192)) }),
  v.object({ provider: OAuthProviderSchema, code: OAuthCodeSchema, state: OAuthStateSchema }),
])
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>

/** POST /rest/auth/login's answer. `profile` has the shape of GET /rest/profile's (location as `_location`). */
export const LoginResponseSchema = v.object({
  success: v.literal(true),
  jwt: JwtSchema,
  downloadToken: v.string(),
  profile: ProfileWireSchema,
  location: v.nullable(ProfileLocationSchema),
})
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** POST /rest/auth/refresh's answer. */
export const RefreshResponseSchema = v.object({ jwt: JwtSchema, downloadToken: v.string() })

/** What a mailed code is for: signing up, signing in, resetting the password; `link` mails a sign-in link. */
export const EmailPurposeSchema = v.picklist(['signUp', 'signIn', 'reset', 'link'])
export type EmailPurpose = v.InferOutput<typeof EmailPurposeSchema>

/** The longest `redirect` a sign-in link carries (a path on this site; anything else is dropped, core/identity safeRedirectPath). */
export const REDIRECT_MAX_LENGTH = 2048

/**
 * POST /rest/auth/email: mail a code or link (a new one kills the previous). The answer never says whether the
 * account exists. `redirect`: where a sign-in link returns to (only a path on this site is put in the link).
 */
export const EmailRequestSchema = v.object({
  email: EmailSchema,
  purpose: EmailPurposeSchema,
  redirect: v.optional(v.pipe(v.string(), v.maxLength(REDIRECT_MAX_LENGTH))),
})

/** POST /rest/auth/reset-password: a reset code and the new password. */
export const ResetPasswordRequestSchema = v.object({ email: EmailSchema, code: EmailCodeSchema, password: PasswordSchema })

/** POST /rest/auth/password (signed in): set or change the password; the current one is needed when one is set. */
export const SetPasswordRequestSchema = v.object({ password: PasswordSchema, currentPassword: v.optional(GivenPasswordSchema) })

/** The answer of calls that only acknowledge (mail sent or not, the same either way). */
export const AcceptedResponseSchema = v.object({ success: v.literal(true) })

/** GET /rest/auth/providers: the sign-in providers this server offers (show only these buttons). */
export const ProvidersResponseSchema = v.object({
  providers: v.array(v.picklist(SIGN_IN_PROVIDERS)),
  googleClientId: v.nullable(v.string()),
})
export type ProvidersResponse = v.InferOutput<typeof ProvidersResponseSchema>

/**
 * POST /rest/auth/oauth/{provider}/start's answer: the provider's authorization URL to send the browser to, and
 * the flow's state (single use, 10 minutes), which the provider hands back to /login/callback/{provider}.
 */
export const OAuthStartResponseSchema = v.object({ url: v.pipe(v.string(), v.url()), state: OAuthStateSchema })
export type OAuthStartResponse = v.InferOutput<typeof OAuthStartResponseSchema>
