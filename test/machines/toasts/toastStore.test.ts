import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../adapters/memory'
import { TOAST_POSITIONS } from '../../../core/toasts'
import { createToastStore, toastForNotice, type ToastStore } from '../../../machines/toasts/toastStore'

const ids = (store: ToastStore) => store.getSnapshot().map((toast) => ('id' in toast.message ? toast.message.id : toast.message.text))

describe('createToastStore', () => {
  it('shows a toast for its timeout (default 5000 ms) plus the display timer\'s 1000 ms, then removes it', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    store.show({ message: { id: 'error.unknown' } })
    clock.advance(5999)
    expect(ids(store)).toEqual(['error.unknown'])
    clock.advance(1)
    expect(ids(store)).toEqual([])
  })

  it('keeps a toast with timeout 0 until it is dismissed', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    const key = store.show({ message: { text: 'Stays' }, timeout: 0 })
    clock.advance(3_600_000)
    expect(ids(store)).toEqual(['Stays'])
    expect(clock.pendingTimers()).toBe(0)
    store.dismiss(key)
    expect(ids(store)).toEqual([])
  })

  it('puts positive and info toasts at the top and the others at the bottom unless told', () => {
    const store = createToastStore(createTestClock())
    store.show({ message: { text: 'a' }, color: 'positive' })
    store.show({ message: { text: 'b' }, color: 'info' })
    store.show({ message: { text: 'c' }, color: 'negative' })
    store.show({ message: { text: 'd' } })
    store.show({ message: { text: 'e' }, color: 'info', position: 'bottom-left' })
    expect(store.getSnapshot().map((toast) => toast.position)).toEqual(['top', 'top', 'bottom', 'bottom', 'bottom-left'])
  })

  it('refuses a position not of the nine and a timeout that is not a non-negative number', () => {
    const store = createToastStore(createTestClock())
    expect(() => store.show({ message: { text: 'x' }, position: 'middle' as never })).toThrow(/Expected \("top-left" \| .*"center"\) but received "middle"/)
    expect(() => store.show({ message: { text: 'x' }, timeout: -1 })).toThrow(/must not be negative/)
    expect(() => store.show({ message: { text: 'x' }, timeout: Number.NaN })).toThrow(TypeError)
    expect(() => store.show({ message: { text: 'x' }, timeout: '5' as never })).toThrow(/must be a number/)
    expect(store.getSnapshot()).toEqual([])
    for (const position of TOAST_POSITIONS) store.show({ message: { text: position }, position })
    expect(store.getSnapshot()).toHaveLength(9)
  })

  it('does not stack the same message; showing it again restarts its timer', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    store.show({ message: { id: 'network.slowRequest' } })
    clock.advance(4000)
    store.show({ message: { id: 'network.slowRequest' } })
    expect(ids(store)).toEqual(['network.slowRequest'])
    clock.advance(5999)
    expect(ids(store)).toEqual(['network.slowRequest'])
    clock.advance(1)
    expect(ids(store)).toEqual([])
  })

  it('updates a toast on screen (new caption and actions) and restarts its timer', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    const key = store.show({ message: { id: 'error.unknown' }, actions: [{ label: 'shell.retry', run: () => {} }] })
    clock.advance(5000)
    store.update(key, { caption: { text: 'more' }, actions: [{ label: 'shell.retry', href: 'mailto:x' }] })
    expect(store.getSnapshot()[0]).toMatchObject({ caption: { text: 'more' }, actions: [{ href: 'mailto:x' }] })
    clock.advance(5999)
    expect(store.getSnapshot()).toHaveLength(1)
    clock.advance(1)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('dismisses by key and withdraws by message id, notifying subscribers', () => {
    const clock = createTestClock()
    const store = createToastStore(clock)
    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    store.show(toastForNotice({ id: 'network.reconnecting' }))
    store.show(toastForNotice({ id: 'network.slowRequest' }))
    store.dismiss(store.getSnapshot()[0]!.key)
    expect(ids(store)).toEqual(['network.slowRequest'])
    store.withdraw('network.slowRequest')
    expect(ids(store)).toEqual([])
    expect(notified).toBe(4)
    expect(clock.pendingTimers()).toBe(0)
    unsubscribe()
    store.show(toastForNotice({ id: 'network.reconnecting' }))
    expect(notified).toBe(4)
  })

  it("keeps the transport's network notices until withdrawn; other notices time out", () => {
    expect(toastForNotice({ id: 'network.reconnecting' })).toMatchObject({ timeout: 0, color: 'warning' })
    expect(toastForNotice({ id: 'network.slowRequest' })).toMatchObject({ timeout: 0 })
    expect(toastForNotice({ id: 'error.unknown' }).timeout).toBeUndefined()
  })

  it('shows a greeting and information at the top, a failure at the bottom (spec 9)', () => {
    const store = createToastStore(createTestClock())
    const placed = (notice: Parameters<typeof toastForNotice>[0]) => store.show(toastForNotice(notice))
    expect([placed({ id: 'signInFlow.welcome.back', values: { name: 'Ada' }, tone: 'positive' }), placed({ id: 'error.unknown' }), placed({ id: 'auth.error.invalidLink', tone: 'negative' })].map((key) => store.getSnapshot().find((toast) => toast.key === key)?.position)).toEqual(['top', 'top', 'bottom'])
  })
})

