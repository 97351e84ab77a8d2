import { describe, expect, test } from 'vitest'
import { refusalsAfterEdit } from '../../../core/forms'

describe('refusalsAfterEdit: what the server refused stays marked until it is edited', () => {
  const phones = (number: string, extension = '') => ({ phones: [{ number, extension, type: 'mobile' }] })

  test('a nested field goes once its own value changes, not with another field\'s edit', () => {
    const refused = { 'phones.0.number': 'profile.phones.error.incomplete' } as const
    expect(refusalsAfterEdit(refused, phones('512 555 0100'), phones('512 555 0100', '12'))).toEqual(refused)
    expect(refusalsAfterEdit(refused, phones('512 555 0100'), phones('512 555 010'))).toEqual({})
  })

  test('a date field covers its typed parts (started -> startedMonth, startedYear)', () => {
    const before = { title: 'Nurse', startedMonth: '3', startedYear: '2020' }
    const refused = { started: 'profile.experience.error.future' } as const
    expect(refusalsAfterEdit(refused, before, { ...before, title: 'Charge nurse' })).toEqual(refused)
    expect(refusalsAfterEdit(refused, before, { ...before, startedYear: '2019' })).toEqual({})
  })

  test('a refusal that covers no value of the form goes with any edit', () => {
    expect(refusalsAfterEdit({ somethingElse: 'profile.invalid' }, { title: 'a' }, { title: 'b' })).toEqual({})
  })
})
