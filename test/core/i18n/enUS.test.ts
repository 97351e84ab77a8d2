import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { CompiledElement } from '../../../core/i18n/formatMessage'
import { enUSNumber, enUSRelativeTime } from '../../../core/i18n/enUS'
import { enUSLongDate } from '../../../core/i18n/longDate'
import { messages } from '../../support/compiledMessages'

/**
 * The first screen's en-US formatters write what Intl writes (core/i18n/enUS.ts): every value they take is compared with
 * Intl's own text for it, and every value or option they leave to Intl is left (undefined).
 */
const intlNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options).format(value)

/** Every number skeleton's options in the catalogue, as the build compiles them. */
function catalogueNumberOptions(): Intl.NumberFormatOptions[] {
  const found = new Map<string, Intl.NumberFormatOptions>()
  const walk = (elements: readonly CompiledElement[]) => {
    for (const element of elements) {
      if (typeof element === 'string') continue
      if (element.type === 2 && element.style) found.set(JSON.stringify(element.style), element.style)
      if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) walk(option)
    }
  }
  for (const message of Object.values(messages)) if (typeof message !== 'string') walk(message)
  return [...found.values()]
}

const DOLLAR_SHAPES = catalogueNumberOptions().filter((options) => options.currency === 'USD')

const amounts = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -100_000, max: 100_000 }).map((tenths) => tenths / 1000 + 0.005),
  fc.constantFrom(0, -0, 0.005, 0.015, 1.005, -0.001, -0.005, 0.125, 999.995, 1e-7, 9_999_999_999_999.99, 123456789012.345),
)

describe('enUSNumber', () => {
  it('writes an integer as Intl does with no options', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.constantFrom(-0, 1e12, -(2 ** 53 - 1))), (value) => {
      expect(enUSNumber(value)).toBe(intlNumber(value))
    }), { numRuns: 2000 })
  })

  it('writes whole dollars as Intl does, and leaves amounts with cents to it', () => {
    fc.assert(fc.property(amounts, fc.constantFrom(...DOLLAR_SHAPES), (value, options) => {
      const written = enUSNumber(value, options)
      expect(written === undefined).toBe(!Number.isSafeInteger(value))
      if (written !== undefined) expect(written).toBe(intlNumber(value, options))
    }), { numRuns: 5000 })
  })

  it("writes each of the catalogue's dollar formats (the pay lines', the minimum pay filter's)", () => {
    expect(DOLLAR_SHAPES.length).toBeGreaterThanOrEqual(2)
    for (const options of DOLLAR_SHAPES) expect(enUSNumber(1234, options)).toBe(intlNumber(1234, options))
  })

  it('writes whole dollars as Intl does for any option set it takes, and leaves the others to Intl', () => {
    const optionSets = fc.record({
      style: fc.constantFrom('currency', 'decimal', 'percent', undefined),
      currency: fc.constantFrom('USD', 'EUR', undefined),
      minimumFractionDigits: fc.constantFrom(0, 1, 2, undefined),
      maximumFractionDigits: fc.constantFrom(0, 1, 2, 3, undefined),
      trailingZeroDisplay: fc.constantFrom('auto', 'stripIfInteger', undefined),
      useGrouping: fc.constantFrom(false, undefined),
    }, { requiredKeys: [] })
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), optionSets, (value, options) => {
      const written = enUSNumber(value, options as Intl.NumberFormatOptions)
      if (written !== undefined) expect(written).toBe(intlNumber(value, options as Intl.NumberFormatOptions))
    }), { numRuns: 5000 })
  })

  it('leaves to Intl what it does not write: fractions without a style, other styles, currencies and digits, huge and non-finite values', () => {
    expect(enUSNumber(1.5)).toBeUndefined()
    expect(enUSNumber(0.25, { style: 'percent' })).toBeUndefined()
    expect(enUSNumber(5, { style: 'currency', currency: 'EUR' })).toBeUndefined()
    expect(enUSNumber(5, { style: 'currency', currency: 'USD', minimumFractionDigits: 0 })).toBeUndefined()
    expect(enUSNumber(5, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBeUndefined()
    expect(enUSNumber(5, { notation: 'compact' })).toBeUndefined()
    expect(enUSNumber(5, { maximumFractionDigits: 0 })).toBeUndefined()
    expect(enUSNumber(2 ** 53)).toBeUndefined()
    expect(enUSNumber(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(enUSNumber(Number.NaN, { style: 'currency', currency: 'USD' })).toBeUndefined()
  })

  it('says "$80,000" and "$45" as the pay lines need', () => {
    const payShape = DOLLAR_SHAPES.find((options) => options.trailingZeroDisplay === 'stripIfInteger')
    expect([80_000, 45, 1_234_567, 45.5].map((value) => enUSNumber(value, payShape))).toEqual(['$80,000', '$45', '$1,234,567', undefined])
  })
})

describe('enUSLongDate', () => {
  const intlLong = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date)

  it('writes a date as Intl does with dateStyle long, in the local time zone', () => {
    const dates = fc.date({ min: new Date('1000-01-01T12:00:00Z'), max: new Date('9999-12-30T12:00:00Z'), noInvalidDate: true })
    fc.assert(fc.property(dates, (date) => {
      expect(enUSLongDate(date)).toBe(intlLong(date))
    }), { numRuns: 3000 })
  })

  it('leaves to Intl a year outside 1000-9999 and an invalid date', () => {
    expect(enUSLongDate(new Date('0999-06-01T12:00:00Z'))).toBeUndefined()
    expect(enUSLongDate(new Date('+010000-06-01T12:00:00Z'))).toBeUndefined()
    expect(enUSLongDate(new Date('not a date'))).toBeUndefined()
  })
})

describe('enUSRelativeTime', () => {
  const intlRelative = (value: number, unit: Intl.RelativeTimeFormatUnit) => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(value, unit)

  it('writes days, weeks and months ago as Intl does with numeric auto, and leaves the future to Intl', () => {
    const values = fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.constantFrom(-0, -1, 0, 1, -1_000_000, -(2 ** 53 - 1), 123_456_789))
    fc.assert(fc.property(values, fc.constantFrom('day', 'week', 'month' as const), (value, unit) => {
      expect(enUSRelativeTime(value, unit)).toBe(value > 0 ? undefined : intlRelative(value, unit))
    }), { numRuns: 3000 })
  })

  it('leaves to Intl other units, plural unit names and fractions', () => {
    expect(enUSRelativeTime(-3, 'year')).toBeUndefined()
    expect(enUSRelativeTime(-3, 'hour')).toBeUndefined()
    expect(enUSRelativeTime(-3, 'days')).toBeUndefined()
    expect(enUSRelativeTime(-1.5, 'day')).toBeUndefined()
  })
})
