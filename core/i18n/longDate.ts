/**
 * A date as dateStyle 'long' writes it ("November 3, 2026", the local time zone): the job page's and the news pages'
 * dates. In en-US it is written without Intl, whose first date format on a page is one long task of its first render
 * (enUS.ts says more); apart from enUS.ts so that it loads with those pages, not with the first screen.
 */

const MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** dateStyle 'long' in en-US, local time zone, years 1000-9999; undefined otherwise (Intl's). */
export function enUSLongDate(date: Date): string | undefined {
  const year = date.getFullYear()
  return year >= 1000 && year <= 9999 ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${year}` : undefined
}

/** What formatLongDate needs of the app's formatter (ui/i18n/intl.tsx's IntlShape). */
export interface DateFormatter {
  readonly locale: string
  formatDate(value: string, options: { readonly dateStyle: 'long' }): string
}

/** `iso` as dateStyle 'long': enUSLongDate in en-US, else (or for a year it leaves) the formatter's Intl. */
export function formatLongDate(intl: DateFormatter, iso: string): string {
  return (intl.locale === 'en-US' ? enUSLongDate(new Date(iso)) : undefined) ?? intl.formatDate(iso, { dateStyle: 'long' })
}
