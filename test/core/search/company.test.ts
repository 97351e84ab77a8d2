import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMPANY_MARK_TONES, companyMark } from '../../../core/search'

describe('companyMark', () => {
  it('takes the initials of the first two words', () => {
    expect(companyMark('Summit Health Labs').initials).toBe('SH')
    expect(companyMark('Lone Star Partners').initials).toBe('LS')
    expect(companyMark('acme').initials).toBe('A')
  })

  it('skips punctuation and keeps letters of any script', () => {
    expect(companyMark('  & Éclair  Works ').initials).toBe('ÉW')
    expect(companyMark('— 3M —').initials).toBe('3')
  })

  it('has a mark even for a name with no letters', () => {
    expect(companyMark('').initials).toBe('?')
    expect(companyMark(' - ').initials).toBe('?')
  })

  it('gives a name the same tone whatever its case and spacing, always one of the tones', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const { tone, initials } = companyMark(name)
        expect(Number.isInteger(tone) && tone >= 0 && tone < COMPANY_MARK_TONES).toBe(true)
        expect(Array.from(initials).length).toBeLessThanOrEqual(2)
        expect(companyMark(`  ${name.toUpperCase()} `).tone).toBe(companyMark(name.toUpperCase()).tone)
      }),
    )
    expect(companyMark('Summit Health').tone).toBe(companyMark('summit   health').tone)
  })

  it('spreads names over the tones', () => {
    const names = ['Bluebonnet', 'Summit', 'Northwind', 'Lone Star', 'Cedar', 'Harbor', 'Keystone', 'Pioneer', 'Riverbend', 'Evergreen']
    const tones = new Set(names.flatMap((first) => ['Partners', 'Group', 'Labs'].map((last) => companyMark(`${first} ${last}`).tone)))
    expect(tones.size).toBeGreaterThanOrEqual(COMPANY_MARK_TONES - 2)
  })
})
