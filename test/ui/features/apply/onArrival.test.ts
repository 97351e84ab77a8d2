import { describe, expect, it } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { onArrival } from '../../../../ui/features/apply/onArrival'

const flow = createMachine({
  initial: 'sending',
  states: {
    sending: { on: { answered: 'received', failed: 'failed' } },
    failed: { on: { retried: 'sending' } },
    received: { on: { again: 'sending' } },
  },
})

describe('onArrival: a funnel step counted when the flow reaches it, not when a view mounts', () => {
  it('calls once per arrival', () => {
    const actor = createActor(flow).start()
    let arrivals = 0
    const stop = onArrival(actor, (snapshot) => snapshot.matches('received'), () => arrivals++)
    actor.send({ type: 'failed' })
    actor.send({ type: 'retried' })
    expect(arrivals).toBe(0)
    actor.send({ type: 'answered' })
    expect(arrivals).toBe(1)
    actor.send({ type: 'unknown' })
    expect(arrivals).toBe(1)
    actor.send({ type: 'again' })
    actor.send({ type: 'answered' })
    expect(arrivals).toBe(2)
    stop()
  })

  it('does not count a view that mounts on a flow already there (a remount)', () => {
    const actor = createActor(flow).start()
    actor.send({ type: 'answered' })
    let arrivals = 0
    const stop = onArrival(actor, (snapshot) => snapshot.matches('received'), () => arrivals++)
    actor.send({ type: 'unknown' })
    expect(arrivals).toBe(0)
    stop()
    actor.send({ type: 'again' })
    actor.send({ type: 'answered' })
    expect(arrivals).toBe(0)
  })
})
