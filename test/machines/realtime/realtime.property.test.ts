import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { enqueueActions } from 'xstate'
import { parseFrame, ServerMessageSchema } from '../../../core/realtime'
import { realtimeMachine, SOCKET_ACTOR_ID, type RealtimeMachine } from '../../../machines/realtime/realtime.machine'
import { realtimeProperty, type InvariantName } from './realtime.properties'

const RUNS = process.env.CI ? 300 : 150

describe('realtimeMachine racing the server (fc.scheduler over frames, drops, time)', () => {
  it('resubscribes on every connection, resumes after the last id seen, shows each notification once and in order', async () => {
    await fc.assert(realtimeProperty(realtimeMachine), { numRuns: RUNS })
  })
})

const original = realtimeMachine.implementations.actions
const sendFrame = (message: unknown) => ({ type: 'socket.send' as const, frame: JSON.stringify(message) })

const plantedBugs: Record<InvariantName, { readonly bug: string; readonly machine: RealtimeMachine }> = {
  resubscribesOnReconnect: {
    bug: 'only the first connection subscribes: after a reconnect every topic is silent',
    machine: realtimeMachine.provide({
      actions: {
        subscribeAll: enqueueActions(({ context, enqueue }) => {
          if (context.nextRequestId === 1) enqueue(original.subscribeAll as never)
        }),
      },
    }),
  },
  resumesFromLastSeen: {
    bug: 'a connection subscribes to notifications without the last id seen',
    machine: realtimeMachine.provide({
      actions: {
        subscribeAll: enqueueActions(({ context, enqueue }) => {
          let id = context.nextRequestId
          for (const [path, wanted] of Object.entries(context.subscriptions)) {
            enqueue.sendTo(SOCKET_ACTOR_ID, sendFrame({ type: 'request', id: id++, method: 'SUBSCRIBE', path, ...(wanted.private ? { token: context.token } : {}) }))
          }
          enqueue.assign({ nextRequestId: id })
        }),
      },
    }),
  },
  eachNotificationOnceInOrder: {
    bug: 'a notification the server sends again after a reconnect is shown again',
    machine: realtimeMachine.provide({
      actions: {
        handleFrame: enqueueActions(({ event, enqueue }) => {
          if (event.type !== 'socket.received') return
          const message = parseFrame(ServerMessageSchema, event.data)
          if (message?.type === 'message') enqueue.emit({ type: 'realtime.message', path: message.path, ...(message.id === undefined ? {} : { id: message.id }), data: message.data })
        }),
      },
    }),
  },
}

describe('the properties bite: a machine with a planted bug is caught', () => {
  for (const [name, { bug, machine }] of Object.entries(plantedBugs) as [InvariantName, (typeof plantedBugs)[InvariantName]][]) {
    it(`${name}: ${bug}`, async () => {
      const result = await fc.check(realtimeProperty(machine, name), { numRuns: 500 })
      expect(result.failed).toBe(true)
    })
  }
})
