import { createIntl } from '@formatjs/intl'
import { enUS, type MessageDescriptor, type MessageId } from '../../../core/i18n/en-US'

/** The server's formatter over the English catalogue (the same texts the app shows). */
export interface ServerIntl {
  format(id: MessageId, values?: MessageDescriptor['values']): string
  /** A date as the app writes it in prose ("November 25, 2026"), on the UTC calendar day. */
  formatDate(iso: string): string
  /** A posting's age as the app writes it ("3 days ago", "yesterday"; ui/features/job/JobFacts PostedAgo). */
  formatRelativeTime(value: number, unit: 'day' | 'week' | 'month'): string
}

let intl: ReturnType<typeof createIntl> | null = null

export function serverIntl(): ServerIntl {
  intl ??= createIntl({ locale: 'en-US', messages: enUS })
  const shape = intl
  return {
    format: (id, values) => shape.formatMessage({ id }, values),
    formatDate: (iso) => shape.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }),
    formatRelativeTime: (value, unit) => shape.formatRelativeTime(value, unit, { numeric: 'auto' }),
  }
}
