import { Children, createContext, Fragment, isValidElement, useContext, useMemo, type ReactNode } from 'react'
import type { MessageId } from '../../core/i18n/en-US'
import { formatMessage as formatCompiled, type CompiledMessage } from '../../core/i18n/formatMessage'
import { enUSRelativeTime } from '../../core/i18n/enUS'

/**
 * The app's react-intl: what its screens use (`useIntl()` with `formatMessage`, `formatDate` and
 * `formatRelativeTime`, and `<FormattedMessage>`), over the catalogue pre-compiled at build time (formatMessage.ts).
 * react-intl, @formatjs/intl and intl-messageformat bring every other formatter (lists, numbers, display names,
 * durations, the ICU parser's plumbing) into the first screen because they hang on one object; this file is what the
 * app needs of them (docs/decisions.md, "Headroom on the first screen"). test/ui/i18n/ checks that it formats every
 * message of the catalogue as react-intl does.
 */

export type CompiledMessages = Readonly<Record<string, CompiledMessage>>

export interface MessageDescriptor {
  readonly id: MessageId
  /** For translators only; never shown. */
  readonly description?: string
}

type PrimitiveType = string | number | bigint | boolean | null | undefined | Date
type TextValues = Readonly<Record<string, PrimitiveType>>
type RichValues = Readonly<Record<string, PrimitiveType | ReactNode>>

export interface IntlShape {
  readonly locale: string
  /** The message with plain values, as text; with React nodes among the values, as nodes. The id when it is missing. */
  formatMessage(descriptor: MessageDescriptor, values?: TextValues): string
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string
  formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string
}

export interface IntlOptions {
  readonly locale: string
  readonly messages: CompiledMessages
  /** A message id the catalogue loaded so far lacks (the text shown meanwhile is the id). */
  readonly onMissingMessage: (id: string) => void
  /** A message that failed to format (a value missing): reported, and the id is shown. Default: console.error. */
  readonly onFormatError?: (id: string, error: unknown) => void
}

/** React needs a key on each element of an array of children: parts of a rich message get their index. */
const keyed = (nodes: unknown): ReactNode[] =>
  Children.toArray(nodes as ReactNode).map((node, index) => (isValidElement(node) ? <Fragment key={index}>{node}</Fragment> : node))

const memoizedBy = <Options, Formatter>(make: (options: Options | undefined) => Formatter) => {
  const cache = new Map<string, Formatter>()
  return (options?: Options): Formatter => {
    const key = JSON.stringify(options ?? {})
    let formatter = cache.get(key)
    if (!formatter) cache.set(key, (formatter = make(options)))
    return formatter
  }
}

/** The formatter over `messages`, with its date and relative-time formats built once per set of options. */
export function createIntl({ locale, messages, onMissingMessage, onFormatError = (id, error) => console.error(`Error formatting message: "${id}"`, error) }: IntlOptions): IntlShape {
  const dateFormat = memoizedBy((options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options))
  const relativeTimeFormat = memoizedBy((options: Intl.RelativeTimeFormatOptions | undefined) => new Intl.RelativeTimeFormat(locale, options))
  const formatMessage = (descriptor: MessageDescriptor, values?: RichValues): ReactNode => {
    const { id } = descriptor
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined
    if (message === undefined) {
      onMissingMessage(id)
      return id
    }
    try {
      const formatted = formatCompiled(message, locale, values)
      return Array.isArray(formatted) ? keyed(formatted) : (formatted as ReactNode)
    } catch (error) {
      onFormatError(id, error)
      return id
    }
  }
  return {
    locale,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatDate: (value, options) => dateFormat(options).format(typeof value === 'string' ? new Date(value) : value),
    // A card's "3 days ago" skips Intl's locale data (core/i18n/enUS.ts).
    formatRelativeTime: (value, unit, options) =>
      (locale === 'en-US' && JSON.stringify(options) === '{"numeric":"auto"}' ? enUSRelativeTime(value, unit) : undefined) ?? relativeTimeFormat(options).format(value, unit),
  }
}

const IntlContext = createContext<IntlShape | null>(null)

/** Gives the screens below `useIntl()` and `<FormattedMessage>` over `messages` (a new catalogue, a new formatter). */
export function IntlProvider({ children, ...options }: IntlOptions & { readonly children: ReactNode }) {
  const { locale, messages, onMissingMessage, onFormatError } = options
  const intl = useMemo(() => createIntl({ locale, messages, onMissingMessage, onFormatError }), [locale, messages, onMissingMessage, onFormatError])
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it (ui/i18n/I18nProvider.tsx).')
  return intl
}

/** A message as React children; values may be React nodes. */
export function FormattedMessage({ id, values }: MessageDescriptor & { readonly values?: RichValues }) {
  return <>{useIntl().formatMessage({ id }, values)}</>
}
