import { describe, expect, it } from 'vitest'
import { highlightMatch, moveActiveOption, suggestionQuery } from '../../../core/search/autocomplete'

describe('suggestionQuery', () => {
  it('asks nothing for fewer than two characters', () => {
    expect(suggestionQuery('')).toBeNull()
    expect(suggestionQuery(' n ')).toBeNull()
    expect(suggestionQuery('nu')).toBe('nu')
    expect(suggestionQuery('  nur ')).toBe('nur')
  })

  it('asks nothing for more than the server takes', () => {
    expect(suggestionQuery('a'.repeat(101))).toBeNull()
  })
})

describe('moveActiveOption', () => {
  it('goes down from the field to the first option and back to the field after the last', () => {
    expect(moveActiveOption(-1, 'next', 3)).toBe(0)
    expect(moveActiveOption(1, 'next', 3)).toBe(2)
    expect(moveActiveOption(2, 'next', 3)).toBe(-1)
  })

  it('goes up from the field to the last option and back to the field before the first', () => {
    expect(moveActiveOption(-1, 'previous', 3)).toBe(2)
    expect(moveActiveOption(0, 'previous', 3)).toBe(-1)
  })

  it('jumps to the ends and has nothing to highlight in an empty list', () => {
    expect(moveActiveOption(1, 'first', 3)).toBe(0)
    expect(moveActiveOption(0, 'last', 3)).toBe(2)
    expect(moveActiveOption(-1, 'next', 0)).toBe(-1)
  })

  it('always lands on an option or the field', () => {
    for (let count = 1; count < 6; count++) {
      for (let active = -1; active < count; active++) {
        for (const move of ['next', 'previous', 'first', 'last'] as const) {
          const next = moveActiveOption(active, move, count)
          expect(next).toBeGreaterThanOrEqual(-1)
          expect(next).toBeLessThan(count)
        }
      }
    }
  })
})

describe('highlightMatch', () => {
  it('marks the typed start of the first word', () => {
    expect(highlightMatch('Nurse Practitioner', 'nur')).toEqual([
      { text: 'Nur', matched: true },
      { text: 'se Practitioner', matched: false },
    ])
  })

  it('marks a match at the start of a later word, ignoring case', () => {
    expect(highlightMatch('Registered Nurse', 'NU')).toEqual([
      { text: 'Registered ', matched: false },
      { text: 'Nu', matched: true },
      { text: 'rse', matched: false },
    ])
  })

  it('reads punctuation as a space, as the server does', () => {
    expect(highlightMatch('Austin, TX', 'austin t')).toEqual([
      { text: 'Austin, T', matched: true },
      { text: 'X', matched: false },
    ])
  })

  it('marks nothing inside a word or when nothing matches', () => {
    expect(highlightMatch('Registered Nurse', 'urse')).toEqual([{ text: 'Registered Nurse', matched: false }])
    expect(highlightMatch('Welder', '')).toEqual([{ text: 'Welder', matched: false }])
  })

  it('keeps the whole text, in order', () => {
    for (const [text, typed] of [['Registered Nurse', 'nur'], ['78701', '787'], ['C++ Developer', 'c dev']] as const) {
      expect(highlightMatch(text, typed).map((part) => part.text).join('')).toBe(text)
    }
  })
})
