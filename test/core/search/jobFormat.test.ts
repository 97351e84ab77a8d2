import { describe, expect, it } from 'vitest'
import { createIntl } from '@formatjs/intl'
import { enUS, type MessageDescriptor } from '../../../core/i18n/en-US'
import { descriptionParagraphs, payConversionMessage, payRangeMessage, postedAge } from '../../../core/search'

const intl = createIntl({ locale: 'en-US', messages: enUS })
const format = ({ id, values }: MessageDescriptor) => intl.formatMessage({ id }, values)
const pay = (compensation: 'year' | 'hour', compensationMin: number | null, compensationMax: number | null) =>
  format(payRangeMessage({ compensation, compensationMin, compensationMax }))

describe('payRangeMessage', () => {
  it('formats a yearly range in en-US dollars', () => {
    expect(pay('year', 80_000, 100_000)).toBe('$80,000 – $100,000 a year')
  })

  it('formats an hourly range, keeping cents only when there are some', () => {
    expect(pay('hour', 45, 60)).toBe('$45 – $60 an hour')
    expect(pay('hour', 22.5, 30)).toBe('$22.50 – $30 an hour')
  })

  it('formats a single value when min equals max', () => {
    expect(pay('year', 90_000, 90_000)).toBe('$90,000 a year')
  })

  it('formats an open range from either bound', () => {
    expect(pay('year', 50_000, null)).toBe('From $50,000 a year')
    expect(pay('hour', null, 30)).toBe('Up to $30 an hour')
  })

  it('says so when pay is missing or meaningless', () => {
    expect(pay('year', null, null)).toBe('Pay not specified')
    expect(pay('hour', 0, 0)).toBe('Pay not specified')
    expect(pay('year', Number.NaN, -5)).toBe('Pay not specified')
  })

  it('puts swapped bounds in order', () => {
    expect(pay('year', 100_000, 80_000)).toBe('$80,000 – $100,000 a year')
  })
})

describe('postedAge', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString()
  const relative = (days: number) => {
    const age = postedAge(daysAgo(days), now)
    return age && intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })
  }

  it('uses days under a week', () => {
    expect(relative(0)).toBe('today')
    expect(relative(1)).toBe('yesterday')
    expect(relative(6)).toBe('6 days ago')
  })

  it('uses weeks under 30 days, then months', () => {
    expect(relative(7)).toBe('last week')
    expect(relative(20)).toBe('2 weeks ago')
    expect(relative(45)).toBe('last month')
    expect(relative(65)).toBe('2 months ago')
  })

  it('treats a future date as today and an unreadable one as unknown', () => {
    expect(relative(-3)).toBe('today')
    expect(postedAge('not a date', now)).toBeNull()
  })
})

describe('descriptionParagraphs', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(descriptionParagraphs('One\nstill one\n\n\nTwo  \r\n\r\n  ')).toEqual(['One\nstill one', 'Two'])
  })
})

describe('payConversionMessage', () => {
  const converted = (compensation: 'year' | 'hour', min: number | null, max: number | null) => {
    const message = payConversionMessage({ compensation, compensationMin: min, compensationMax: max })
    return message && format(message)
  }

  it('gives hourly pay a year at 2,080 hours, to the hundred', () => {
    expect(converted('hour', 45, 45)).toBe('$93,600 a year')
    expect(converted('hour', 22.5, 30)).toBe('$46,800 – $62,400 a year')
    expect(converted('hour', 17.13, null)).toBe('From $35,600 a year')
  })

  it('gives yearly pay an hour, to the dollar', () => {
    expect(converted('year', 80_000, 100_000)).toBe('$38 – $48 an hour')
    expect(converted('year', null, 52_000)).toBe('Up to $25 an hour')
    expect(converted('year', 500, 500)).toBe('$1 an hour')
  })

  it('has nothing to convert when the pay is not specified', () => {
    expect(converted('year', null, null)).toBeNull()
    expect(converted('hour', 0, -1)).toBeNull()
  })
})
