import type { FieldErrors } from './formCheck'

/** A form's values as dotted paths to their leaves (`phones.0.number`, `startedMonth`). */
const leaves = (value: unknown, path = '', into: Record<string, unknown> = {}): Record<string, unknown> => {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, path === '' ? key : `${path}.${key}`, into)
  } else into[path] = value
  return into
}

/** The leaves a field's path covers: itself, what is under it, and the typed parts named after it (`started` -> `startedMonth`). */
const covers = (path: string, leaf: string) =>
  leaf === path || leaf.startsWith(`${path}.`) || (leaf.startsWith(path) && /^[A-Z]/.test(leaf.slice(path.length)))

/**
 * The problems the server found that still stand after an edit: a refused field's problem goes once what it covers
 * is changed (the client cannot check it again: only the server knows why); one that covers no value the form holds
 * goes with any edit. Pure.
 */
export function refusalsAfterEdit<Field extends string>(refused: FieldErrors<Field>, before: unknown, after: unknown): FieldErrors<Field> {
  const was = leaves(before)
  const now = leaves(after)
  const kept: FieldErrors<Field> = {}
  for (const field of Object.keys(refused) as Field[]) {
    const covered = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((leaf) => covers(field, leaf))
    if (covered.length > 0 && covered.every((leaf) => was[leaf] === now[leaf])) kept[field] = refused[field]
  }
  return kept
}
