import { createActor, type InspectionEvent, type Observer } from 'xstate'
import type { ClockPort, SocketPort } from '../../core/ports'
import { reconnectDelay } from '../../core/realtime'
import { realtimeMachine, type RealtimeActor, type RealtimeContext, type RealtimeError } from './realtime.machine'
import { socketActor } from './socketActor'

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
  onError(listener: (error: RealtimeError) => void): () => void
  /** The session's token (null signed out). */
  tokenChanged(token: string | null): void
  start(): void
  stop(): void
}

/** The reconnect delay with real jitter: the machine's `reconnectDelay` as the edge provides it. */
export const jitteredMachine = (socket: SocketPort, random: () => number) =>
  realtimeMachine.provide({
    actors: { socket: socketActor(socket) },
    delays: { reconnectDelay: ({ context }: { context: RealtimeContext }) => reconnectDelay(context.attempt, random()) },
  })

export function createRealtimeRuntime(deps: RealtimeRuntimeDeps): RealtimeRuntime {
  const actor = createActor(jitteredMachine(deps.socket, deps.random), { input: { url: deps.url }, clock: deps.clock, inspect: deps.inspect }).start()
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
      const subscription = actor.on('realtime.error', (event) => listener(event.error))
      return () => subscription.unsubscribe()
    },
    tokenChanged: (token) => actor.send({ type: 'session.tokenChanged', token }),
    start: () => actor.send({ type: 'app.started' }),
    stop: () => actor.stop(),
  }
}
