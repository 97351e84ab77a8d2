import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../adapters/memory'
import { createToastStore } from '../../../machines/toasts/toastStore'

const ids = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((toast) => toast.notice.id)

describe('createToastStore', () => {
  it('shows a notice until its timeout, then removes it', () => {
    const clock = createTestClock()
    const store = createToastStore(clock, 5000)
    store.show({ id: 'network.reconnecting' })
    expect(ids(store)).toEqual(['network.reconnecting'])
    clock.advance(4999)
    expect(ids(store)).toEqual(['network.reconnecting'])
    clock.advance(1)
    expect(ids(store)).toEqual([])
  })

  it('does not stack the same notice; showing it again restarts its timer', () => {
    const clock = createTestClock()
    const store = createToastStore(clock, 5000)
    store.show({ id: 'network.slowRequest' })
    clock.advance(4000)
    store.show({ id: 'network.slowRequest' })
    expect(ids(store)).toEqual(['network.slowRequest'])
    clock.advance(4000)
    expect(ids(store)).toEqual(['network.slowRequest'])
    clock.advance(1000)
    expect(ids(store)).toEqual([])
  })

  it('dismisses by key and withdraws by message id, notifying subscribers', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    store.show({ id: 'network.reconnecting' })
    store.show({ id: 'network.slowRequest' })
    store.dismiss(store.getSnapshot()[0]!.key)
    expect(ids(store)).toEqual(['network.slowRequest'])
    store.withdraw('network.slowRequest')
    expect(ids(store)).toEqual([])
    expect(notified).toBe(4)
    expect(clock.pendingTimers()).toBe(0)
    unsubscribe()
    store.show({ id: 'network.reconnecting' })
    expect(notified).toBe(4)
  })
})
