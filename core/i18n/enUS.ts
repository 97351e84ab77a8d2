/**
 * The few en-US formats the first screen shows (a count, a dollar amount, "3 days ago"; the job page's date is
 * longDate.ts's) written without Intl. The first Intl number, date or relative-time format a page makes loads its locale data in one
 * task: 25-55 ms each on this machine's Chromium, 100-200 ms under Lighthouse's 4x slowdown, and the search page made
 * all three (docs/decisions.md, "The first screen's formats without Intl"). Each function answers only what it writes
 * exactly as Intl does (test/core/i18n/enUS.test.ts compares them over random values); for anything else it answers
 * undefined and the caller asks Intl.
 */

/** |value| with thousands separators: "1,240". */
const grouped = (value: number) => String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')

/**
 * A whole number with no options ("1,240"), or whole US dollars where no cents show ("$80,000": no decimals, or
 * cents dropped when whole, as the catalogue's `::currency/USD precision-integer` and `.00/w` say). Amounts with
 * cents, which no seeded or converted pay has, are Intl's.
 */
export function enUSNumber(value: number, options?: Intl.NumberFormatOptions & { readonly trailingZeroDisplay?: string }): string | undefined {
  const { style, currency, maximumFractionDigits: most, minimumFractionDigits = most, trailingZeroDisplay, ...others } = options ?? {}
  const dollars = style === 'currency' && currency === 'USD' && minimumFractionDigits === most && (most === 0 || trailingZeroDisplay === 'stripIfInteger')
  if ((options && !dollars) || Object.keys(others).length || !Number.isSafeInteger(value)) return undefined
  // 1 / value is negative for -0 too, which Intl writes "-0".
  return `${1 / value < 0 ? '-' : ''}${dollars ? '$' : ''}${grouped(value)}`
}

/** numeric 'auto' for whole days, weeks and months ago (a posting's age): "yesterday", "last week", "3 days ago". */
export function enUSRelativeTime(value: number, unit: string): string | undefined {
  const near = unit === 'day' ? ['yesterday', 'today'] : unit === 'week' || unit === 'month' ? [`last ${unit}`, `this ${unit}`] : null
  if (!near || !Number.isSafeInteger(value) || value > 0) return undefined
  return value < -1 ? `${grouped(value)} ${unit}s ago` : near[value + 1]
}
