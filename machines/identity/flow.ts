import type { MessageId } from '../../core/i18n/en-US'
import type { LoginResponse, SignInWay } from '../../core/identity'

/**
 * The sign-in screens as they appear in the URL (/login/{view}); `sign-in` is /login. The URL says which screen
 * is shown (so Back and reload work); the machine holds the flow behind it.
 */
export const SIGN_IN_VIEWS = [
  'sign-in',
  'password',
  'sign-up',
  'verify-code',
  'link-sent',
  'request-link',
  'forgot-password',
  'reset-password',
  'email-link',
] as const
export type SignInView = (typeof SIGN_IN_VIEWS)[number]

/** Other spellings of a view found in links already sent (the no-account mail says /login/signup). */
const VIEW_ALIASES: Readonly<Record<string, SignInView>> = { signup: 'sign-up' }

/** A view name from the URL; anything unknown is the sign-in screen. */
export const viewOf = (view: string | undefined): SignInView => {
  if ((SIGN_IN_VIEWS as readonly string[]).includes(view ?? '')) return view as SignInView
  return VIEW_ALIASES[view ?? ''] ?? 'sign-in'
}

/** Sign-in options offered by a third party: the OAuth plumbing lives at the edge. */
export const THIRD_PARTY_PROVIDERS = ['linkedin', 'microsoft', 'facebook', 'google'] as const
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number]

/** Another way to sign in, chosen instead of (skipping) a sign-up verification. */
export type SignInOption = 'password' | 'link' | ThirdPartyProvider

/** The names typed on the sign-up screen, sent with the sign-up code. */
export interface SignUpNames {
  readonly firstName: string
  readonly lastName: string
}

/** How the email address is being verified. */
export type Verification = 'code' | 'link'

/** The flow's data. `email` is what the visitor last typed or was given, carried to every screen. */
export interface SignInContext {
  readonly view: SignInView
  readonly email: string
  readonly names: SignUpNames | null
  readonly verification: Verification | null
  /** The single-use token of the mailed sign-in link being followed. */
  readonly linkToken: string | null
  /** Why the last call was refused (a catalogue id), cleared as soon as the visitor edits. */
  readonly failure: MessageId | null
  /** A new sign-up code was just mailed (the code screen says so), until the visitor edits or moves on. */
  readonly codeResent: boolean
  readonly provider: ThirdPartyProvider | null
  /** The successful login's answer, once completed. */
  readonly answer: LoginResponse | null
  /** Where the sign-in returns to (the URL's `redirect`), carried in a mailed sign-in link. */
  readonly redirect: string | null
}

/** Where the flow starts: the view of the URL, with the query's email and link token. */
export interface SignInInput {
  readonly view: SignInView
  readonly email?: string | undefined
  readonly linkToken?: string | undefined
  readonly names?: SignUpNames | undefined
  readonly redirect?: string | undefined
}

export const initialContext = (input: SignInInput): SignInContext => ({
  view: input.view,
  email: input.email ?? '',
  names: input.names ?? null,
  verification: input.view === 'verify-code' ? 'code' : input.view === 'link-sent' ? 'link' : null,
  linkToken: input.linkToken ?? null,
  failure: input.view === 'email-link' && input.linkToken === undefined ? 'auth.error.invalidLink' : null,
  codeResent: false,
  provider: null,
  answer: null,
  redirect: input.redirect ?? null,
})

/** Events the UI and the router send. */
export type SignInEvent =
  /** The URL now shows `view` (navigation, Back, reload); its query's email and link token, if any. */
  | {
      readonly type: 'route.viewEntered'
      readonly view: SignInView
      readonly email?: string | undefined
      readonly linkToken?: string | undefined
      readonly names?: SignUpNames | undefined
      readonly redirect?: string | undefined
    }
  | { readonly type: 'user.emailEdited'; readonly email: string }
  | { readonly type: 'user.fieldEdited' }
  | { readonly type: 'user.signInSubmitted'; readonly email: string; readonly password: string }
  | { readonly type: 'user.signUpSubmitted'; readonly email: string; readonly firstName: string; readonly lastName: string }
  /** `password`: the account's password, typed on the code screen when the sign-up form's one is no longer held. */
  /** `names`: typed on the code screen when it was opened afresh (the sign-up form's are not known here). */
  | { readonly type: 'user.codeSubmitted'; readonly code: string; readonly password?: string | undefined; readonly names?: SignUpNames | undefined }
  | { readonly type: 'user.linkRequested'; readonly email: string }
  | { readonly type: 'user.resetCodeRequested'; readonly email: string }
  | { readonly type: 'user.resetSubmitted'; readonly code: string; readonly password: string }
  | { readonly type: 'user.resendRequested' }
  | { readonly type: 'user.otherOptionChosen'; readonly option: SignInOption }
  | { readonly type: 'user.providerChosen'; readonly provider: ThirdPartyProvider }

/** What the machine tells the edge. */
export type SignInEmitted =
  /** The flow moved to another screen by itself: the edge puts it in the URL (a new history entry). */
  | { readonly type: 'signIn.viewChanged'; readonly view: SignInView; readonly email: string; readonly names: SignUpNames | null }
  /** A third-party sign-in was chosen: the edge starts its OAuth flow. */
  | { readonly type: 'signIn.providerStarted'; readonly provider: ThirdPartyProvider; readonly email: string }
  /** A login answered successfully: the edge stores the session, greets the user (`way`: how) and goes on. */
  | { readonly type: 'signIn.completed'; readonly answer: LoginResponse; readonly way: SignInWay }
