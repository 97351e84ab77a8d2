import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>
type ContentSecurityPolicy = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>

/** Google Identity Services (one-tap): its script, stylesheet, iframe and calls, as Google's CSP guide lists them. */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const

const HSTS = 'max-age=31536000; includeSubDomains'

/** Powerful features Hireflow never uses: denied to the page and to anything it might embed. */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'displayCapture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi',
  'payment', 'serial', 'usb', 'browsingTopics',
] as const satisfies readonly (keyof NonNullable<SecureHeadersOptions['permissionsPolicy']>)[]

export interface SecurityHeadersOptions {
  /** API_URL and JAX_API_URL: the app calls them and their realtime channel, so connect-src names their origins. */
  readonly apiUrls?: readonly (string | undefined)[]
  /** Origins the browser PUTs files to (the S3-compatible store of the s3 upload method): connect-src names them. */
  readonly uploadOrigins?: readonly string[]
  /** GOOGLE_CLIENT_ID is set: one-tap's script, stylesheet, frame and calls are allowed, and its popup keeps its opener. */
  readonly google?: boolean
  /** PUBLIC_ORIGIN: when it is https, every answer carries HSTS, even one that reached us over http behind a proxy. */
  readonly publicOrigin?: string
  /**
   * The CSP sources ('sha256-...') of the inline <style> and <script> a server-rendered page carries (its critical
   * CSS and the pre-paint theme script, adapters/server/pages/criticalCss.ts), asked at each request: a rebuild
   * changes them.
   */
  /**
   * The debug panel map's tile URL template (VITE_MAP_TILE_URL, the setting the build reads), off production only:
   * img-src names that one tile origin (`{s}.` subdomains as `*.`), since the map is the only thing that loads it.
   */
  readonly mapTileUrl?: string
  readonly inlineHashes?: () => { readonly style: readonly string[]; readonly script: readonly string[] }
}

/** An API address's origin and its realtime (WebSocket) twin; nothing for an address that is not http(s). */
function apiSources(url: string): string[] {
  try {
    const { origin, protocol } = new URL(url)
    if (protocol !== 'http:' && protocol !== 'https:') return []
    return [origin, origin.replace(/^http/, 'ws')]
  } catch {
    return []
  }
}

/**
 * The CSP source of an XYZ tile template: its origin, with a leading `{s}.` (Leaflet's subdomains) as `*.`; nothing
 * for a template that is not an absolute http(s) address, or is on our own origin ('self' has it).
 */
export function tileSource(template: string): string | undefined {
  try {
    const anySubdomain = /^https?:\/\/\{s\}\./.test(template)
    const { origin, protocol, host } = new URL(template.replace(/\{[a-z]+\}/g, 'a'))
    if (protocol !== 'http:' && protocol !== 'https:') return undefined
    return anySubdomain ? `${protocol}//*.${host.slice(2)}` : origin
  } catch {
    return undefined
  }
}

/**
 * The policy for every answer: the built app loads only its own files (no inline script; the pre-paint theme script
 * is public/theme.js, and a server-rendered page's inline copy of it and of the main stylesheet are allowed by their
 * hashes), calls its own origin (`'self'` also covers ws:/wss: to it, CSP level 3) and the
 * configured API origins, and Google's one-tap only when configured. Nothing may frame it. docs/operations.md.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): ContentSecurityPolicy {
  const google = options.google === true
  const hashes = options.inlineHashes
  const tiles = options.mapTileUrl ? tileSource(options.mapTileUrl) : undefined
  const apis = [...new Set(options.apiUrls?.flatMap((url) => (url ? apiSources(url) : [])))]
  return {
    defaultSrc: ["'none'"],
    // 'self' and, when a build is there, the hash of the inline theme script and critical CSS (one value, so no
    // build leaves the policy as it was).
    scriptSrc: [hashes ? () => ["'self'", ...hashes().script].join(' ') : "'self'", ...(google ? [GOOGLE.script] : [])],
    styleSrc: [hashes ? () => ["'self'", ...hashes().style].join(' ') : "'self'", ...(google ? [GOOGLE.style] : [])],
    imgSrc: ["'self'", ...(tiles ? [tiles] : [])],
    connectSrc: ["'self'", ...apis, ...(options.uploadOrigins ?? []), ...(google ? [GOOGLE.connect] : [])],
    // The service worker (/sw.js) and the web app manifest, both the site's own (docs/decisions.md, "Offline").
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    ...(google ? { frameSrc: [GOOGLE.frame] } : {}),
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

const isHttpsOrigin = (url: string | undefined): boolean => {
  try {
    return url !== undefined && new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Hono's secure-headers middleware with Hireflow's policy, on every answer (errors, 404s, files, the SPA fallback).
 * HSTS only over https (the request's, or PUBLIC_ORIGIN's). A header a route sets itself wins (the dev mail
 * viewer's stricter CSP).
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler {
  const common: SecureHeadersOptions = {
    // One-tap opens a popup where the browser has no FedCM; the popup must be able to answer its opener.
    crossOriginOpenerPolicy: options.google ? 'same-origin-allow-popups' : 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, []])),
    overwrite: false,
  }
  // The policy names the inline hashes as plain strings: one fixed middleware per build's hashes (and scheme), made
  // once, instead of the policy rebuilt from callbacks (two file stats) on every answer (issue 14).
  const hashes = options.inlineHashes ? recentlyAsked(options.inlineHashes) : undefined
  const made = new Map<string, MiddlewareHandler>()
  const middleware = (https: boolean): MiddlewareHandler => {
    const inline = hashes?.()
    const key = `${https}|${inline?.style.join(' ')}|${inline?.script.join(' ')}`
    let found = made.get(key)
    if (!found) {
      const policy = contentSecurityPolicy({ ...options, inlineHashes: inline ? () => inline : undefined })
      const fixed = { ...policy, scriptSrc: policy.scriptSrc?.map(asText), styleSrc: policy.styleSrc?.map(asText) }
      found = secureHeaders({ ...common, contentSecurityPolicy: fixed, strictTransportSecurity: https ? HSTS : false })
      made.set(key, found)
    }
    return found
  }
  const alwaysHttps = isHttpsOrigin(options.publicOrigin)
  return (c, next) => middleware(alwaysHttps || c.req.url.startsWith('https:'))(c, next)
}

type Source = NonNullable<ContentSecurityPolicy['scriptSrc']>[number]
const asText = (source: Source): Source => (typeof source === 'function' ? (source as () => string)() : source)

/** How long an answer of inlineHashes is reused: a rebuild shows in the policy within this. */
const HASHES_REUSED_MS = 1000

function recentlyAsked<T>(ask: () => T): () => T {
  let at = Number.NEGATIVE_INFINITY
  let value: T | undefined
  return () => {
    const now = Date.now()
    if (value === undefined || now - at > HASHES_REUSED_MS) {
      value = ask()
      at = now
    }
    return value
  }
}
