import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { CompiledElement } from '../core/i18n/formatMessage'

/**
 * A catalogue message as the app's formatter (core/i18n/formatMessage.ts) takes it: plain text when it is only text,
 * else its elements (CompiledElement), smaller than the ICU AST for the first screen: texts as strings, a skeleton's
 * parsed options without its tokens, an option's elements without their wrapper. What that formatter does not format
 * (dates, times, named number styles, rich-text tags) is refused here, at build time. Used by vite.config.ts's build
 * and by the tests' stand-in for its output (test/support/compiledMessages.ts).
 */
export function compileMessage(text: string): string | CompiledElement[] {
  const elements = parse(text).map(compile)
  const [first] = elements
  return elements.length === 1 && typeof first === 'string' ? first : elements
}

function compile(element: MessageFormatElement): CompiledElement {
  switch (element.type) {
    case TYPE.literal:
      return element.value
    case TYPE.argument:
      return { type: 1, value: element.value }
    case TYPE.number:
      if (typeof element.style === 'string') throw new Error(`{${element.value}, number, ${element.style}}: named number styles are not supported; use a skeleton (::...).`)
      return element.style ? { type: 2, value: element.value, style: element.style.parsedOptions as Intl.NumberFormatOptions } : { type: 2, value: element.value }
    case TYPE.select:
      return { type: 5, value: element.value, options: compileOptions(element.options) }
    case TYPE.plural:
      return {
        type: 6, value: element.value, options: compileOptions(element.options),
        ...(element.offset ? { offset: element.offset } : {}), ...(element.pluralType === 'ordinal' ? { pluralType: 'ordinal' as const } : {}),
      }
    case TYPE.pound:
      return { type: 7 }
    default:
      throw new Error(`Element type ${element.type} is not supported by core/i18n/formatMessage.ts: format dates with formatDate, and keep markup out of the catalogue.`)
  }
}

const compileOptions = (options: Record<string, { value: MessageFormatElement[] }>) =>
  Object.fromEntries(Object.entries(options).map(([key, option]) => [key, option.value.map(compile)]))
