import { describe, expect, test } from 'vitest'
import { activeFilters, jobActivityMessage, responseTimeMessage, toCriteria, validateSearchParams, workplaceMessage } from '../../../core/search'

describe('the answers a job gives, as the client shows them', () => {
  test('the response-time promise: hours under two days, then days; nothing from fewer than 3 answers', () => {
    expect(responseTimeMessage({ medianHours: 0.2, answered: 5 })).toEqual({ id: 'job.responseTime.hours', values: { hours: 1 } })
    expect(responseTimeMessage({ medianHours: 9.4, answered: 5 })).toEqual({ id: 'job.responseTime.hours', values: { hours: 10 } })
    expect(responseTimeMessage({ medianHours: 50, answered: 5 })).toEqual({ id: 'job.responseTime.days', values: { days: 3 } })
    expect(responseTimeMessage({ medianHours: 9, answered: 2 })).toBeNull()
    expect(responseTimeMessage({ medianHours: null, answered: 0 })).toBeNull()
    expect(responseTimeMessage(undefined)).toBeNull()
  })

  test('"actively hiring" is a last activity of at most 7 days; older, the days since it, at the clock given', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    expect(jobActivityMessage('2026-11-14T12:00:00Z', now)).toEqual({ id: 'job.activeHiring' })
    expect(jobActivityMessage('2026-11-22T12:00:00Z', now)).toEqual({ id: 'job.activeHiring' })
    expect(jobActivityMessage('2026-11-14T11:59:59Z', now)).toEqual({ id: 'job.lastActivity', values: { days: 7 } })
    expect(jobActivityMessage('2026-11-09T08:00:00Z', now)).toEqual({ id: 'job.lastActivity', values: { days: 12 } })
    expect(jobActivityMessage('2026-11-09T08:00:00Z', now + 24 * 60 * 60 * 1000)).toEqual({ id: 'job.lastActivity', values: { days: 13 } })
    expect(jobActivityMessage(undefined, now)).toBeNull()
    expect(jobActivityMessage('not a date', now)).toBeNull()
  })

  test('the last activity reads "Active 12 days ago" in the catalogue, one day or many', async () => {
    const { createIntl } = await import('@formatjs/intl')
    const { enUS } = await import('../../../core/i18n/en-US')
    const intl = createIntl({ locale: 'en-US', messages: enUS })
    expect(intl.formatMessage({ id: 'job.lastActivity' }, { days: 12 })).toBe('Active 12 days ago')
    expect(intl.formatMessage({ id: 'job.lastActivity' }, { days: 1 })).toBe('Active 1 day ago')
  })

  test('a remote job says where the worker may live', () => {
    expect(workplaceMessage({ remote: true, remoteRegion: 'US' })).toEqual({ id: 'job.remoteRegion', values: { region: 'US' } })
    expect(workplaceMessage({ remote: true })).toEqual({ id: 'job.remote' })
    expect(workplaceMessage({ remote: false, remoteRegion: null })).toEqual({ id: 'job.onSite' })
  })

  test('the sponsorship and lives-in filters in the URL: read, corrected, sent, shown as chips', () => {
    const params = validateSearchParams({ what: 'nurse', visa: 'SPONSORS', livesIn: 'tx' })
    expect(params).toMatchObject({ visa: 'sponsors', livesIn: 'TX' })
    expect(toCriteria(params)).toEqual({ what: 'nurse', visaSponsorship: true, livesIn: 'TX' })
    expect(validateSearchParams({ visa: 'maybe', livesIn: 'Mars' })).toMatchObject({ visa: undefined, livesIn: undefined })
    expect(validateSearchParams({ livesIn: 'Abroad' }).livesIn).toBe('abroad')
    expect(activeFilters(params).map((filter) => filter.label)).toEqual([
      { id: 'search.filters.visa.sponsors' },
      { id: 'search.filters.livesIn.state', values: { state: 'TX' } },
    ])
  })
})
