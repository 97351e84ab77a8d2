import { describe, expect, it } from 'vitest'
import { createIntl } from '@formatjs/intl'
import { enUS } from '../../../core/i18n/en-US'
import type { MessageDescriptor } from '../../../core/i18n/en-US'
import { activeFilterCount, activeFilters, choicesWith, facetOptionMessage, resultsCountMessage, searchTitleMessage, shortened } from '../../../core/search/searchText'

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
    expect(activeFilterCount({ where: 'Austin', remote: 'only', type: 'contract', minPay: 50000, posted: 7, radius: 10 })).toBe(5)
  })

  it('counts a distance only with a place, and several job types as one filter', () => {
    expect(activeFilterCount({ what: 'nurse', radius: 10 })).toBe(0)
    expect(activeFilterCount({ type: 'permanent,contract' })).toBe(1)
  })
})

describe('activeFilters', () => {
  it('gives each filter in use a chip text and the change that removes it', () => {
    const chips = activeFilters({ where: 'Austin', remote: 'only', type: 'permanent,contract', minPay: 50000, posted: 7, radius: 10 })
    expect(chips.map((chip) => format(chip.label))).toEqual([
      'Remote only',
      'Permanent',
      'Contract',
      '$50,000+ a year',
      'In the last 7 days',
      '10 miles',
    ])
    expect(chips.map((chip) => chip.remove)).toEqual([
      { remote: undefined },
      { type: 'contract' },
      { type: 'permanent' },
      { minPay: undefined },
      { posted: undefined },
      { radius: undefined },
    ])
  })

  it('gives the experience level and the industry a chip each', () => {
    const chips = activeFilters({ what: 'nurse', experience: 'senior', industry: 'healthcare' })
    expect(chips.map((chip) => format(chip.label))).toEqual(['Senior level', 'Healthcare'])
    expect(chips.map((chip) => chip.remove)).toEqual([{ experience: undefined }, { industry: undefined }])
    expect(activeFilterCount({ experience: 'entry', industry: 'accounting-and-finance' })).toBe(2)
    expect(format(activeFilters({ industry: 'accounting-and-finance' })[0]!.label)).toBe('Accounting & Finance')
  })

  it('shows no distance without a place', () => {
    expect(activeFilters({ what: 'nurse', radius: 10 })).toEqual([])
  })
})

describe('shortened', () => {
  it('cuts what a heading shows at 80 characters with an ellipsis, never inside a character', () => {
    expect(shortened('nurse')).toBe('nurse')
    expect(shortened('a'.repeat(80))).toBe('a'.repeat(80))
    expect(shortened('a'.repeat(5000))).toBe(`${'a'.repeat(79)}…`)
    expect(shortened('😀'.repeat(100))).toBe(`${'😀'.repeat(79)}…`)
    expect(format(searchTitleMessage({ what: 'b'.repeat(200), where: 'Austin, TX' }))).toBe(`${'b'.repeat(79)}… jobs near Austin, TX`)
  })
})

describe('facetOptionMessage', () => {
  const label = (message: MessageDescriptor | null) => (message ? format(message) : 'bare')
  it('gives an exact count, zero included', () => {
    expect(label(facetOptionMessage('Healthcare', { healthcare: 1240 }, 'healthcare', true))).toBe('Healthcare (1,240)')
    expect(label(facetOptionMessage('Sales', { healthcare: 1240 }, 'sales', true))).toBe('Sales (0)')
  })
  it('marks a count of the first matches only as a lower bound, and gives none it cannot bound', () => {
    expect(label(facetOptionMessage('Healthcare', { healthcare: 412 }, 'healthcare', false))).toBe('Healthcare (412+)')
    expect(label(facetOptionMessage('Sales', { healthcare: 412 }, 'sales', false))).toBe('bare')
  })
  it('gives none before the counts arrive', () => {
    expect(facetOptionMessage('Healthcare', undefined, 'healthcare', true)).toBeNull()
  })
})
