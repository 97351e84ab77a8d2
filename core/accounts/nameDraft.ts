import type { KeyValueStore } from '../ports/storage'

/** The account page's unsaved name, per account, in this tab's session storage (never a password). */
export interface NameDraft {
  readonly firstName: string
  readonly lastName: string
}

const keyFor = (userId: string) => `accountDraft.name.${userId}`

/** The name typed but not saved yet on this tab, if any. */
export function readNameDraft(store: KeyValueStore, userId: string): NameDraft | null {
  try {
    const value: unknown = JSON.parse(store.get(keyFor(userId)) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { firstName, lastName } = value as Record<string, unknown>
    return typeof firstName === 'string' && typeof lastName === 'string' ? { firstName, lastName } : null
  } catch {
    return null
  }
}

/** Keeps the typed name so a failed save or a reload loses nothing. */
export const writeNameDraft = (store: KeyValueStore, userId: string, draft: NameDraft): void => store.set(keyFor(userId), JSON.stringify(draft))

/** Forgets the draft once it is saved. */
export const clearNameDraft = (store: KeyValueStore, userId: string): void => store.remove(keyFor(userId))
