import { describe, expect, it, vi } from 'vitest'
import { webKeyValueStore } from '../../../adapters/browser/index'
import { keyValueStoreContract } from '../keyValueStoreContract'

/** A tiny Web Storage area; `quota` makes setItem throw once that many keys are held. */
class FakeStorage implements Storage {
  private values = new Map<string, string>()
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.values.size
  }
  clear() {
    this.values.clear()
  }
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.values.delete(key)
  }
  setItem(key: string, value: string) {
    if (!this.values.has(key) && this.values.size >= this.quota) throw new DOMException('full', 'QuotaExceededError')
    this.values.set(key, value)
  }
}

const storageEvent = (storageArea: Storage, key: string | null) => Object.assign(new Event('storage'), { storageArea, key })

describe('webKeyValueStore against the KeyValueStore contract', () => {
  keyValueStoreContract(() => {
    const area = new FakeStorage()
    const events = new EventTarget()
    // Another tab: it writes the shared area, and this tab's window hears a storage event.
    const otherTab = (key: string, write: () => void) => {
      write()
      events.dispatchEvent(storageEvent(area, key))
    }
    return {
      store: webKeyValueStore(() => area, events),
      other: {
        set: (key, value) => otherTab(key, () => area.setItem(key, value)),
        remove: (key) => otherTab(key, () => area.removeItem(key)),
      },
    }
  }, { shared: true })
})

describe('webKeyValueStore', () => {
  it('reads, writes and removes through the storage area', () => {
    const area = new FakeStorage()
    const store = webKeyValueStore(() => area)
    store.set('dark', 'true')
    expect(area.getItem('dark')).toBe('true')
    expect(store.get('dark')).toBe('true')
    store.remove('dark')
    expect(store.get('dark')).toBeNull()
    expect(area.length).toBe(0)
  })

  it('keeps working in memory when the area cannot be reached', () => {
    const store = webKeyValueStore(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(store.get('a')).toBeNull()
    store.set('a', '1')
    expect(store.get('a')).toBe('1')
    store.remove('a')
    expect(store.get('a')).toBeNull()
    expect(store.subscribe(vi.fn())).toBeTypeOf('function')
  })

  it('keeps a value in memory when the quota refuses it, shadowing the stored one', () => {
    const area = new FakeStorage(2)
    const store = webKeyValueStore(() => area)
    store.set('a', '1')
    store.set('b', '2')
    store.set('c', '3')
    expect(store.get('c')).toBe('3')
    expect(area.getItem('c')).toBeNull()
    store.remove('a')
    store.set('c', '4')
    expect(area.getItem('c')).toBe('4')
    expect(store.get('c')).toBe('4')
  })

  it('hears changes from other tabs through the storage event of its own area only', () => {
    const area = new FakeStorage()
    const events = new EventTarget()
    const store = webKeyValueStore(() => area, events)
    const heard = vi.fn()
    const unsubscribe = store.subscribe(heard)
    events.dispatchEvent(storageEvent(area, 'dark'))
    events.dispatchEvent(storageEvent(new FakeStorage(), 'other'))
    events.dispatchEvent(storageEvent(area, null))
    unsubscribe()
    events.dispatchEvent(storageEvent(area, 'after'))
    expect(heard.mock.calls).toEqual([['dark'], [null]])
  })
})
