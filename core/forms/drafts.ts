import * as v from 'valibot'
import type { KeyValueStore } from '../ports/storage'

/*
 * A form's unsaved values, kept in this tab's session storage under the form's key (which names the account), so a
 * failed save or a reload loses nothing. Read back through the form's schema: a draft of another shape is none.
 */

/** The schema a draft is read back through (a form's values' shape). */
export type DraftSchema<T> = v.GenericSchema<unknown, T>

const keyOf = (key: string) => `formDraft.${key}`

/** The draft kept under `key`, if it still has the form's shape. */
export function readDraft<T>(store: KeyValueStore, key: string, schema: DraftSchema<T>): T | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(store.get(keyOf(key)) ?? 'null'))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Keeps what is typed. */
export const writeDraft = (store: KeyValueStore, key: string, values: unknown): void => store.set(keyOf(key), JSON.stringify(values))

/** Forgets the draft (saved, or discarded through "Changes Not Saved"). */
export const clearDraft = (store: KeyValueStore, key: string): void => store.remove(keyOf(key))
