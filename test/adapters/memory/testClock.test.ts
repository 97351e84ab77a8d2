import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor, createMachine } from 'xstate'
import { createTestClock } from '../../../adapters/memory/index'
import { clockPortContract } from '../clockPortContract'

describe('createTestClock against the ClockPort contract', () => {
  clockPortContract(() => {
    const clock = createTestClock(Date.UTC(2026, 10, 24))
    return { clock, elapse: async (ms) => clock.advance(ms) }
  })
})

describe('createTestClock', () => {
  it('stands still until advanced, then fires due timers in due order, ties in creation order', () => {
    const clock = createTestClock(100)
    const fired: string[] = []
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 20)
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 10)
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 20)
    const cancelled = clock.setTimeout(() => fired.push('never'), 5)
    clock.clearTimeout(cancelled)
    expect(clock.now()).toBe(100)
    clock.advance(15)
    expect(fired).toEqual(['a@110'])
    expect(clock.now()).toBe(115)
    clock.advance(100)
    expect(fired).toEqual(['a@110', 'b@120', 'c@120'])
    expect(clock.now()).toBe(215)
    expect(clock.pendingTimers()).toBe(0)
  })

  it('fires timers set by a firing timer when they fall due within the same advance', () => {
    const clock = createTestClock()
    const fired: number[] = []
    const tick = () => {
      fired.push(clock.now())
      if (fired.length < 5) clock.setTimeout(tick, 1000)
    }
    clock.setTimeout(tick, 1000)
    clock.advance(3500)
    expect(fired).toEqual([1000, 2000, 3000])
  })

  it('fires every timer exactly once at its due time, whatever the advance steps', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 20 }), fc.array(fc.nat(300), { minLength: 1, maxLength: 20 }), (delays, steps) => {
        const clock = createTestClock()
        const fired: { due: number; at: number }[] = []
        for (const delay of delays) clock.setTimeout(() => fired.push({ due: delay, at: clock.now() }), delay)
        for (const step of steps) clock.advance(step)
        clock.advance(1000)
        expect(fired.map((timer) => timer.at)).toEqual([...delays].sort((a, b) => a - b))
        expect(fired.every((timer) => timer.at === timer.due)).toBe(true)
      }),
    )
  })

  it('drives XState delays as the actor clock', () => {
    const clock = createTestClock()
    const machine = createMachine({ initial: 'waiting', states: { waiting: { after: { 5000: 'done' } }, done: {} } })
    const actor = createActor(machine, { clock }).start()
    clock.advance(4999)
    expect(actor.getSnapshot().value).toBe('waiting')
    clock.advance(1)
    expect(actor.getSnapshot().value).toBe('done')
  })
})
