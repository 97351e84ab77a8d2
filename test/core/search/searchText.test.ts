import { describe, expect, it } from 'vitest'
import { createIntl } from '@formatjs/intl'
import { enUS } from '../../../core/i18n/en-US'
import type { MessageDescriptor } from '../../../core/i18n/en-US'
import { activeFilterCount, choicesWith, resultsCountMessage, searchTitleMessage } from '../../../core/search/searchText'

const intl = createIntl({ locale: 'en-US', messages: enUS })
const format = ({ id, values }: MessageDescriptor) => intl.formatMessage({ id }, values)

describe('resultsCountMessage', () => {
  it('says "About" when the total is an estimate', () => {
    expect(format(resultsCountMessage({ total: 1240, totalIsExact: false, loaded: 20, complete: false }))).toBe(
      'About 1,240 jobs',
    )
  })

  it('gives an exact total as it is, in the singular when there is one job', () => {
    expect(format(resultsCountMessage({ total: 42, totalIsExact: true, loaded: 20, complete: false }))).toBe('42 jobs')
    expect(format(resultsCountMessage({ total: 1, totalIsExact: true, loaded: 1, complete: false }))).toBe('1 job')
    expect(format(resultsCountMessage({ total: 0, totalIsExact: false, loaded: 0, complete: false }))).toBe('No jobs')
  })

  it('counts the jobs held once every page is loaded, whatever the estimate said', () => {
    expect(format(resultsCountMessage({ total: 1240, totalIsExact: false, loaded: 97, complete: true }))).toBe('97 jobs')
  })
})

describe('searchTitleMessage', () => {
  it('names the search in the page title', () => {
    expect(format(searchTitleMessage({ what: 'nurse', where: 'Austin, TX' }))).toBe('nurse jobs near Austin, TX')
    expect(format(searchTitleMessage({ what: 'nurse' }))).toBe('nurse jobs')
    expect(format(searchTitleMessage({ where: 'Austin, TX' }))).toBe('Jobs near Austin, TX')
    expect(format(searchTitleMessage({}))).toBe('Jobs')
  })
})

describe('filter texts', () => {
  it('formats the filter choices', () => {
    expect(intl.formatMessage({ id: 'search.filters.minPay.atLeast' }, { amount: 75000 })).toBe('$75,000+ a year')
    expect(intl.formatMessage({ id: 'search.filters.posted.within' }, { days: 1 })).toBe('In the last day')
    expect(intl.formatMessage({ id: 'search.filters.posted.within' }, { days: 14 })).toBe('In the last 14 days')
    expect(intl.formatMessage({ id: 'search.filters.radius.miles' }, { miles: 25 })).toBe('25 miles')
    expect(intl.formatMessage({ id: 'search.results.end' }, { count: 97 })).toBe("You've seen all 97 jobs")
  })

  it('offers the URL value among the choices when it is not one of them', () => {
    expect(choicesWith([5, 10, 25], 17)).toEqual([5, 10, 17, 25])
    expect(choicesWith([5, 10, 25], 10)).toEqual([5, 10, 25])
    expect(choicesWith([5, 10, 25], undefined)).toEqual([5, 10, 25])
  })
})

describe('activeFilterCount', () => {
  it('counts the filters that differ from their defaults, not the sort', () => {
    expect(activeFilterCount({ what: 'nurse', sort: 'date' })).toBe(0)
    expect(activeFilterCount({ remote: 'only', type: 'contract', minPay: 50000, posted: 7, radius: 10 })).toBe(5)
  })
})