// Properties over random sequences of shows, dismissals and clock moves: a toast is on screen exactly while its
// display timer runs (timeout + 1000 ms, never for timeout 0), keys are unique, and no timer outlives its toast.
type Command =
  | { readonly kind: 'show'; readonly text: string; readonly timeout: number }
  | { readonly kind: 'dismiss'; readonly index: number }
  | { readonly kind: 'advance'; readonly ms: number }

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('show' as const), text: fc.constantFrom('a', 'b', 'c', 'd'), timeout: fc.constantFrom(0, 1, 1000, 5000, 12_000) }),
  fc.record({ kind: fc.constant('dismiss' as const), index: fc.nat(5) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 8000 }) }),
)

/** The model: each toast's time of leaving (Infinity for timeout 0). */
function runModel(commands: readonly Command[], makeStore: typeof createToastStore) {
  const clock = createTestClock()
  const store = makeStore(clock)
  const model = new Map<number, number>()
  for (const step of commands) {
    if (step.kind === 'show') {
      const key = store.show({ message: { text: step.text }, timeout: step.timeout })
      model.set(key, step.timeout === 0 ? Number.POSITIVE_INFINITY : clock.now() + step.timeout + 1000)
    } else if (step.kind === 'dismiss') {
      const shown = store.getSnapshot()[step.index]
      if (shown) {
        store.dismiss(shown.key)
        model.delete(shown.key)
      }
    } else {
      clock.advance(step.ms)
      for (const [key, leaves] of model) if (leaves <= clock.now()) model.delete(key)
    }
    const keys = store.getSnapshot().map((toast) => toast.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort((a, b) => a - b)).toEqual([...model.keys()].sort((a, b) => a - b))
    expect(clock.pendingTimers()).toBe([...model.values()].filter(Number.isFinite).length)
  }
}

describe('toast store properties', () => {
  it('a toast is shown exactly while its display timer runs', () => {
    fc.assert(fc.property(fc.array(command, { maxLength: 40 }), (commands) => runModel(commands, createToastStore)))
  })

  it('the property bites: a store that forgets the display timer\'s extra second is caught', () => {
    const forgetful: typeof createToastStore = (clock) => {
      const shifted = { ...clock, setTimeout: (run: () => void, ms: number) => clock.setTimeout(run, ms - 1000) }
      return createToastStore(shifted)
    }
    expect(() => fc.assert(fc.property(fc.array(command, { maxLength: 40 }), (commands) => runModel(commands, forgetful)))).toThrow()
  })
})
