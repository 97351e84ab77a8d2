import { describe, expect, test } from 'vitest'
import {
  checkExperienceForm,
  checkPhonesForm,
  checkSection,
  countries,
  experienceForm,
  GoalsSchema,
  languages,
  regionsOf,
  timeZones,
} from '../../../core/profile'
import { enUS } from '../../../core/i18n/en-US'
import { INDUSTRIES } from '../../../core/search'

const NOW = new Date('2026-11-21T12:00:00Z')
const form = { title: 'Nurse', company: 'St. Mary', startedMonth: '3', startedYear: '2020', endedMonth: '6', endedYear: '2024', current: false, description: '' }

describe('experience dates (spec section 5)', () => {
  test('a complete experience becomes the request, months as YYYY-MM', () => {
    expect(checkExperienceForm(form, NOW)).toEqual({
      ok: true,
      value: { title: 'Nurse', company: 'St. Mary', started: '2020-03', ended: '2024-06', current: false, description: '' },
    })
  })

  test.each([
    [{ startedMonth: '', startedYear: '' }, { started: 'profile.experience.error.startRequired' }],
    [{ startedMonth: '3', startedYear: '' }, { started: 'profile.experience.error.monthAndYear' }],
    [{ endedMonth: '', endedYear: '2024' }, { ended: 'profile.experience.error.monthAndYear' }],
    [{ endedMonth: '', endedYear: '' }, { ended: 'profile.experience.error.endRequired' }],
    [{ endedMonth: '12', endedYear: '2026' }, { ended: 'profile.experience.error.future' }],
    [{ startedMonth: '7', startedYear: '2024' }, { started: 'profile.experience.error.startAfterEnd' }],
    [{ startedYear: '20' }, { started: 'profile.experience.error.yearInvalid' }],
    [{ title: ' ', company: '' }, { title: 'profile.experience.error.titleRequired', company: 'profile.experience.error.companyRequired' }],
  ])('%o is refused with %o', (change, errors) => {
    expect(checkExperienceForm({ ...form, ...change }, NOW)).toEqual({ ok: false, errors })
  })

  test('the current month is not the future; a current job needs no end', () => {
    expect(checkExperienceForm({ ...form, startedMonth: '11', startedYear: '2026', endedMonth: '', endedYear: '', current: true }, NOW)).toMatchObject({
      ok: true,
      value: { started: '2026-11', ended: null, current: true },
    })
  })

  test('a stored experience reads back as the same form', () => {
    const checked = checkExperienceForm(form, NOW)
    if (!checked.ok) throw new Error('expected ok')
    expect(experienceForm(checked.value)).toEqual(form)
  })
})

describe('phones (spec section 5: required, incomplete, empty)', () => {
  test('an empty row, a row without its number, a short number', () => {
    const checked = checkPhonesForm([
      { number: '', extension: '', type: 'mobile' },
      { number: '', extension: '12', type: 'home' },
      { number: '555-0100', extension: '', type: 'home' },
      { number: '(512) 555-0100', extension: '', type: 'office' },
    ])
    expect(checked).toEqual({
      ok: false,
      errors: {
        'phones.0.number': 'profile.phones.error.empty',
        'phones.1.number': 'profile.phones.error.required',
        'phones.2.number': 'profile.phones.error.incomplete',
      },
    })
  })
})

describe('sections', () => {
  test('problems are keyed by dot path', () => {
    const checked = checkSection(GoalsSchema, { desiredTitles: ['ok', ' '], industries: [], expectedSalary: '12.5', expectedSalaryType: 'year', currentSalary: '', currentSalaryType: 'hour', remote: '' })
    expect(checked).toEqual({
      ok: false,
      errors: { 'desiredTitles.1': 'profile.goals.error.titleRequired', expectedSalary: 'profile.goals.error.salary', remote: 'profile.goals.error.remoteRequired' },
    })
  })
})

describe('reference lists', () => {
  test('~28 industries, each named in the catalogue', () => {
    expect(INDUSTRIES).toHaveLength(28)
    for (const industry of INDUSTRIES) expect(enUS).toHaveProperty(`search.industry.${industry}`)
  })

  test('countries and languages are named from Intl, sorted by name; regions for the US and Canada; time zones', () => {
    const list = countries('en-US')
    expect(list.find((country) => country.code === 'DE')?.name).toBe('Germany')
    expect(list.map((country) => country.name)).toEqual([...list.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en-US')))
    expect(languages('en-US').find((language) => language.code === 'es')?.name).toBe('Spanish')
    expect(regionsOf('US')).toContainEqual({ code: 'TX', name: 'Texas' })
    expect(regionsOf('CA')).toHaveLength(13)
    expect(regionsOf('FR')).toEqual([])
    expect(timeZones()).toContain('America/Chicago')
  })
})
