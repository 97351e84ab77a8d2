import { HOME_PATH } from '../session'

/** A path with its `.` and `..` segments resolved, as a browser resolves it (RFC 3986 section 5.2.4). */
const withoutDotSegments = (path: string): string => {
  const kept: string[] = []
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') kept.pop()
    else if (segment !== '.') kept.push(segment)
  }
  const last = path.split('/').at(-1)
  return `/${kept.join('/')}${last === '.' || last === '..' ? '/' : ''}`
}

/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else home.
 * Anything that could leave the site (an absolute or protocol-relative URL, a backslash trick, control
 * characters) falls back to home, so the sign-in page is never an open redirect; so does a sign-in page itself.
 */
export const safeRedirectPath = (redirect: unknown): string => {
  if (typeof redirect !== 'string' || !redirect.startsWith('/')) return HOME_PATH
  if (/[\\\u0000-\u001f\u007f]/.test(redirect) || redirect.startsWith('//')) return HOME_PATH
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(redirect) ?? []
  const resolved = withoutDotSegments(path)
  if (resolved.startsWith('//') || resolved.startsWith('/login')) return HOME_PATH
  return resolved + rest
}
