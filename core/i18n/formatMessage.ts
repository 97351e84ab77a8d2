import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * Formats a pre-compiled ICU message (an AST from the build) the way intl-messageformat does, for the elements the
 * catalogue uses: text, `{arg}`, `{n, number, ::skeleton}`, `{x, select, ...}`, `{n, plural, ...}` with `#` and
 * `=N`. Dates, times and rich-text tags are refused (a FormatError): the screens format dates with formatDate, and
 * test/ui/i18n/formatMessage.test.ts fails when the catalogue starts using one. The whole library is 2.4 KB gz of
 * the first screen; this is a tenth of it.
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
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(numberFormats, `${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options))
const pluralRule = (locale: string, type: Intl.PluralRuleType) => cached(pluralRules, `${locale}|${type}`, () => new Intl.PluralRules(locale, { type }))

const optionOf = <T>(options: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(options, key) ? options[key] : undefined

function parts(elements: readonly MessageFormatElement[], locale: string, values: Readonly<Record<string, unknown>>, pluralValue?: number): unknown[] {
  const out: unknown[] = []
  for (const element of elements) {
    if (element.type === 0) {
      out.push(element.value)
      continue
    }
    if (element.type === 7) {
      if (pluralValue !== undefined) out.push(numberFormat(locale).format(pluralValue))
      continue
    }
    if (!Object.hasOwn(values, element.value)) throw new FormatError(`The value "${element.value}" is missing.`)
    const value = values[element.value]
    switch (element.type) {
      case 1:
        out.push(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value || '')
        break
      case 2: {
        const style = element.style
        if (typeof style === 'string') throw new FormatError(`Named number styles are not supported ({${element.value}, number, ${style}}).`)
        out.push(numberFormat(locale, style?.parsedOptions as Intl.NumberFormatOptions | undefined).format(value as number))
        break
      }
      case 5: {
        const option = optionOf(element.options, String(value)) ?? element.options.other
        if (!option) throw new FormatError(`No option of "${element.value}" for ${String(value)}.`)
        out.push(...parts(option.value, locale, values))
        break
      }
      case 6: {
        const count = Number(value)
        const offset = element.offset || 0
        const option =
          optionOf(element.options, `=${String(value)}`) ??
          optionOf(element.options, pluralRule(locale, element.pluralType ?? 'cardinal').select(count - offset)) ??
          element.options.other
        if (!option) throw new FormatError(`No option of "${element.value}" for ${String(value)}.`)
        out.push(...parts(option.value, locale, values, count - offset))
        break
      }
      default:
        throw new FormatError(`Element type ${element.type} ({${element.value}, ...}) is not supported by ui/i18n/formatMessage.ts.`)
    }
  }
  return out
}

/** A message as the build compiles it: plain text, or its ICU AST. */
export type CompiledMessage = string | readonly MessageFormatElement[]

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
