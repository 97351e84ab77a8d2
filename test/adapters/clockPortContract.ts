import { expect, it } from 'vitest'
import type { ClockPort } from '../../core/ports/clock'

export interface ClockPortUnderTest {
  readonly clock: ClockPort
  /**
   * Lets `ms` pass: until a timer set now for `ms` has fired (a real clock), or by advancing (the test clock). Every
   * timer due no later has fired by then; a timer set meanwhile by another may need one more elapse on a real clock.
   */
  elapse(ms: number): Promise<void>
}

/** 2020-01-01: any clock of this app tells a later time. */
const LONG_AGO = Date.UTC(2020, 0, 1)

/**
 * The behaviour every ClockPort shares (core/ports/clock.ts): run against the real clocks of the browser and Node
 * and the memory test clock. Delays are a few ms and nothing asserts how long anything took, only what fired and in
 * which order.
 */
export const clockPortContract = (create: () => ClockPortUnderTest) => {
  it('tells milliseconds since the epoch, and time does not run backwards across a wait', async () => {
    const { clock, elapse } = create()
    const before = clock.now()
    expect(Number.isFinite(before)).toBe(true)
    expect(before).toBeGreaterThan(LONG_AGO)
    await elapse(3)
    expect(clock.now()).toBeGreaterThanOrEqual(before)
  })

  it('fires timers in due order, timers due together in the order they were set, and never synchronously', async () => {
    const { clock, elapse } = create()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('zero'), 0)
    clock.setTimeout(() => fired.push('late'), 6)
    clock.setTimeout(() => fired.push('early'), 2)
    clock.setTimeout(() => fired.push('late, set after'), 6)
    expect(fired).toEqual([])
    await elapse(10)
    expect(fired).toEqual(['zero', 'early', 'late', 'late, set after'])
  })

  it('never fires a cleared timer, and clearing twice or after firing does nothing', async () => {
    const { clock, elapse } = create()
    const fired: string[] = []
    const cleared = clock.setTimeout(() => fired.push('cleared'), 2)
    const kept = clock.setTimeout(() => fired.push('kept'), 2)
    const clearedAtOnce = clock.setTimeout(() => fired.push('cleared at once'), 0)
    clock.clearTimeout(cleared)
    clock.clearTimeout(clearedAtOnce)
    clock.clearTimeout(cleared)
    await elapse(6)
    clock.clearTimeout(kept)
    await elapse(3)
    expect(fired).toEqual(['kept'])
  })

  it('never fires a timer cleared by another that fired first, even when both were due', async () => {
    const { clock, elapse } = create()
    const fired: string[] = []
    const timers: { second?: unknown } = {}
    clock.setTimeout(() => {
      fired.push('first')
      clock.clearTimeout(timers.second)
    }, 2)
    timers.second = clock.setTimeout(() => fired.push('second'), 2)
    await elapse(6)
    await elapse(3)
    expect(fired).toEqual(['first'])
  })

  it('fires a timer set inside a timer after that timer returns, and lets it be cleared there too', async () => {
    const { clock, elapse } = create()
    const fired: string[] = []
    clock.setTimeout(() => {
      fired.push('outer')
      clock.setTimeout(() => fired.push('inner'), 0)
      clock.setTimeout(() => fired.push('inner, later'), 2)
      clock.clearTimeout(clock.setTimeout(() => fired.push('inner, cleared'), 1))
      fired.push('outer returns')
    }, 1)
    await elapse(4)
    await elapse(6)
    expect(fired).toEqual(['outer', 'outer returns', 'inner', 'inner, later'])
  })

  it('counts a negative or non-finite delay as zero: asynchronous, in the order set, before a later timer', async () => {
    const { clock, elapse } = create()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('later'), 3)
    clock.setTimeout(() => fired.push('negative'), -50)
    clock.setTimeout(() => fired.push('not a number'), Number.NaN)
    clock.setTimeout(() => fired.push('zero'), 0)
    expect(fired).toEqual([])
    await elapse(8)
    expect(fired).toEqual(['negative', 'not a number', 'zero', 'later'])
  })
}

/** How a real clock lets time pass: by a timer of its own, which fires after every timer due no later. */
export const realClockUnderTest = (clock: ClockPort): ClockPortUnderTest => ({
  clock,
  elapse: (ms) => new Promise((resolve) => clock.setTimeout(resolve, ms)),
})
