import { enUSNumber } from './enUS'

/**
 * Formats a message as the build compiles it (scripts/compileMessage.ts) the way intl-messageformat does, for the
 * elements the catalogue uses: text, `{arg}`, `{n, number, ::skeleton}`, `{x, select, ...}`, `{n, plural, ...}` with
 * `#` and `=N`. The build refuses anything else (dates, times, named number styles, rich-text tags): the screens
 * format dates with formatDate. The whole library is 2.4 KB gz of the first screen; this is a tenth of it.
 */

export class FormatError extends Error {
  override readonly name = 'FormatError'
}

/** A formatted message: text; a value that is not text (a React node); or text and such values, in order. */
export type Formatted = unknown

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()
const cached = <T>(cache: Map<string, T>, key: string, make: () => T): T => {
  let value = cache.get(key)
  if (value === undefined) cache.set(key, (value = make()))
  return value
}
const formatNumber = (locale: string, value: number, options?: Intl.NumberFormatOptions) =>
  (locale === 'en-US' ? enUSNumber(value, options) : undefined) ??
  cached(numberFormats, locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options)).format(value)
const pluralRule = (locale: string, type: Intl.PluralRuleType) => cached(pluralRules, locale + type, () => new Intl.PluralRules(locale, { type }))

const optionOf = <T>(options: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(options, key) ? options[key] : undefined

function parts(elements: readonly CompiledElement[], locale: string, values: Readonly<Record<string, unknown>>, pluralValue?: number): unknown[] {
  const out: unknown[] = []
  for (const element of elements) {
    if (typeof element === 'string') {
      out.push(element)
      continue
    }
    if (element.type === 7) {
      if (pluralValue !== undefined) out.push(formatNumber(locale, pluralValue))
      continue
    }
    if (!Object.hasOwn(values, element.value)) throw new FormatError(`The value "${element.value}" is missing.`)
    const value = values[element.value]
    if (element.type === 1) {
      out.push(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value || '')
    } else if (element.type === 2) {
      out.push(formatNumber(locale, value as number, element.style))
    } else {
      // A plural's `#` is its value less its offset (the parser reads a `#` in a nested select as text).
      const plural = element.type === 6
      const count = plural ? Number(value) - (element.offset ?? 0) : undefined
      const option =
        (plural ? (optionOf(element.options, `=${String(value)}`) ?? optionOf(element.options, pluralRule(locale, element.pluralType ?? 'cardinal').select(count as number))) : optionOf(element.options, String(value))) ??
        element.options.other
      if (!option) throw new FormatError(`No option of "${element.value}" for ${String(value)}.`)
      out.push(...parts(option, locale, values, count))
    }
  }
  return out
}

/**
 * A message element as the build compiles it (scripts/compileMessage.ts): text as a string; an argument (1), a number
 * with its skeleton's options (2), a select (5) or plural (6) with each option's elements, or a plural's `#` (7).
 * Every field has the meaning it has in @formatjs/icu-messageformat-parser's AST; a plural's zero offset and cardinal
 * type are left out.
 */
export type CompiledElement =
  | string
  | { readonly type: 1; readonly value: string }
  | { readonly type: 2; readonly value: string; readonly style?: Intl.NumberFormatOptions }
  | { readonly type: 5; readonly value: string; readonly options: CompiledOptions }
  | { readonly type: 6; readonly value: string; readonly options: CompiledOptions; readonly offset?: number; readonly pluralType?: Intl.PluralRuleType }
  | { readonly type: 7 }
type CompiledOptions = Readonly<Record<string, readonly CompiledElement[]>>
/** A message as the build compiles it: plain text, or its elements. */
export type CompiledMessage = string | readonly CompiledElement[]

/** The message with `values`: one string when every part is text, else its one value or the parts, adjacent text joined. */
export function formatMessage(message: CompiledMessage, locale: string, values: Readonly<Record<string, unknown>> = {}): Formatted {
  if (typeof message === 'string') return message
  const joined: unknown[] = []
  for (const part of parts(message, locale, values)) {
    const last = joined.length - 1
    if (typeof part === 'string' && typeof joined[last] === 'string') joined[last] += part
    else joined.push(part)
  }
  return joined.length <= 1 ? (joined[0] ?? '') : joined
}
