import { describe, expect, test } from 'vitest'
import { memoryKeyValueStore } from '../../../adapters/memory'
import { DEV_KEYS, developerMode, nearestPlace, offProduction, overriddenClock, TEST_PLACES } from '../../../core/devtools'

const local = () => memoryKeyValueStore()
const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname })

describe('developer mode (spec section 6: debug hooks only off the production origin)', () => {
  test('with a production origin named, every other origin is off production, that one never', () => {
    expect(offProduction(at('https://hireflow.example'), 'https://hireflow.example')).toBe(false)
    expect(offProduction(at('https://staging.hireflow.example'), 'https://hireflow.example')).toBe(true)
    expect(offProduction(at('http://localhost:5173'), 'https://hireflow.example')).toBe(true)
  })

  test('without one, only a loopback host is', () => {
    expect(offProduction(at('http://localhost:5173'), undefined)).toBe(true)
    expect(offProduction(at('http://127.0.0.1:36070'), undefined)).toBe(true)
    expect(offProduction(at('https://hireflow.example'), undefined)).toBe(false)
    expect(offProduction(at('https://localhost.evil.example'), undefined)).toBe(false)
  })

  test('is on only when stored as true and off production', () => {
    const store = local()
    expect(developerMode(store, at('http://localhost:1'), undefined)).toBe(false)
    store.set(DEV_KEYS.developerMode, 'true')
    expect(developerMode(store, at('http://localhost:1'), undefined)).toBe(true)
    expect(developerMode(store, at('https://hireflow.example'), 'https://hireflow.example')).toBe(false)
    store.set(DEV_KEYS.developerMode, 'false')
    expect(developerMode(store, at('http://localhost:1'), undefined)).toBe(false)
  })
})

describe('the date override', () => {
  test('moves the clock by the stored offset, read on every now (the panel moves it at once); timers stay real', () => {
    const store = local()
    const timers: unknown[] = []
    const base = { now: () => 1_000_000, setTimeout: (callback: () => void) => timers.push(callback), clearTimeout: () => undefined }
    const clock = overriddenClock(base, store)
    expect(clock.now()).toBe(1_000_000)
    store.set(DEV_KEYS.dateOffset, String(7 * 86_400_000))
    expect(clock.now()).toBe(1_000_000 + 7 * 86_400_000)
    store.set(DEV_KEYS.dateOffset, 'nonsense')
    expect(clock.now()).toBe(1_000_000)
    clock.setTimeout(() => undefined, 5)
    expect(timers).toHaveLength(1)
  })
})

describe('the test location', () => {
  test('a click picks the nearest city', () => {
    expect(nearestPlace(39.5, -105)).toMatchObject({ city: 'Denver', state: 'CO' })
    expect(nearestPlace(40.8, -73.9)).toMatchObject({ city: 'New York', state: 'NY' })
    expect(nearestPlace(47.0, -122.0)).toMatchObject({ city: 'Seattle' })
    for (const place of TEST_PLACES) expect(nearestPlace(place.lat, place.lng)).toBe(place)
  })
})
