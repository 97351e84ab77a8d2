/** Where the router wants to go: the full path (path, query and hash) and the route's meta (spec section 3). */
export interface RouteTarget {
  readonly href: string
  readonly requiresAuth: boolean
  readonly requiresAdmin: boolean
}

/** What the guard needs to know about the session at the moment of a check. */
export interface SessionFacts {
  readonly loggedIn: boolean
  readonly admin: boolean
  /** The email to prefill on the sign-in page, when known (see knownEmailOf). */
  readonly email: string | null
}

/** The guard's verdict on a target, as a tagged value. */
export type AccessDecision =
  | { readonly _tag: 'Allowed' }
  | { readonly _tag: 'Redirected'; readonly to: string; readonly because: 'loginRequired' | 'adminRequired' }

export const HOME_PATH = '/'
export const LOGIN_PATH = '/login'

/** The client side's session user, from which the guard takes a known email (spec section 3). */
export interface SessionUserEmails {
  readonly email?: string | null
  readonly applyProfileEmail?: string | null
  readonly consultingProfileEmail?: string | null
}

/** The email known for the visitor: the user's, else the apply profile's, else the consulting profile's. */
export const knownEmailOf = (user: SessionUserEmails): string | null =>
  [user.email, user.applyProfileEmail, user.consultingProfileEmail].find((email) => !!email && email.trim() !== '') ?? null

/**
 * Encodes a query value, leaving the characters RFC 3986 allows in a query as they are (`/ ? : @`), so
 * `/settings/account` stays readable in `?redirect=/settings/account`. Decodes back exactly with URLSearchParams.
 */
export const encodeQueryValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(2F|3F|3A|40)/g, (escaped) => decodeURIComponent(escaped))

/** `/login?redirect=<full target path>` plus `&email=<known email>` when one is known. */
export const loginRedirectPath = (targetHref: string, email: string | null): string => {
  const redirect = `${LOGIN_PATH}?redirect=${encodeQueryValue(targetHref)}`
  return email === null ? redirect : `${redirect}&email=${encodeQueryValue(email)}`
}

/**
 * Decides whether the session may see a route. A route needing login (requiresAuth or requiresAdmin) sends an
 * anonymous visitor to sign in and back; a requiresAdmin route sends a signed-in non-admin home.
 */
export const decideAccess = (target: RouteTarget, facts: SessionFacts): AccessDecision => {
  const needsLogin = target.requiresAuth || target.requiresAdmin
  if (needsLogin && !facts.loggedIn) {
    return { _tag: 'Redirected', to: loginRedirectPath(target.href, facts.email), because: 'loginRequired' }
  }
  if (target.requiresAdmin && !facts.admin) return { _tag: 'Redirected', to: HOME_PATH, because: 'adminRequired' }
  return { _tag: 'Allowed' }
}
