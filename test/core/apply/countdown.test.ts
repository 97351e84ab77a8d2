import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../adapters/memory'
import { startCountdown } from '../../../core/apply/countdown'

describe('startCountdown: the 1-Click undo window counts its seconds down', () => {
  it('says 5, 4, 3, 2, 1, 0, each when its second begins', () => {
    const clock = createTestClock(1_000)
    const heard: number[] = []
    startCountdown(clock, 5_000, (seconds) => heard.push(seconds))
    expect(heard).toEqual([5])
    clock.advance(999)
    expect(heard).toEqual([5])
    clock.advance(1)
    expect(heard).toEqual([5, 4])
    clock.advance(4_000)
    expect(heard).toEqual([5, 4, 3, 2, 1, 0])
    clock.advance(10_000)
    expect(heard).toEqual([5, 4, 3, 2, 1, 0])
  })

  it('rounds a window that is not whole seconds up, so 0 comes only when it ends', () => {
    const clock = createTestClock()
    const heard: number[] = []
    startCountdown(clock, 2_500, (seconds) => heard.push(seconds))
    clock.advance(499)
    expect(heard).toEqual([3])
    clock.advance(1)
    expect(heard).toEqual([3, 2])
    clock.advance(1_999)
    expect(heard).toEqual([3, 2, 1])
    clock.advance(1)
    expect(heard).toEqual([3, 2, 1, 0])
  })

  it('stops when asked: no tick after', () => {
    const clock = createTestClock()
    const heard: number[] = []
    const stop = startCountdown(clock, 5_000, (seconds) => heard.push(seconds))
    clock.advance(1_000)
    stop()
    clock.advance(10_000)
    expect(heard).toEqual([5, 4])
  })
})
