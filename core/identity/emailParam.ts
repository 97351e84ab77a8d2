import * as v from 'valibot'
import { LinkTokenSchema } from './schemas'

/** The query parameter that signs in with an email credential (a sign-in link's token) on any page. */
export const EMAIL_PARAM = 'e'

/** True on the return points of third-party sign-in (/login/callback/{provider}): no one-tap, no profile clearing. */
export const isCallbackPath = (pathname: string): boolean => pathname.includes('/callback/')

/** What to do with a URL carrying `e`: the token, the same address without it, and whether to clear the profile. */
export interface EmailParamPlan {
  readonly token: string
  /** Path, query without `e` (the other parameters kept byte for byte, in order) and hash. */
  readonly href: string
  readonly clearProfile: boolean
}

/** A query component decoded as a form would encode it (`+` is a space); left as it is when malformed. */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

const keyOf = (pair: string): string => decoded(pair.split('=', 1)[0] ?? '')

/** The plan for this address, or null when it has no `e` parameter. Pure. */
export function planEmailParam(url: { readonly pathname: string; readonly search: string; readonly hash: string }): EmailParamPlan | null {
  const pairs = url.search.replace(/^\?/, '').split('&').filter((pair) => pair !== '')
  const param = pairs.find((pair) => keyOf(pair) === EMAIL_PARAM)
  if (param === undefined) return null
  const token = decoded(param.slice(param.indexOf('=') + 1 || param.length))
  const kept = pairs.filter((pair) => keyOf(pair) !== EMAIL_PARAM)
  const query = kept.length === 0 ? '' : `?${kept.join('&')}`
  return { token, href: `${url.pathname}${query}${url.hash}`, clearProfile: !isCallbackPath(url.pathname) }
}

/** Whether the text has the shape of a sign-in link's token (a malformed one is refused without asking the server). */
export const isLinkToken = (text: string): boolean => v.is(LinkTokenSchema, text)
