import { expect, it, vi } from 'vitest'
import type { KeyValueStore } from '../../core/ports/storage'

/** Another holder of the same store: another tab in a browser, another process or store object over a file. */
export interface OtherHolder {
  set(key: string, value: string): void
  remove(key: string): void
}

export interface KeyValueStoreUnderTest {
  readonly store: KeyValueStore
  /** Absent when the store has no other holder (a store in one process's memory): those tests are not run. */
  readonly other?: OtherHolder
}

/** How long a notification may take to arrive (a file watch on a busy machine). */
const HEARD_WITHIN = { timeout: 5000 }

/**
 * The behaviour every KeyValueStore shares (core/ports/storage.ts): run against the Node, browser and memory
 * adapters. Notifications may arrive at once or a little later (a file watch), so the hearing tests wait for them.
 */
export const keyValueStoreContract = (create: () => KeyValueStoreUnderTest, { shared }: { shared: boolean }) => {
  it('reads what was written, and null for a key never written or removed', () => {
    const { store } = create()
    expect(store.get('dark')).toBeNull()
    store.set('dark', 'true')
    expect(store.get('dark')).toBe('true')
    store.set('dark', 'false')
    expect(store.get('dark')).toBe('false')
    store.remove('dark')
    expect(store.get('dark')).toBeNull()
  })

  it('keeps keys apart and stores any string as it is', () => {
    const { store } = create()
    const values = { empty: '', json: '{"jwt":"a.b.c","n":[1,2]}', unicode: 'Zoë 🧑‍⚕️ 東京', long: 'x'.repeat(100_000), spaces: '  padded  ' }
    for (const [key, value] of Object.entries(values)) store.set(key, value)
    for (const [key, value] of Object.entries(values)) expect(store.get(key), key).toBe(value)
    store.remove('json')
    expect(store.get('json')).toBeNull()
    expect(store.get('unicode')).toBe(values.unicode)
  })

  it('removing a missing key is not an error', () => {
    const { store } = create()
    expect(() => store.remove('never-written')).not.toThrow()
    expect(store.get('never-written')).toBeNull()
  })

  it('notifies no one of its own writes', async () => {
    const { store } = create()
    const heard = vi.fn()
    const unsubscribe = store.subscribe(heard)
    store.set('a', '1')
    store.remove('a')
    await new Promise((resolve) => setTimeout(resolve, 50))
    unsubscribe()
    expect(heard).not.toHaveBeenCalled()
  })

  if (!shared) return
  const withOther = () => {
    const { store, other } = create()
    if (!other) throw new Error('a shared store under test needs `other`')
    return { store, other }
  }

  it("sees another holder's writes and removals", () => {
    const { store, other } = withOther()
    other.set('token', 'from elsewhere')
    expect(store.get('token')).toBe('from elsewhere')
    other.remove('token')
    expect(store.get('token')).toBeNull()
  })

  it('tells subscribers which key another holder changed, until they unsubscribe', async () => {
    const { store, other } = withOther()
    const first = vi.fn()
    const unsubscribeFirst = store.subscribe(first)
    other.set('jwt', 'new')
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith('jwt'), HEARD_WITHIN)
    expect(store.get('jwt')).toBe('new')
    unsubscribeFirst()
    // A later listener hears the next change; the one that left must not.
    const second = vi.fn()
    const unsubscribeSecond = store.subscribe(second)
    other.remove('jwt')
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith('jwt'), HEARD_WITHIN)
    unsubscribeSecond()
    expect(first.mock.calls.filter(([key]) => key === 'jwt')).toHaveLength(1)
    expect(store.get('jwt')).toBeNull()
  })
}
