/** The session's pure rules: token claims, the 401 rule, login problems, stored values, route access. */
export { decodeBase64UrlBytes, decodeBase64UrlText } from './base64url'
export { decodeClaims, JwtSchema, SessionClaimsSchema, UserIdSchema, type SessionClaims, type UserId } from './claims'
export {
  expiresAtMs,
  isInvalidEmailLogin,
  isLoggedIn,
  isProvisional,
  isUsable,
  isUserSwitch,
  msUntilExpiry,
  msUntilRefreshDue,
  needsRefresh,
  refreshDueAtMs,
  sessionKindOf,
  usableProvisionalClaims,
  type SessionClaimsPair,
  type SessionKind,
} from './rules'
export { decideUnauthorized, type UnauthorizedDecision, type UnauthorizedRequest } from './unauthorized'
export { describeFailure, LoginProblems, messageForLoginProblem, type LoginProblem } from './problems'
export { ProfileLocationSchema, ProfileSchema, ProfileWireSchema, type Profile, type ProfileLocation } from './profile'
export { displayName } from './profileName'
export {
  clearStoredSession,
  isSessionKey,
  readStoredProfile,
  readStoredTokens,
  scopeForToken,
  SESSION_STORED,
  storeIssuedTokens,
  storeProfile,
  type IssuedTokens,
  type StoredTokens,
} from './storage'
export {
  decideAccess,
  encodeQueryValue,
  HOME_PATH,
  knownEmailOf,
  LOGIN_PATH,
  loginRedirectPath,
  type AccessDecision,
  type RouteTarget,
  type SessionFacts,
  type SessionUserEmails,
} from './access'
export { CONSULTING_DRAFT_STORAGE_KEY, CONSULTING_EMAIL_KEY, forgetConsultingEnrolment, keepConsultingEmail, readConsultingEmail } from './consultingEmail'
