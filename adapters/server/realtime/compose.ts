import type { AuthServices } from '../identity/services'
import { normalizeHost, type PublicSite } from '../http/publicOrigin'
import { createNotificationStore } from '../notifications/store'
import type { RealtimeHub } from './hub'
import { createPostgresHub } from './postgresHub'
import { createRealtimeServer, type RealtimeServer } from './socketServer'

export interface RealtimeOptions {
  readonly production: boolean
  readonly logError: (error: unknown) => void
  /** Default: LISTEN/NOTIFY on the services' database. */
  readonly hub?: RealtimeHub
}

/**
 * Whether a page of `origin` may open a socket: with PUBLIC_ORIGIN, its host or an ALLOWED_HOSTS one; without
 * (development, tests), the request's own host (same origin).
 */
export const originRule = (site: PublicSite | undefined) => (origin: string, host: string | undefined): boolean => {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  if (site) return site.allows(parsed.origin, undefined)
  return host !== undefined && normalizeHost(host, parsed.protocol) === parsed.host
}

/** The realtime channel on the account services: tokens verified as the REST calls verify them, notifications from their table. */
export function composeRealtime(services: AuthServices, site: PublicSite | undefined, options: RealtimeOptions): { server: RealtimeServer; hub: RealtimeHub } {
  const hub = options.hub ?? createPostgresHub(services.db, options.logError)
  const notifications = createNotificationStore(services.db)
  const server = createRealtimeServer({
    hub,
    async verify(token) {
      const verified = await (await services.tokens()).verifySession(token)
      if (verified === null || verified.tmp) return null
      const user = await services.users.findById(verified.userId)
      if (!user || user.disabled || user.tokenVersion !== verified.tokenVersion) return null
      return { userId: user.id, tokenVersion: user.tokenVersion, expiresAt: verified.expiresAt * 1000 }
    },
    async tokenVersion(userId) {
      const user = await services.users.findById(userId)
      return user && !user.disabled ? user.tokenVersion : null
    },
    findNotification: (userId, id) => notifications.find(userId, id),
    backlog: (userId, afterId, limit) => notifications.after(userId, afterId, limit),
    allowsOrigin: originRule(site),
    now: () => services.now().getTime(),
    production: options.production,
    logError: options.logError,
  })
  return { server, hub }
}
