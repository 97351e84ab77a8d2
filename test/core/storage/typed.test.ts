import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { readStored, readTrackingParams, rememberTrackingParams, STORED, writeStored } from '../../../core/storage/index'
import { memoryKeyValueStore } from '../../../adapters/memory/index'

describe('readStored / writeStored', () => {
  it('round-trips a valid value as JSON', () => {
    const store = memoryKeyValueStore()
    expect(writeStored(store, STORED.darkMode.key, STORED.darkMode.schema, true)).toBe(true)
    expect(store.get('dark')).toBe('true')
    expect(readStored(store, STORED.darkMode.key, STORED.darkMode.schema, false)).toBe(true)
  })

  it('falls back to the default when the key is missing, not JSON, or fails the schema', () => {
    const store = memoryKeyValueStore({ notJson: '{', wrongShape: '"yes"' })
    expect(readStored(store, 'missing', v.boolean(), false)).toBe(false)
    expect(readStored(store, 'notJson', v.boolean(), false)).toBe(false)
    expect(readStored(store, 'wrongShape', v.boolean(), false)).toBe(false)
  })

  it('refuses to store a value that fails the schema, keeping what was there', () => {
    const store = memoryKeyValueStore({ env: '{"apiUrl":"a","jaxApiUrl":"b"}' })
    const bad = { apiUrl: 1 } as unknown as v.InferOutput<typeof STORED.envConfig.schema>
    expect(writeStored(store, 'env', STORED.envConfig.schema, bad)).toBe(false)
    expect(readStored(store, 'env', STORED.envConfig.schema, null)).toEqual({ apiUrl: 'a', jaxApiUrl: 'b' })
  })

  it('never throws and returns either the fallback or a valid value, whatever text is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const store = memoryKeyValueStore({ env: text })
        const value = readStored(store, 'env', STORED.envConfig.schema, null)
        expect(value === null || v.is(STORED.envConfig.schema, value)).toBe(true)
      }),
    )
  })
})

describe('tracking parameters', () => {
  it('remembers the four tracking parameters from a query and reads them back', () => {
    const session = memoryKeyValueStore()
    rememberTrackingParams(session, { utm_source: 'mail', utm_campaign: 'fall', utm_medium: 'email', source: 'ad', q: 'nurse' })
    expect(readTrackingParams(session)).toEqual({ utm_source: 'mail', utm_campaign: 'fall', utm_medium: 'email', source: 'ad' })
    expect(session.get('q')).toBeNull()
  })

  it('keeps stored values when the query lacks them and ignores empty or non-string ones', () => {
    const session = memoryKeyValueStore()
    rememberTrackingParams(session, { utm_source: 'mail' })
    rememberTrackingParams(session, { utm_source: '', utm_medium: 7 })
    expect(readTrackingParams(session)).toEqual({ utm_source: 'mail' })
  })
})
