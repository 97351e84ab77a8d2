import { describe, expect, it } from 'vitest'
import { BusyException, createWorkGate } from '../../../adapters/server/http/admission'

/** A piece of work the test finishes when it chooses. */
function held<T>(value: T) {
  let finish = () => {}
  const done = new Promise<T>((resolve) => (finish = () => resolve(value)))
  return { work: () => done, finish }
}

describe('the search work gate (http/admission.ts)', () => {
  it('refuses at once a request that would wait past maxWaitMs behind work of the usual duration', async () => {
    let clock = 0
    const gate = createWorkGate({ maxConcurrent: 1, maxQueue: 10, maxWaitMs: 1000 }, () => clock)
    const first = held('first')
    const answered = gate.run(first.work)
    await new Promise((resolve) => setImmediate(resolve))
    clock += 3000
    first.finish()
    expect(await answered).toBe('first')
    // The work takes 3 s, so the next one behind a running one would wait 3 s: refused now, not after 1 s.
    const second = held('second')
    const running = gate.run(second.work)
    const third = gate.run(() => Promise.resolve('third'))
    expect(gate.waiting).toBe(0)
    await expect(third).rejects.toBeInstanceOf(BusyException)
    second.finish()
    expect(await running).toBe('second')
    // With a slot free it runs whatever the usual duration.
    expect(await gate.run(() => Promise.resolve('fourth'))).toBe('fourth')
  })

  it('waits in the queue while the expected wait is within maxWaitMs', async () => {
    const gate = createWorkGate({ maxConcurrent: 1, maxQueue: 10, maxWaitMs: 1000 }, () => 0)
    const first = held(1)
    const running = gate.run(first.work)
    const queued = gate.run(() => Promise.resolve(2))
    expect(gate.waiting).toBe(1)
    first.finish()
    expect([await running, await queued]).toEqual([1, 2])
  })

  it('answers one refusal, shared by several requests, with a readable 503 each time', async () => {
    const refusal = new BusyException()
    const answers = [refusal.getResponse(), refusal.getResponse()]
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('1')
      expect(await answer.json()).toMatchObject({ error: { code: 'server.busy' } })
    }
  })
})
