import { describe, expect, test } from 'vitest'
import { withTagAdded } from '../../../core/forms'

describe('adding to a tag list', () => {
  test('a new entry is added, trimmed', () => {
    expect(withTagAdded(['Triage'], '  ACLS ')).toEqual(['Triage', 'ACLS'])
  })
  test('an entry already there in another letter case is left out, the first spelling kept', () => {
    const items = ['Triage', 'ACLS']
    expect(withTagAdded(items, 'triage')).toBe(items)
    expect(withTagAdded(items, ' acls')).toBe(items)
  })
  test('an empty or blank entry adds nothing', () => {
    const items = ['Triage']
    expect(withTagAdded(items, '')).toBe(items)
    expect(withTagAdded(items, '   ')).toBe(items)
  })
})
