import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors'

declare const publicOriginBrand: unique symbol

/**
 * The origin the operator configured (PUBLIC_ORIGIN): scheme, host and port, nothing else. Only
 * `parsePublicOrigin` makes one, so a link can never be built from a request's URL or headers.
 */
export type PublicOrigin = string & { readonly [publicOriginBrand]: true }

/**
 * Reads a public origin such as `https://hireflow.example` (a trailing `/` is allowed). Throws a one-line Error
 * naming PUBLIC_ORIGIN for anything else: another scheme, a path, a query, a fragment, user info.
 */
export function parsePublicOrigin(text: string): PublicOrigin {
  let url: URL | null = null
  try {
    url = new URL(text)
  } catch {
    // refused below
  }
  const onlyOrigin =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' &&
    url.pathname === '/' && !/[?#]/.test(text)
  if (!url || !onlyOrigin) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin with no path, like https://hireflow.example (got "${text.slice(0, 100)}").`)
  }
  return url.origin as PublicOrigin
}

/**
 * A link into the app at `path` with `query` parameters (encoded): the one way the server builds an address it
 * hands out (every mailed link, the OAuth redirect_uri). Always on the configured origin.
 */
export function publicLink(origin: PublicOrigin, path: `/${string}`, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(query).toString()
  return `${origin}${path}${search ? `?${search}` : ''}`
}

/**
 * A host as the Host header carries it (`name`, `name:port`, `[v6]:port`), lower-cased and without the scheme's
 * default port, so equal hosts compare equal; null when it is not a plain host.
 */
export function normalizeHost(host: string, protocol: 'http:' | 'https:' | string = 'http:'): string | null {
  if (!/^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return null
  try {
    return new URL(`${protocol}//${host}`).host || null
  } catch {
    return null
  }
}

/** Where links point, and which hosts may ask for them. */
export interface PublicSite {
  readonly origin: PublicOrigin
  /** True when the request's host (its URL's and its Host header's alike) is the origin's or an allowed one. */
  allows(requestUrl: string, hostHeader: string | undefined): boolean
}

/** The public site of `origin` (PUBLIC_ORIGIN), also answering for `allowedHosts` (ALLOWED_HOSTS, development's loopback names). */
export function publicSite(origin: string, allowedHosts: readonly string[] = []): PublicSite {
  const parsed = parsePublicOrigin(origin)
  const protocol = new URL(parsed).protocol
  const allowed = new Set([new URL(parsed).host, ...allowedHosts.map((host) => normalizeHost(host, protocol)).filter((host) => host !== null)])
  const ok = (host: string) => {
    const normal = normalizeHost(host, protocol)
    return normal !== null && allowed.has(normal)
  }
  return {
    origin: parsed,
    allows: (requestUrl, hostHeader) => ok(new URL(requestUrl).host) && (hostHeader === undefined || ok(hostHeader)),
  }
}

/** Hono variables of routes behind requirePublicHost. */
export interface PublicOriginEnv {
  Variables: { publicOrigin: PublicOrigin }
}

/**
 * Guards a route that mails a link or starts a sign-in flow: a request naming another host (Host header) than the
 * public origin's or an allowed one is a 400 `request.badHost` before anything else runs, so it mails nothing.
 * Otherwise the handler finds the configured origin in `c.var.publicOrigin`. Without a site, every request is refused.
 */
export const requirePublicHost = (site: PublicSite | undefined): MiddlewareHandler<PublicOriginEnv> => async (c, next) => {
  if (!site?.allows(c.req.url, c.req.header('host'))) {
    return c.json(errorBody('request.badHost', 'This server does not send links for this host name.'), 400)
  }
  c.set('publicOrigin', site.origin)
  await next()
}
