import { assign, emit, enqueueActions, fromCallback, setup, type ActorRefFrom } from 'xstate'
import { REALTIME_PING_INTERVAL_MS, REALTIME_PONG_TIMEOUT_MS } from '../../core/constants'
import { parseFrame, reconnectDelay, ServerMessageSchema, type ClientMessage } from '../../core/realtime'

/** A failure on the channel (spec section 8): the request's method, its url (the topic), a status and the server's message. */
export interface RealtimeError {
  readonly method: string
  readonly url: string
  readonly status: number
  readonly message: string
}

/** What the socket actor tells the machine (SocketPort's handlers, as events). */
export type SocketEvent =
  | { readonly type: 'socket.opened' }
  | { readonly type: 'socket.received'; readonly data: string }
  | { readonly type: 'socket.closed'; readonly code: number }
  | { readonly type: 'socket.failed' }

export type RealtimeEvent =
  | { readonly type: 'app.started' }
  | { readonly type: 'app.stopped' }
  /** The app wants this topic (again after every reconnect); `after`: resume after this message id. */
  | { readonly type: 'user.subscribed'; readonly path: string; readonly private?: boolean; readonly after?: number }
  | { readonly type: 'user.unsubscribed'; readonly path: string }
  /** The session's token (null when signed out): private topics subscribe with it, and again when it changes. */
  | { readonly type: 'session.tokenChanged'; readonly token: string | null }
  | SocketEvent

/** What the machine tells whoever listens: topic messages (each id once, in order), errors, and each (re)connection. */
export type RealtimeEmitted =
  | { readonly type: 'realtime.message'; readonly path: string; readonly id?: number; readonly data: unknown }
  | { readonly type: 'realtime.error'; readonly error: RealtimeError }
  | { readonly type: 'realtime.connected' }

/** The socket actor's commands. */
export type SocketCommand = { readonly type: 'socket.send'; readonly frame: string }

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
}

export const SOCKET_ACTOR_ID = 'socket'

const notProvided = fromCallback<SocketCommand, { readonly url: string }>(({ sendBack }) => {
  sendBack({ type: 'socket.failed' })
  sendBack({ type: 'socket.closed', code: 1006 })
})

const frame = (message: ClientMessage) => ({ type: 'socket.send' as const, frame: JSON.stringify(message) })
const without = <T>(record: Readonly<Record<string, T>>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))

