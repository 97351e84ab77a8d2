import fc from 'fast-check'
import { createTestClock } from '../../../adapters/memory'
import { REALTIME_RECONNECT_CAP_MS, TOPICS } from '../../../core/realtime'
import type { RealtimeMachine } from '../../../machines/realtime/realtime.machine'
import { startRealtimeActor } from '../../../machines/realtime/realtimeRuntime'
import { fakeRealtimeServer } from './fakeRealtimeServer'

/** The properties the scheduler-driven runs check; each has a planted bug that breaks it (realtime.property.test.ts). */
export type InvariantName = 'resubscribesOnReconnect' | 'resumesFromLastSeen' | 'eachNotificationOnceInOrder'

/** What the server does between the scheduler's deliveries. */
type Command =
  | { readonly type: 'open' }
  | { readonly type: 'drop' }
  | { readonly type: 'raise' }
  | { readonly type: 'advance'; readonly ms: number }
  | { readonly type: 'toggleCms' }

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'open' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'drop' as const }) },
  { weight: 4, arbitrary: fc.constant({ type: 'raise' as const }) },
  { weight: 2, arbitrary: fc.integer({ min: 500, max: 36_000 }).map((ms) => ({ type: 'advance' as const, ms })) },
  { weight: 1, arbitrary: fc.constant({ type: 'toggleCms' as const }) },
)

/**
 * Over random interleavings (fc.scheduler) of the server's frames with drops, refusals, time and topic changes, then
 * a quiet end where the server stays up: every connection that opens subscribes to every topic wanted then; every
 * notifications SUBSCRIBE resumes after the last id the app saw; the app sees each notification exactly once, in
 * order, and none is lost across the reconnects.
 */
export const realtimeProperty = (machine: RealtimeMachine, only?: InvariantName) =>
  fc.asyncProperty(fc.scheduler(), fc.array(commandArb, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(3), { maxLength: 10 }), async (s, commands, overlaps) => {
    const clock = createTestClock(0)
    const seen: number[] = []
    let actorRef: { getSnapshot(): { context: { subscriptions: Record<string, unknown> } } } | null = null
    const server = fakeRealtimeServer(s, overlaps, () => seen.at(-1) ?? 0, () => Object.keys(actorRef?.getSnapshot().context.subscriptions ?? {}))
    const actor = startRealtimeActor({ socket: server.port, clock, url: 'ws://test/rest/websocket', random: () => 0.5 }, machine)
    actorRef = actor
    actor.on('realtime.message', (message) => {
      if (message.path === TOPICS.notifications && message.id !== undefined) seen.push(message.id)
    })
    actor.send({ type: 'session.tokenChanged', token: 'token' })
    actor.send({ type: 'user.subscribed', path: TOPICS.notifications, private: true, after: 0 })
    actor.send({ type: 'user.subscribed', path: TOPICS.applications, private: true })
    actor.send({ type: 'app.started' })
    let cms = false
    s.scheduleSequence(
      commands.map((command) => ({
        label: JSON.stringify(command),
        builder: async () => {
          if (command.type === 'open') server.open()
          else if (command.type === 'drop') server.drop()
          else if (command.type === 'raise') server.raise()
          else if (command.type === 'advance') clock.advance(command.ms)
          else {
            cms = !cms
            actor.send(cms ? { type: 'user.subscribed', path: TOPICS.cms } : { type: 'user.unsubscribed', path: TOPICS.cms })
          }
        },
      })),
    )
    await s.waitAll()
    // The quiet end: the server stays up and answers; the client comes back and catches up.
    for (let round = 0; round < 10; round++) {
      if (actor.getSnapshot().matches('reconnecting')) clock.advance(REALTIME_RECONNECT_CAP_MS + 1000)
      if (server.connecting()) server.open()
      await s.waitAll()
      if (actor.getSnapshot().matches({ live: 'connected' }) && !server.pending()) break
    }
    actor.stop()

    const problems: string[] = []
    const check = (name: InvariantName, ok: boolean, detail: () => string) => {
      if ((only === undefined || only === name) && !ok) problems.push(`${name}: ${detail()}`)
    }
    for (const [index, side] of server.sides.entries()) {
      if (side.wantedAtOpen === null) continue
      const subscribed = new Set(side.subscribes.map((subscribe) => subscribe.path))
      check('resubscribesOnReconnect', side.wantedAtOpen.every((path) => subscribed.has(path)), () => `connection #${index} wanted ${side.wantedAtOpen} subscribed ${[...subscribed]}`)
      for (const subscribe of side.subscribes.filter((each) => each.path === TOPICS.notifications)) {
        check('resumesFromLastSeen', subscribe.after === subscribe.lastSeen, () => `connection #${index} resumed after ${subscribe.after}, had seen ${subscribe.lastSeen}`)
      }
    }
    check('eachNotificationOnceInOrder', seen.every((id, index) => index === 0 || id > seen[index - 1]!), () => `seen ${seen}`)
    check('eachNotificationOnceInOrder', seen.length === server.log.length, () => `seen ${seen} of ${server.log}`)
    if (problems.length > 0) throw new Error(problems.join('\n'))
  })
