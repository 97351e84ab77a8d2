/** How many colours the generated company marks come in (one CSS class each, readable in both themes). */
export const COMPANY_MARK_TONES = 8

/** A generated logo mark for a company that has none: its initials on one of the tones. */
export interface CompanyMark {
  readonly initials: string
  readonly tone: number
}

/** FNV-1a: a small, stable hash, so a company keeps its colour everywhere and across visits. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
  return value >>> 0
}

/** "Summit Health Labs" -> "SH" on a tone derived from the name (case and spacing aside). */
export function companyMark(name: string): CompanyMark {
  const words = name.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu) ?? []
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase('en-US'))
    .join('')
  const key = words.join(' ').toLocaleLowerCase('en-US')
  return { initials: initials || '?', tone: hash(key) % COMPANY_MARK_TONES }
}