/**
 * The realtime channel (spec sections 4, 7 and 9): closed until the app starts it; live.connecting, then
 * live.connected, where every wanted topic is subscribed (private ones with the session's token, notifications
 * after the last id seen) and a ping goes every 30 s (no pong within 5 s closes it); any close goes to reconnecting,
 * which waits `reconnectDelay` (the 1 s throttle plus jittered backoff, core/realtime/backoff.ts) and connects again.
 * The socket is a callback actor over SocketPort, provided by the edge (machines/realtime/realtimeRuntime.ts); so is
 * the jitter of `reconnectDelay` (the default takes the middle of the window).
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
    subscribeAll: enqueueActions(({ context, enqueue }) => {
      let id = context.nextRequestId
      for (const [path, wanted] of Object.entries(context.subscriptions)) {
        if (wanted.private && context.token === null) continue
        enqueue.sendTo(SOCKET_ACTOR_ID, frame(request(id++, 'SUBSCRIBE', path, wanted.private ? context.token : null, context.lastIds[path])))
      }
      enqueue.assign({ nextRequestId: id })
    }),
    subscribeOne: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.subscribed' || (event.private === true && context.token === null)) return
      enqueue.sendTo(SOCKET_ACTOR_ID, frame(request(context.nextRequestId, 'SUBSCRIBE', event.path, event.private ? context.token : null, context.lastIds[event.path])))
      enqueue.assign({ nextRequestId: context.nextRequestId + 1 })
    }),
    unsubscribeOne: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'user.unsubscribed') return
      enqueue.sendTo(SOCKET_ACTOR_ID, frame(request(context.nextRequestId, 'UNSUBSCRIBE', event.path, null, undefined)))
      enqueue.assign({ nextRequestId: context.nextRequestId + 1, active: context.active.filter((path) => path !== event.path) })
    }),
    subscribePrivate: enqueueActions(({ context, enqueue }) => {
      if (context.token === null) return
      let id = context.nextRequestId
      for (const [path, wanted] of Object.entries(context.subscriptions)) {
        if (wanted.private) enqueue.sendTo(SOCKET_ACTOR_ID, frame(request(id++, 'SUBSCRIBE', path, context.token, context.lastIds[path])))
      }
      enqueue.assign({ nextRequestId: id })
    }),
    rememberSubscription: assign(({ context, event }) => {
      if (event.type !== 'user.subscribed') return {}
      const after = event.after === undefined ? context.lastIds : { ...context.lastIds, [event.path]: Math.max(event.after, context.lastIds[event.path] ?? 0) }
      return { subscriptions: { ...context.subscriptions, [event.path]: { private: event.private === true } }, lastIds: after }
    }),
    forgetSubscription: assign(({ context, event }) => (event.type === 'user.unsubscribed' ? { subscriptions: without(context.subscriptions, event.path) } : {})),
    handleFrame: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'socket.received') return
      const message = parseFrame(ServerMessageSchema, event.data)
      if (message === null) return
      switch (message.type) {
        case 'ping':
          return enqueue.sendTo(SOCKET_ACTOR_ID, frame({ type: 'pong' }))
        case 'response':
          if (message.method === 'SUBSCRIBE' && !context.active.includes(message.path)) enqueue.assign({ active: [...context.active, message.path] })
          return
        case 'message': {
          if (!(message.path in context.subscriptions)) return
          if (message.id !== undefined) {
            if (message.id <= (context.lastIds[message.path] ?? 0)) return
            enqueue.assign({ lastIds: { ...context.lastIds, [message.path]: message.id } })
          }
          return enqueue.emit({ type: 'realtime.message', path: message.path, ...(message.id === undefined ? {} : { id: message.id }), data: message.data })
        }
        case 'error': {
          const error: RealtimeError = { method: message.method, url: message.url, status: message.status, message: message.message }
          enqueue.assign({ error, active: context.active.filter((path) => path !== message.url) })
          return enqueue.emit({ type: 'realtime.error', error })
        }
        default:
          return
      }
    }),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ url: input.url, subscriptions: {}, active: [], token: null, lastIds: {}, attempt: 0, nextRequestId: 1, error: null }),
  initial: 'closed',
  on: {
    'user.subscribed': { actions: 'rememberSubscription' },
    'user.unsubscribed': { actions: 'forgetSubscription' },
    'session.tokenChanged': { actions: assign({ token: ({ event }) => event.token }) },
    'app.stopped': '.closed',
  },
  states: {
    closed: {
      entry: assign({ active: [] }),
      on: { 'app.started': 'live' },
    },
    live: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      invoke: { id: SOCKET_ACTOR_ID, src: 'socket', input: ({ context }) => ({ url: context.url }) },
      on: {
        'socket.closed': {
          target: 'reconnecting',
          actions: assign(({ context, event }) => ({
            active: [],
            error: event.code === 1000 ? context.error : { method: 'CONNECT', url: context.url, status: event.code, message: 'The connection closed.' },
          })),
        },
        'socket.failed': {},
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'socket.opened': { target: 'connected', actions: [assign({ attempt: 0, active: [] }), 'subscribeAll', emit({ type: 'realtime.connected' })] } },
        },
        connected: {
          on: {
            'socket.received': { actions: 'handleFrame' },
            'user.subscribed': { actions: ['rememberSubscription', 'subscribeOne'] },
            'user.unsubscribed': { actions: ['forgetSubscription', 'unsubscribeOne'] },
            'session.tokenChanged': { actions: [assign({ token: ({ event }) => event.token }), 'subscribePrivate'] },
          },
          initial: 'idle',
          states: {
            idle: { after: { pingInterval: 'awaitingPong' } },
            awaitingPong: {
              entry: enqueueActions(({ enqueue }) => enqueue.sendTo(SOCKET_ACTOR_ID, frame({ type: 'ping' }))),
              on: { 'socket.received': { guard: ({ event }) => parseFrame(ServerMessageSchema, event.data)?.type === 'pong', target: 'idle' } },
              after: {
                pongTimeout: {
                  target: '#realtime.reconnecting',
                  actions: assign(({ context }) => ({ active: [], error: { method: 'PING', url: context.url, status: 0, message: 'No pong within 5 s.' } })),
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

function request(id: number, method: 'SUBSCRIBE' | 'UNSUBSCRIBE', path: string, token: string | null, after: number | undefined): ClientMessage {
  return { type: 'request', id, method, path, ...(token === null ? {} : { token }), ...(after === undefined ? {} : { after }) }
}

export type RealtimeMachine = typeof realtimeMachine
export type RealtimeActor = ActorRefFrom<RealtimeMachine>
