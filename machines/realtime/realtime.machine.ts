import { assign, emit, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate'
import { REALTIME_PING_INTERVAL_MS, REALTIME_PONG_TIMEOUT_MS } from '../../core/realtimeTiming'
import { reconnectDelay, type ClientMessage } from '../../core/realtime'

/** A failure on the channel (spec section 8): the request's method, its url (the topic), a status and the server's message. */
export interface RealtimeError {
  readonly method: string
  readonly url: string
  readonly status: number
  readonly message: string
}

/** What the socket actor tells the machine: SocketPort's handlers, each frame already parsed (socketLink.ts). */
export type SocketEvent =
  | { readonly type: 'socket.opened' }
  | { readonly type: 'socket.closed'; readonly code: number }
  | { readonly type: 'socket.failed' }
  | { readonly type: 'socket.ping' }
  | { readonly type: 'socket.pong' }
  | { readonly type: 'socket.subscribed'; readonly method: string; readonly path: string }
  | { readonly type: 'socket.message'; readonly path: string; readonly id?: number; readonly data: unknown }
  /** `answer`: the refusal of one request (the server's error carries its id); else a subscription the server ended. */
  | { readonly type: 'socket.refused'; readonly error: RealtimeError; readonly answer?: boolean }

export type RealtimeEvent =
  | { readonly type: 'app.started' }
  | { readonly type: 'app.stopped' }
  /** The app wants this topic (again after every reconnect); `after`: resume after this message id. */
  | { readonly type: 'user.subscribed'; readonly path: string; readonly private?: boolean; readonly after?: number }
  | { readonly type: 'user.unsubscribed'; readonly path: string }
  /** The session's token (null when signed out): private topics subscribe with it, and again when it changes. */
  | { readonly type: 'session.tokenChanged'; readonly token: string | null }
  | SocketEvent

/** What the machine tells whoever listens: frames to send, topic messages (each id once, in order), errors, (re)connections. */
export type RealtimeEmitted =
  | { readonly type: 'socket.send'; readonly frames: readonly string[] }
  | { readonly type: 'realtime.message'; readonly path: string; readonly id?: number; readonly data: unknown }
  /** `token`: the session token the refused or ended private subscription was made with (null for a public topic or none known). */
  | { readonly type: 'realtime.error'; readonly error: RealtimeError; readonly token: string | null }
  | { readonly type: 'realtime.connected' }

export interface RealtimeContext {
  readonly url: string
  /** The topics wanted, by path: re-sent on every connection. */
  readonly subscriptions: Readonly<Record<string, { readonly private: boolean }>>
  /** Topics the server confirmed on this connection. */
  readonly active: readonly string[]
  readonly token: string | null
  /** The last message id seen per topic: resumed from, and anything not newer dropped. */
  readonly lastIds: Readonly<Record<string, number>>
  /** Connection attempts since the last one that opened (the backoff's exponent). */
  readonly attempt: number
  readonly nextRequestId: number
  readonly error: RealtimeError | null
  /**
   * The token each private topic's SUBSCRIBE went with: `sent` until the server answers it, then `held` while the
   * subscription lasts. An error is about `sent`'s token when it answers the request, about `held`'s when it ends the
   * subscription (the server sends these without an id), so a 401 about an older token is told apart from the current one's.
   */
  readonly sent: Readonly<Record<string, string>>
  readonly held: Readonly<Record<string, string>>
}

const notProvided = fromCallback<EventObject, { readonly url: string }>(({ sendBack }) => {
  sendBack({ type: 'socket.failed' })
  sendBack({ type: 'socket.closed', code: 1006 })
})

type Context = RealtimeContext
type Scope = { readonly context: RealtimeContext; readonly event: RealtimeEvent }
const without = <T>(record: Readonly<Record<string, T>>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))
const subscribable = (context: Context, paths: readonly string[]) => paths.filter((path) => context.subscriptions[path] && !(context.subscriptions[path]!.private && context.token === null))
/** SUBSCRIBE frames for these wanted paths (private ones with the token; resumed after the last id seen), numbered from nextRequestId. */
const subscribeFrames = (context: Context, paths: readonly string[]) =>
  subscribable(context, paths).map((path, index) => {
    const after = context.lastIds[path]
    const message: ClientMessage = { type: 'request', id: context.nextRequestId + index, method: 'SUBSCRIBE', path, ...(context.subscriptions[path]!.private ? { token: context.token! } : {}), ...(after === undefined ? {} : { after }) }
    return JSON.stringify(message)
  })
