/**
 * Signing in: the sign-in wire schemas (login, mailed codes and links, third-party providers), the sign-in and
 * session calls (login, refresh, logout, profile, mailed codes, password reset) and the third-party calls. The
 * session's own rules (tokens, the 401 rule, the stored session) live in core/session. The first screen never
 * imports this folder: ui/main.tsx loads it with a dynamic import on the first sign-in or session call.
 */
export * from './schemas'
export { createAuthApi, type AuthApi } from './api'
export { createOAuthApi, type OAuthApi } from './oauthApi'
export { CodeFormSchema, CodeWithNamesFormSchema, checkResetPasswordForm, linkFailureMessage, loginFailureMessage, ResetPasswordFormSchema, SignInFormSchema, SignUpFormSchema } from './forms'
export { newPasswordErrors, withNewPassword, type NewPasswordErrors } from './newPassword'
export { checkCallback, oauthFailureMessage, OAUTH_FLOW_KEY, rememberFlow, takeFlow, type CallbackSearch, type PendingFlow } from './oauthFlow'
export { safeRedirectPath } from './redirect'
export { welcomeNotice, type SignInWay } from './welcome'
export { EMAIL_PARAM, isCallbackPath, isLinkToken, planEmailParam, type EmailParamPlan } from './emailParam'
export { oneTapAllowedHere, shouldOfferOneTap, type OneTapConditions } from './oneTap'
