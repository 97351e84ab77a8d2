import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emit } from 'xstate'
import { realtimeMachine, type RealtimeContext, type RealtimeEvent, type RealtimeMachine } from '../../../machines/realtime/realtime.machine'
import { realtimeProperty, type InvariantName } from './realtime.properties'

const RUNS = process.env.CI ? 300 : 150

describe('realtimeMachine racing the server (fc.scheduler over frames, drops, time)', () => {
  it('resubscribes on every connection, resumes after the last id seen, shows each notification once and in order', async () => {
    await fc.assert(realtimeProperty(realtimeMachine), { numRuns: RUNS })
  })
})

const send = (frames: (context: RealtimeContext) => string[]) =>
  emit(({ context }: { context: RealtimeContext; event: RealtimeEvent }) => ({ type: 'socket.send' as const, frames: frames(context) })) as never
const subscribeWithoutAfter = (context: RealtimeContext) =>
  Object.entries(context.subscriptions).map(([path, wanted], index) =>
    JSON.stringify({ type: 'request', id: context.nextRequestId + index, method: 'SUBSCRIBE', path, ...(wanted.private ? { token: context.token } : {}) }),
  )

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: RealtimeMachine }> = {
  resubscribesOnReconnect: {
    bug: 'only the first connection subscribes: after a reconnect every topic is silent',
    machine: realtimeMachine.provide({ actions: { subscribeAll: send((context) => (context.nextRequestId === 1 ? subscribeWithoutAfter(context) : [])) } }),
  },
  resumesFromLastSeen: {
    bug: 'a connection subscribes to notifications without the last id seen',
    machine: realtimeMachine.provide({ actions: { subscribeAll: send(subscribeWithoutAfter) } }),
  },
  eachNotificationOnceInOrder: {
    bug: 'a notification the server sends again after a reconnect is shown again',
    machine: realtimeMachine.provide({ guards: { isNewMessage: ({ context, event }) => event.type === 'socket.message' && event.path in context.subscriptions } }),
  },
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as [InvariantName, (typeof plantedBugs)[InvariantName]][]) {
    it(`${name}: ${bug}`, async () => {
      const result = await fc.check(realtimeProperty(machine, name), { numRuns: 500, seed: 31 })
      expect(result.failed).toBe(true)
    })
  }
})
