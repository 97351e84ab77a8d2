import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ApiErrors } from '../../../core/api/errors'
import { ONE_CLICK_UNDO_MS } from '../../../core/apply'
import type { ApplyAnswer } from '../../../core/applications'
import { oneClickApplyMachine, type OneClickApplyEvent, type OneClickApplyMachine } from '../../../machines/apply/oneClickApply.machine'
import { namedPaths } from '../namedPaths'
import { answer } from './easyApply.properties'

/** A 1-Click flow on a simulated clock whose submits wait until the test settles them. */
function harness(machine: OneClickApplyMachine = oneClickApplyMachine) {
  const clock = new SimulatedClock()
  const calls: { key: string; at: number; settle: (ok: boolean) => void }[] = []
  const provided = machine.provide({
    actors: {
      oneClickSubmit: fromPromise<ApplyAnswer, { jobId: string; key: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ key: input.key, at: clock.now(), settle: (ok) => (ok ? resolve(answer) : reject(ApiErrors.network(new Error('down')))) })),
      ),
    },
  })
  const actor = createActor(provided, { input: { jobId: 'job-1' }, clock }).start()
  return { actor, clock, calls }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('oneClickApply', () => {
  it('click, the undo window on the clock, then one submit, then received', async () => {
    const { actor, clock, calls } = harness()
    actor.send({ type: 'user.clicked', key: 'k1' })
    expect(actor.getSnapshot().value).toBe('undoWindow')
    clock.increment(ONE_CLICK_UNDO_MS - 1)
    expect(calls).toHaveLength(0)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(calls.map((call) => call.key)).toEqual(['k1'])
    calls[0]!.settle(true)
    await settle()
    expect(actor.getSnapshot().value).toBe('received')
    expect(actor.getSnapshot().context.answer).toBe(answer)
  })

  it('undo in the window cancels without any request', () => {
    const { actor, clock, calls } = harness()
    actor.send({ type: 'user.clicked', key: 'k1' })
    clock.increment(ONE_CLICK_UNDO_MS / 2)
    actor.send({ type: 'user.undone' })
    clock.increment(ONE_CLICK_UNDO_MS * 3)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.undone).toBe(true)
    expect(calls).toHaveLength(0)
  })

  it('a failure offers a retry with the same key', async () => {
    const { actor, clock, calls } = harness()
    actor.send({ type: 'user.clicked', key: 'k1' })
    clock.increment(ONE_CLICK_UNDO_MS)
    calls[0]!.settle(false)
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure?.message).toBe('apply.failure.offline')
    actor.send({ type: 'user.retried' })
    expect(calls.map((call) => call.key)).toEqual(['k1', 'k1'])
  })

  it('paths: every state is reachable (xstate/graph)', () => {
    const named: Record<string, OneClickApplyEvent | { type: string; output?: unknown; error?: unknown }> = {
      click: { type: 'user.clicked', key: 'k1' },
      undo: { type: 'user.undone' },
      elapsed: { type: 'xstate.after.undoWindow.oneClickApply.undoWindow' },
      answered: { type: 'xstate.done.actor.oneClickSubmit', output: answer },
      refused: { type: 'xstate.error.actor.oneClickSubmit', error: ApiErrors.http(500) },
      retry: { type: 'user.retried' },
      dismiss: { type: 'user.dismissed' },
    }
    const { trailsByEnd, events } = namedPaths(named)
    const paths = getShortestPaths(oneClickApplyMachine, { events: events as OneClickApplyEvent[], input: { jobId: 'job-1' }, serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) })
    expect(trailsByEnd(paths, (snapshot: { value: unknown }) => JSON.stringify(snapshot.value))).toEqual({
      '"idle"': '',
      '"undoWindow"': 'click',
      '"submitting"': 'click > elapsed',
      '"received"': 'click > elapsed > answered',
      '"failed"': 'click > elapsed > refused',
    })
  })
})

/** One user intent or one tick of time: a click, an undo, time passing, the pending submit settling. */
type Command = { readonly kind: 'click' } | { readonly kind: 'undo' } | { readonly kind: 'wait'; readonly ms: number } | { readonly kind: 'settle'; readonly ok: boolean } | { readonly kind: 'retry' }
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.constant<Command>({ kind: 'click' }),
  fc.constant<Command>({ kind: 'undo' }),
  fc.integer({ min: 1, max: ONE_CLICK_UNDO_MS * 2 }).map((ms): Command => ({ kind: 'wait', ms })),
  fc.boolean().map((ok): Command => ({ kind: 'settle', ok })),
  fc.constant<Command>({ kind: 'retry' }),
)

/**
 * The model: a click's request goes out only after a full undo window without an undo, at most one is in flight, and
 * a retry reuses the click's key. Checked against the actor on the simulated clock.
 */
const respectsTheUndoWindow = (machine: OneClickApplyMachine) =>
  fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 30 }), async (commands) => {
    const { actor, clock, calls } = harness(machine)
    let clickedAt: number | null = null
    let clicks = 0
    let pending = 0
    for (const command of commands) {
      const before = calls.length
      if (command.kind === 'click') {
        // A click counts only from idle: during the window, a send or after it, the button is not there.
        if (actor.getSnapshot().value === 'idle') {
          clickedAt = clock.now()
          actor.send({ type: 'user.clicked', key: `k${++clicks}` })
        } else actor.send({ type: 'user.clicked', key: 'ignored' })
      } else if (command.kind === 'undo') {
        actor.send({ type: 'user.undone' })
        if (actor.getSnapshot().value === 'idle') clickedAt = null
      } else if (command.kind === 'wait') clock.increment(command.ms)
      else if (command.kind === 'retry') actor.send({ type: 'user.retried' })
      else {
        const call = calls.at(-1)
        if (call && pending > 0) {
          pending--
          call.settle(command.ok)
          await settle()
        }
      }
      for (const call of calls.slice(before)) {
        pending++
        if (pending > 1) return false
        if (clickedAt === null || call.at - clickedAt < ONE_CLICK_UNDO_MS) return false
        if (call.key !== `k${clicks}`) return false
      }
    }
    return true
  })

describe('oneClickApply over random commands (actor, simulated clock)', () => {
  it('sends only after a full undo window without an undo, one at a time, retries with the same key', async () => {
    await fc.assert(respectsTheUndoWindow(oneClickApplyMachine), { numRuns: 300 })
  })

  it('the property bites: an undo that does not stop the timer is caught', async () => {
    const bug = oneClickApplyMachine.provide({ delays: { undoWindow: 0 } })
    await expect(fc.assert(respectsTheUndoWindow(bug), { numRuns: 300, seed: 37 })).rejects.toThrow()
  })
})
