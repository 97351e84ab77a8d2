import { HOME_PATH } from '../../../core/session'

const PROBE_ORIGIN = 'https://hireflow.invalid'

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else home.
 * Anything that could leave the site (an absolute or protocol-relative URL, a backslash trick, control
 * characters) falls back to home, so the sign-in page is never an open redirect.
 */
export const safeRedirectPath = (redirect: unknown): string => {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return HOME_PATH
  if (/[\\\u0000-\u001f\u007f]/.test(redirect) || redirect.startsWith('//')) return HOME_PATH
  try {
    const url = new URL(redirect, PROBE_ORIGIN)
    if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('/login')) return HOME_PATH
    return url.pathname + url.search + url.hash
  } catch {
    return HOME_PATH
  }
}
