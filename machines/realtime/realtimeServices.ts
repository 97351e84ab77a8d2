import type { Api } from '../../core/api/transport'
import { createNotificationsApi, parseApplicationStatusEvent } from '../../core/notifications'
import type { ClockPort, SocketPort, TimerId } from '../../core/ports'
import type { EnvConfig } from '../../core/env'
import type { ApplicationsHandle } from '../applications/applicationsHandle'
import { realtimeUrl, TOPICS } from '../../core/realtime'
import type { InspectionEvent, Observer } from 'xstate'
import { createNotificationsStore, type NotificationsStore } from '../notifications/notificationsStore'
import type { SessionStore } from '../session/sessionStore'
import { decodeClaims, msUntilExpiry, ProfileWireSchema } from '../../core/session'
import { createRealtimeRuntime, type RealtimeMessage, type RealtimeRuntime } from './realtimeRuntime'

export interface RealtimeServicesDeps {
  readonly transport: Api
  /** The socket (WebSocket in the browser), loaded with this part; without it, this part does not start. */
  readonly loadSocket?: () => Promise<SocketPort>
  readonly clock: ClockPort
  /** Uniform in [0, 1): the reconnect backoff's jitter; default 0.5. */
  readonly random?: () => number
  /** The env config: the socket is at /rest/websocket of its apiUrl. */
  readonly config: () => EnvConfig
  readonly session: SessionStore
  /** Told of every status the server pushes: its badge and an open applications page read theirs again. */
  readonly applications: ApplicationsHandle
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** The realtime part of the app: the channel and what rides on it (notifications, live application status). */
export interface RealtimeServices {
  readonly runtime: RealtimeRuntime
  readonly notifications: NotificationsStore
  subscribe(listener: () => void): () => void
  /**
   * Listens to a public topic (/rest/cms) while someone needs it: subscribes to it and keeps the channel open, for a
   * visitor too (who otherwise opens none); the last stop unsubscribes it and closes a visitor's channel. Returns stop.
   */
  watch(path: string, listener: (message: RealtimeMessage) => void): () => void
  stop(): void
}

/**
 * Runs the channel while signed in (Hireflow's topics are private; docs/decisions.md): on sign-in it connects,
 * reads the recent notifications and subscribes to them after the newest one read, and to the account's application
 * changes; a new token re-subscribes them; on sign-out it unsubscribes and closes. A 401 ending them for the current
 * token checks the session over REST (GET /rest/profile with that token), whose 401 signs out.
 */
/** A 401 this close to its token's `exp` (by this device's clock) is taken for the expiry, not a revocation. */
export const EXPIRY_MARGIN_MS = 5_000
/**
 * How long a 401 about the current token waits before its check. The server tells the channel of a revocation as
 * soon as it happens, often before this device's own call that caused it (a password change, which revokes every
 * older token) has answered with the new token: a check then would only earn a 401 on a token already replaced.
 */
export const REVOKED_CHECK_DELAY_MS = 2_000

export async function createRealtimeServices(deps: RealtimeServicesDeps): Promise<RealtimeServices> {
  if (!deps.loadSocket) throw new Error('loadSocket not provided')
  const socket = await deps.loadSocket()
  const runtime = createRealtimeRuntime({ socket, clock: deps.clock, url: realtimeUrl(deps.config().apiUrl), random: deps.random ?? (() => 0.5), inspect: deps.inspect })
  const notifications = createNotificationsStore(createNotificationsApi(deps.transport))
  const stopNotifications = runtime.on(TOPICS.notifications, (message) => notifications.received(message.data))
  // A status the server pushes: the badge and an open applications page read theirs again.
  const stopApplications = runtime.on(TOPICS.applications, (message) => {
    if (parseApplicationStatusEvent(message.data) !== null) void deps.applications.load().then((applications) => applications.statusChanged(), () => undefined)
  })
  // A status pushed while the socket was down is not resent (only notifications resume): after a reconnect the badge
  // and an open applications page read theirs again.
  let connections = 0
  const connected = runtime.actor.on('realtime.connected', () => {
    if (++connections > 1) void deps.applications.load().then((applications) => applications.statusChanged(), () => undefined)
  })
  let token: string | null = null
  // The server ends a revoked session's private subscriptions with a 401 each (docs/decisions.md, "Authorisation").
  // One about the current token checks the session with a REST call carrying that token, so the 401 rule (spec
  // section 4) clears it, as for any rejected call: one check at a time; none for a visitor or an older token (a new
  // token has re-subscribed). Its answer is not needed: a check that passes leaves the session as it is.
  // A token at its end is not a revocation: the server's timer at `exp` ends the subscriptions as the session's own
  // timer signs out, with no call (a check then would only earn a 401).
  // The check waits REVOKED_CHECK_DELAY_MS first, and is not made when a new token came meanwhile.
  let checking = false
  let delayed: TimerId | null = null
  const expiring = (about: string) => {
    const claims = decodeClaims(about)
    return claims === null || msUntilExpiry(claims, deps.clock.now()) < EXPIRY_MARGIN_MS
  }
  const check = (about: string) => {
    delayed = null
    if (about !== token) return void (checking = false)
    void deps.transport
      .call({ method: 'GET', path: '/rest/profile?timezoneOffset=0', schema: ProfileWireSchema, bearer: about, signedIn: true })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        checking = false
      })
  }
  const stopErrorListener = runtime.onError((error, about) => {
    if (error.status !== 401 || about === null || about !== token || checking || expiring(about)) return
    checking = true
    delayed = deps.clock.setTimeout(() => check(about), REVOKED_CHECK_DELAY_MS)
  })
  const stopErrors = () => {
    stopErrorListener()
    if (delayed !== null) deps.clock.clearTimeout(delayed)
  }
  // Public topics watched, with how many watch each: the channel is open while signed in or while any is watched.
  const watched = new Map<string, number>()
  let open = false
  const openOrClose = () => {
    const wanted = token !== null || watched.size > 0
    if (wanted && !open) runtime.start()
    else if (!wanted && open) runtime.actor.send({ type: 'app.stopped' })
    open = wanted
  }
  const follow = () => {
    const view = deps.session.current()
    const next = view._tag === 'SignedIn' ? view.token : null
    if (next === token) return
    const wasSignedIn = token !== null
    token = next
    runtime.tokenChanged(next)
    if (next !== null && !wasSignedIn) {
      runtime.subscribe(TOPICS.applications, { private: true })
      openOrClose()
      void notifications.load().then((newest) => {
        if (token !== null) runtime.subscribe(TOPICS.notifications, { private: true, after: newest })
      })
    } else if (next === null) {
      runtime.unsubscribe(TOPICS.notifications)
      runtime.unsubscribe(TOPICS.applications)
      openOrClose()
      notifications.clear()
    }
  }
  const stopFollowing = deps.session.subscribe(follow)
  follow()
  return {
    runtime,
    notifications,
    subscribe: (listener) => notifications.subscribe(listener),
    watch(path, listener) {
      const stopListening = runtime.on(path, listener)
      const count = watched.get(path) ?? 0
      watched.set(path, count + 1)
      if (count === 0) runtime.subscribe(path)
      openOrClose()
      let stopped = false
      return () => {
        if (stopped) return
        stopped = true
        stopListening()
        const left = (watched.get(path) ?? 1) - 1
        if (left > 0) return void watched.set(path, left)
        watched.delete(path)
        runtime.unsubscribe(path)
        openOrClose()
      }
    },
    stop() {
      stopFollowing()
      stopNotifications()
      stopApplications()
      stopErrors()
      connected.unsubscribe()
      runtime.stop()
    },
  }
}
