import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'

/**
 * Reads a JSON value stored under `key` and validates it with `schema`.
 * Returns `fallback` when the key is missing, the text is not JSON, or the value fails the schema.
 */
export const readStored = <T>(
  store: KeyValueStore,
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
): T => {
  const text = store.get(key)
  if (text === null) return fallback
  try {
    const parsed = v.safeParse(schema, JSON.parse(text))
    return parsed.success ? parsed.output : fallback
  } catch {
    return fallback
  }
}

/**
 * Validates `value` with `schema` and stores it as JSON under `key`.
 * Returns false (and stores nothing) when the value fails the schema.
 */
export const writeStored = <T>(store: KeyValueStore, key: string, schema: v.GenericSchema<unknown, T>, value: T): boolean => {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) return false
  store.set(key, JSON.stringify(parsed.output))
  return true
}
