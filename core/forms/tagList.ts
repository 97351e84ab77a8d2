/**
 * A tag list (skills, languages, desired titles) with one more entry: trimmed, and left out when empty or already
 * there in any letter case ("triage" after "Triage" is the same skill). The list keeps its first spelling.
 */
export function withTagAdded(items: readonly string[], entry: string): readonly string[] {
  const item = entry.trim()
  if (item === '') return items
  const key = item.toLocaleLowerCase('en-US')
  return items.some((existing) => existing.toLocaleLowerCase('en-US') === key) ? items : [...items, item]
}
