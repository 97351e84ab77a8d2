import { createIntl as createReferenceIntl } from '@formatjs/intl'
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import fc from 'fast-check'
import { Children } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { enUS, type MessageId } from '../../../core/i18n/en-US'
import { FormatError } from '../../../core/i18n/formatMessage'
import { createIntl, FormattedMessage, IntlProvider } from '../../../ui/i18n/intl'
import { messages } from '../../support/compiledMessages'
import { compileMessage } from '../../../scripts/compileMessage'

const LOCALE = 'en-US'
/** react-intl's own formatter (what the app used before ui/i18n/intl.tsx) on the catalogue's source texts. */
const reference = createReferenceIntl({ locale: LOCALE, messages: enUS, onError: (error) => { throw error } })
const ours = createIntl({
  locale: LOCALE,
  messages,
  onMissingMessage: (id) => { throw new Error(`missing ${id}`) },
  onFormatError: (id, error) => { throw new Error(`${id}: ${String(error)}`) },
})

/** Values for every argument a message names, of the kind its element expects. */
function valuesFor(elements: readonly MessageFormatElement[]): Record<string, fc.Arbitrary<unknown>> {
  const values: Record<string, fc.Arbitrary<unknown>> = {}
  const number = fc.oneof(fc.constantFrom(0, 1, 2, 5, 21, 1000), fc.integer({ min: 0, max: 5_000_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }))
  const walk = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === 1) values[element.value] ??= fc.oneof(fc.string(), fc.integer())
      if (element.type === 2 || element.type === 6) values[element.value] = number
      if (element.type === 5) values[element.value] = fc.constantFrom(...Object.keys(element.options), 'no-such-option')
      if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(elements)
  return values
}

describe('the app formats every message of the catalogue as react-intl did', () => {
  const ids = Object.keys(enUS) as MessageId[]

  test.each(ids)('%s', (id) => {
    fc.assert(
      fc.property(fc.record(valuesFor(parse(enUS[id]))), (values) => {
        expect(ours.formatMessage({ id }, values as Record<string, string>)).toBe(reference.formatMessage({ id }, values as Record<string, string>))
      }),
      { numRuns: 30 },
    )
  })

  test('a message with a React node among its values renders the same markup', () => {
    const level = <strong>strong</strong>
    const expected = renderToStaticMarkup(<>{Children.toArray(reference.formatMessage({ id: 'password.strength.text' }, { level } as unknown as Record<string, string>))}</>)
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {})
    const rendered = renderToStaticMarkup(
      <IntlProvider locale={LOCALE} messages={messages} onMissingMessage={() => {}}>
        <FormattedMessage id="password.strength.text" values={{ level }} />
      </IntlProvider>,
    )
    const warned = warnings.mock.calls.map((args) => String(args[0]))
    warnings.mockRestore()
    expect(rendered).toBe(expected)
    expect(rendered).toContain('<strong>strong</strong>')
    expect(warned).toEqual([]) // no missing-key warning: the parts carry keys
  })

  test('dates and relative times read as react-intl wrote them', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom<Intl.RelativeTimeFormatUnit>('second', 'minute', 'hour', 'day', 'week', 'month', 'year'),
        (date, amount, unit) => {
          expect(ours.formatDate(date.toISOString(), { dateStyle: 'long' })).toBe(reference.formatDate(date.toISOString(), { dateStyle: 'long' }))
          expect(ours.formatDate(date)).toBe(reference.formatDate(date))
          expect(ours.formatRelativeTime(amount, unit, { numeric: 'auto' })).toBe(reference.formatRelativeTime(amount, unit, { numeric: 'auto' }))
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('what the formatter does not format', () => {
  test('a message not loaded yet is reported and shows its id', () => {
    const onMissingMessage = vi.fn()
    const intl = createIntl({ locale: LOCALE, messages: {}, onMissingMessage })
    expect(intl.formatMessage({ id: 'search.results.showMore' })).toBe('search.results.showMore')
    expect(onMissingMessage).toHaveBeenCalledWith('search.results.showMore')
  })

  test('a value left out is reported and shows the id', () => {
    const onFormatError = vi.fn()
    const intl = createIntl({ locale: LOCALE, messages, onMissingMessage: () => {}, onFormatError })
    expect(intl.formatMessage({ id: 'search.results.countExact' })).toBe('search.results.countExact')
    expect(onFormatError.mock.calls[0]?.[1]).toBeInstanceOf(FormatError)
  })

  test.each(['{when, date, short}', '{when, time}', 'Read <b>this</b>', '{n, number, percent}'])(
    '%s is refused by the build: the catalogue must not need it before formatMessage.ts supports it',
    (text) => {
      expect(() => compileMessage(text)).toThrow(/not supported/)
    },
  )
})
