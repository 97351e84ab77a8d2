import { describe, expect, it } from 'vitest'
import { realClock } from '../../../adapters/node/index'

describe('realClock of adapters/node', () => {
  it('tells the time and fires a timer that was not cleared', async () => {
    const before = Date.now()
    expect(realClock.now()).toBeGreaterThanOrEqual(before)
    const fired: string[] = []
    const cleared = realClock.setTimeout(() => fired.push('cleared'), 5)
    realClock.setTimeout(() => fired.push('kept'), 10)
    realClock.clearTimeout(cleared)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(fired).toEqual(['kept'])
  })
})