/** The frames' request ids counted, and the token each private one carries noted as sent. */
const sentFor = (context: Context, paths: readonly string[]) => {
  const going = subscribable(context, paths)
  const sent = { ...context.sent }
  for (const path of going) if (context.subscriptions[path]!.private) sent[path] = context.token!
  return { nextRequestId: context.nextRequestId + going.length, sent }
}
/** Which token a refusal or an ended subscription of this path is about, and the notes left after it. */
const refusedToken = (context: Context, path: string, answer: boolean) => {
  const token = (answer ? context.sent[path] : context.held[path]) ?? null
  return { token, sent: answer ? without(context.sent, path) : context.sent, held: without(context.held, path) }
}
const privatePaths = (context: Context) => Object.keys(context.subscriptions).filter((path) => context.subscriptions[path]!.private)
const eventPath = ({ event }: { event: RealtimeEvent }) => ('path' in event ? [event.path] : [])
const stillActive = (context: Context, path: string) => context.active.filter((each) => each !== path)

/**
 * The realtime channel (spec sections 4, 7 and 9): closed until the app starts it; live.connecting, then
 * live.connected, where every wanted topic is subscribed (private ones with the session's token, notifications
 * after the last id seen) and a ping goes every 30 s (no pong within 5 s closes it); any close goes to reconnecting,
 * which waits `reconnectDelay` (the 1 s throttle plus jittered backoff, core/realtime/backoff.ts) and connects again.
 * The socket is a callback actor over SocketPort (socketLink.ts), provided by the edge with the jitter of
 * `reconnectDelay` (the default takes the middle of the window); frames go out as emitted `socket.send` events.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    emitted: {} as RealtimeEmitted,
    input: {} as { readonly url: string },
  },
  actors: { socket: notProvided },
  delays: {
    reconnectDelay: ({ context }: { context: RealtimeContext }) => reconnectDelay(context.attempt, 0.5),
    pingInterval: REALTIME_PING_INTERVAL_MS,
    pongTimeout: REALTIME_PONG_TIMEOUT_MS,
  },
  actions: {
    rememberSubscription: assign(({ context, event }) => {
      if (event.type !== 'user.subscribed') return {}
      const lastIds = event.after === undefined ? context.lastIds : { ...context.lastIds, [event.path]: Math.max(event.after, context.lastIds[event.path] ?? 0) }
      return { subscriptions: { ...context.subscriptions, [event.path]: { private: event.private === true } }, lastIds }
    }),
    // The topic's last id goes too: whoever subscribes next (another account) starts from its own.
    forgetSubscription: assign(({ context, event }) =>
      event.type === 'user.unsubscribed'
        ? { subscriptions: without(context.subscriptions, event.path), lastIds: without(context.lastIds, event.path), sent: without(context.sent, event.path), held: without(context.held, event.path) }
        : {},
    ),
    subscribeAll: emit(({ context }: Scope) => ({ type: 'socket.send' as const, frames: subscribeFrames(context, Object.keys(context.subscriptions)) })),
    subscribeOne: emit(({ context, event }: Scope) => ({ type: 'socket.send' as const, frames: subscribeFrames(context, eventPath({ event })) })),
    subscribePrivate: emit(({ context }: Scope) => ({ type: 'socket.send' as const, frames: subscribeFrames(context, privatePaths(context)) })),
    countAll: assign(({ context }) => sentFor(context, Object.keys(context.subscriptions))),
    countOne: assign(({ context, event }) => sentFor(context, eventPath({ event }))),
    countPrivate: assign(({ context }) => sentFor(context, privatePaths(context))),
    unsubscribeOne: emit(({ context, event }: Scope) => ({
      type: 'socket.send' as const,
      frames: eventPath({ event }).map((path) => JSON.stringify({ type: 'request', id: context.nextRequestId, method: 'UNSUBSCRIBE', path } satisfies ClientMessage)),
    })),
    sendPing: emit({ type: 'socket.send' as const, frames: [JSON.stringify({ type: 'ping' })] }),
    sendPong: emit({ type: 'socket.send' as const, frames: [JSON.stringify({ type: 'pong' })] }),
  },
  guards: {
    isNewMessage: ({ context, event }) =>
      event.type === 'socket.message' && event.path in context.subscriptions && (event.id === undefined || event.id > (context.lastIds[event.path] ?? 0)),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ url: input.url, subscriptions: {}, active: [], token: null, lastIds: {}, attempt: 0, nextRequestId: 1, error: null, sent: {}, held: {} }),
  initial: 'closed',
  on: {
    'user.subscribed': { actions: 'rememberSubscription' },
    'user.unsubscribed': { actions: 'forgetSubscription' },
    'session.tokenChanged': { actions: assign({ token: ({ event }) => event.token }) },
    'app.stopped': '.closed',
  },
  states: {
    closed: {
      entry: assign({ active: [], sent: {}, held: {} }),
      on: { 'app.started': 'live' },
    },
    live: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      invoke: { src: 'socket', input: ({ context }) => ({ url: context.url }) },
      on: {
        'socket.closed': {
          target: 'reconnecting',
          actions: assign(({ context, event }) => ({
            active: [],
            sent: {},
            held: {},
            error: event.code === 1000 ? context.error : { method: 'CONNECT', url: context.url, status: event.code, message: 'The connection closed.' },
          })),
        },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'socket.opened': { target: 'connected', actions: [assign({ attempt: 0, active: [] }), 'subscribeAll', 'countAll', emit({ type: 'realtime.connected' })] } },
        },
        connected: {
          on: {
            'socket.ping': { actions: 'sendPong' },
            'socket.subscribed': {
              actions: assign(({ context, event }) => ({
                active: event.method !== 'SUBSCRIBE' || context.active.includes(event.path) ? context.active : [...context.active, event.path],
                ...(event.method === 'SUBSCRIBE' && event.path in context.sent ? { held: { ...context.held, [event.path]: context.sent[event.path]! }, sent: without(context.sent, event.path) } : {}),
              })),
            },
            'socket.message': {
              guard: 'isNewMessage',
              actions: [
                assign({ lastIds: ({ context, event }) => (event.id === undefined ? context.lastIds : { ...context.lastIds, [event.path]: event.id }) }),
                emit(({ event }) => ({ type: 'realtime.message' as const, path: event.path, ...(event.id === undefined ? {} : { id: event.id }), data: event.data })),
              ],
            },
            'socket.refused': {
              actions: [
                emit(({ context, event }) => ({ type: 'realtime.error' as const, error: event.error, token: refusedToken(context, event.error.url, event.answer === true).token })),
                assign(({ context, event }) => {
                  const { sent, held } = refusedToken(context, event.error.url, event.answer === true)
                  return { error: event.error, active: stillActive(context, event.error.url), sent, held }
                }),
              ],
            },
            'user.subscribed': { actions: ['rememberSubscription', 'subscribeOne', 'countOne'] },
            'user.unsubscribed': {
              actions: ['forgetSubscription', 'unsubscribeOne', assign({ nextRequestId: ({ context }) => context.nextRequestId + 1, active: ({ context, event }) => stillActive(context, event.path) })],
            },
            'session.tokenChanged': { actions: [assign({ token: ({ event }) => event.token }), 'subscribePrivate', 'countPrivate'] },
          },
          initial: 'idle',
          states: {
            idle: { after: { pingInterval: 'awaitingPong' } },
            awaitingPong: {
              entry: 'sendPing',
              on: { 'socket.pong': 'idle' },
              after: {
                pongTimeout: {
                  target: '#realtime.reconnecting',
                  actions: assign(({ context }) => ({ active: [], sent: {}, held: {}, error: { method: 'PING', url: context.url, status: 0, message: 'No pong within 5 s.' } })),
                },
              },
            },
          },
        },
      },
    },
    reconnecting: {
      after: { reconnectDelay: 'live' },
    },
  },
})

export type RealtimeMachine = typeof realtimeMachine
export type RealtimeActor = ActorRefFrom<RealtimeMachine>
