import { createActor, type InspectionEvent, type Observer } from 'xstate'
import type { ClockPort, SocketPort } from '../../core/ports'
import { reconnectDelay } from '../../core/realtime'
import { realtimeMachine, type RealtimeActor, type RealtimeContext, type RealtimeError, type RealtimeMachine } from './realtime.machine'
import { createSocketLink } from './socketLink'

export interface RealtimeRuntimeDeps {
  readonly socket: SocketPort
  readonly clock: ClockPort
  /** The socket's address (core/realtime realtimeUrl). */
  readonly url: string
  /** Uniform in [0, 1): the reconnect backoff's jitter. */
  readonly random: () => number
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

/** A topic's message as listeners get it: each id once, in order. */
export interface RealtimeMessage {
  readonly path: string
  readonly id?: number
  readonly data: unknown
}

/** The running channel: topics to want, their messages, its errors. */
export interface RealtimeRuntime {
  readonly actor: RealtimeActor
  /** Wants a topic on every connection from now on. */
  subscribe(path: string, options?: { readonly private?: boolean; readonly after?: number }): void
  unsubscribe(path: string): void
  /** Listens to one topic's messages; returns stop. */
  on(path: string, listener: (message: RealtimeMessage) => void): () => void
  /** Listens to the channel's errors; `token`: the session token a refused or ended private subscription was made with. */
  onError(listener: (error: RealtimeError, token: string | null) => void): () => void
  /** The session's token (null signed out). */
  tokenChanged(token: string | null): void
  start(): void
  stop(): void
}

/**
 * Starts the realtime machine (or a variant of it: tests plant bugs) on a SocketPort: its socket actor and the frames
 * it emits linked to the port, its reconnect delay jittered by `random`.
 */
export function startRealtimeActor(deps: RealtimeRuntimeDeps, machine: RealtimeMachine = realtimeMachine): RealtimeActor {
  const link = createSocketLink(deps.socket)
  const provided = machine.provide({
    actors: { socket: link.actor },
    delays: { reconnectDelay: ({ context }: { context: RealtimeContext }) => reconnectDelay(context.attempt, deps.random()) },
  })
  const actor = createActor(provided, { input: { url: deps.url }, clock: deps.clock, inspect: deps.inspect })
  actor.on('socket.send', (event) => link.send(event.frames))
  return actor.start()
}

export function createRealtimeRuntime(deps: RealtimeRuntimeDeps): RealtimeRuntime {
  const actor = startRealtimeActor(deps)
  return {
    actor,
    subscribe: (path, options = {}) => actor.send({ type: 'user.subscribed', path, ...options }),
    unsubscribe: (path) => actor.send({ type: 'user.unsubscribed', path }),
    on(path, listener) {
      const subscription = actor.on('realtime.message', (message) => {
        if (message.path === path) listener(message)
      })
      return () => subscription.unsubscribe()
    },
    onError(listener) {
      const subscription = actor.on('realtime.error', (event) => listener(event.error, event.token))
      return () => subscription.unsubscribe()
    },
    tokenChanged: (token) => actor.send({ type: 'session.tokenChanged', token }),
    start: () => actor.send({ type: 'app.started' }),
    stop: () => actor.stop(),
  }
}
