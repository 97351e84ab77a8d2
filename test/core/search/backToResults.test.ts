import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_BACK_STEPS, nextBackToResults, readBackToResults } from '../../../core/search'

describe('nextBackToResults', () => {
  it('from results, leads back to them one step', () => {
    expect(nextBackToResults('/search?what=nurse&where=Austin', {})).toEqual({ href: '/search?what=nurse&where=Austin', steps: 1 })
    expect(nextBackToResults('/search', undefined)).toEqual({ href: '/search', steps: 1 })
  })

  it('from a job page that came from results, leads to the same results one step further', () => {
    const state = { backTo: { href: '/search?what=nurse', steps: 2 }, __TSR_index: 4 }
    expect(nextBackToResults('/details/rn/abc', state)).toEqual({ href: '/search?what=nurse', steps: 3 })
  })

  it('from anywhere else, or past the longest chain, leads nowhere', () => {
    expect(nextBackToResults('/details/rn/abc', {})).toBeUndefined()
    expect(nextBackToResults('/', null)).toBeUndefined()
    expect(nextBackToResults('/searching', null)).toBeUndefined()
    expect(nextBackToResults('/details/rn/abc', { backTo: { href: '/search', steps: MAX_BACK_STEPS } })).toBeUndefined()
  })
})

describe('readBackToResults', () => {
  it('reads only a well-formed state that leads to results', () => {
    expect(readBackToResults({ backTo: { href: '/search?what=a', steps: 1 } })).toEqual({ href: '/search?what=a', steps: 1 })
    expect(readBackToResults({ backTo: { href: 'https://evil.example/search', steps: 1 } })).toBeNull()
    expect(readBackToResults({ backTo: { href: '/search', steps: 0 } })).toBeNull()
    expect(readBackToResults({ backTo: { href: '/search', steps: 1.5 } })).toBeNull()
    expect(readBackToResults('nonsense')).toBeNull()
  })

  it('never throws on whatever a history entry holds', () => {
    fc.assert(fc.property(fc.anything(), (state) => void readBackToResults(state)))
    fc.assert(fc.property(fc.string(), fc.anything(), (href, state) => void nextBackToResults(href, state)))
  })
})
