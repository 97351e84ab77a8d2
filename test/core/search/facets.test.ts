import { describe, expect, it } from 'vitest'
import { enUS, type MessageId } from '../../../core/i18n/en-US'
import { EXPERIENCE_LEVELS, experienceLevelOf, INDUSTRIES, industryOf } from '../../../core/search'

describe('experienceLevelOf', () => {
  it.each([
    ['Chief Nursing Officer', 'executive'],
    ['Art Director', 'executive'],
    ['VP of Sales', 'executive'],
    ['Head of People', 'executive'],
    ['Assistant Store Manager', 'manager'],
    ['Housekeeping Supervisor', 'manager'],
    ['Controller', 'manager'],
    ['Senior Software Engineer', 'senior'],
    ['Sr. Accountant', 'senior'],
    ['Lead Carpenter', 'senior'],
    ['Nurse Practitioner', 'senior'],
    ['Administrative Assistant', 'entry'],
    ['Junior Developer', 'entry'],
    ['Cashier', 'entry'],
    ['HVAC Technician', 'entry'],
    ['Registered Nurse', 'mid'],
    ['Electrician', 'mid'],
    ['Software Engineer', 'mid'],
  ] as const)('reads %s as %s', (title, level) => {
    expect(experienceLevelOf(title)).toBe(level)
  })

  it('matches whole words only, in any case', () => {
    expect(experienceLevelOf('Leadership Coach')).toBe('mid')
    expect(experienceLevelOf('Internal Auditor')).toBe('mid')
    expect(experienceLevelOf('SENIOR PLUMBER')).toBe('senior')
  })
})

describe('industryOf', () => {
  it('gives the id of a category name, and null for anything else', () => {
    expect(industryOf('Accounting & Finance')).toBe('accounting-and-finance')
    expect(industryOf('Information Technology')).toBe('information-technology')
    expect(industryOf('Astronautics')).toBeNull()
  })
})

describe('the facets in the catalogue', () => {
  it('names every level and every one of the 28 industries', () => {
    expect(INDUSTRIES).toHaveLength(28)
    const ids = [...EXPERIENCE_LEVELS.map((level) => `search.experience.${level}`), ...INDUSTRIES.map((id) => `search.industry.${id}`)]
    expect(ids.filter((id) => !(id in enUS))).toEqual([])
    expect(INDUSTRIES.map((id) => industryOf(enUS[`search.industry.${id}` as MessageId]))).toEqual([...INDUSTRIES])
  })
})
