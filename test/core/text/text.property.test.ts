import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ELLIPSIS, hasLetterOrDigit, previewWords, truncateDescription, truncateLongDescription } from '../../../core/text/index'
import { METADATA_DESCRIPTION_MAX_CHARS } from '../../../core/constants'

const codePoints = (text: string) => Array.from(text).length
const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'’.,-]{1,12}$/)
const words = fc.array(word, { maxLength: 80 })
const gap = fc.constantFrom(' ', '  ', '\n', '\t', ' \n ')
/** Words joined by random runs of whitespace, with whitespace at both ends too. */
const spacedFrom = (wordList: fc.Arbitrary<string[]>) =>
  wordList.chain((list) =>
    fc
      .array(gap, { minLength: list.length + 1, maxLength: list.length + 1 })
      .map((gaps) => gaps.map((space, index) => space + (list[index] ?? '')).join('')),
  )
const spaced = spacedFrom(words)
const longSpaced = spacedFrom(fc.array(word, { minLength: 60, maxLength: 120 }))

describe('truncateDescription', () => {
  it('never exceeds the limit, ellipsis included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 400 }), spaced), fc.integer({ min: 1, max: 300 }), (text, max) => {
        expect(codePoints(truncateDescription(text, max))).toBeLessThanOrEqual(max)
      }),
    )
  })

  it('leaves short text as it is, apart from collapsing whitespace', () => {
    expect(truncateDescription('  A   nurse\n\tin  Austin ')).toBe('A nurse in Austin')
    fc.assert(
      fc.property(spaced, (text) => {
        const collapsed = text.replace(/\s+/g, ' ').trim()
        fc.pre(codePoints(collapsed) <= METADATA_DESCRIPTION_MAX_CHARS)
        expect(truncateDescription(text)).toBe(collapsed)
      }),
    )
  })

  it('cuts long text to a prefix ending in the ellipsis, on a word boundary when words are short', () => {
    fc.assert(
      fc.property(longSpaced, (text) => {
        const collapsed = text.replace(/\s+/g, ' ').trim()
        fc.pre(codePoints(collapsed) > METADATA_DESCRIPTION_MAX_CHARS)
        const cut = truncateDescription(text)
        expect(cut.endsWith(ELLIPSIS)).toBe(true)
        const kept = cut.slice(0, -ELLIPSIS.length)
        expect(collapsed.startsWith(kept)).toBe(true)
        const next = collapsed.charAt(kept.length)
        expect(next === ' ').toBe(true)
        expect(/\s$/.test(kept)).toBe(false)
      }),
    )
  })

  it('reads only the start of a long text, and cuts it as the whole text would be cut', () => {
    const wholeText = (text: string, max: number) => {
      const chars = Array.from(text.replace(/\s+/gu, ' ').trim())
      if (chars.length <= max) return chars.join('')
      const room = chars.slice(0, max - 1).join('')
      const lastSpace = room.lastIndexOf(' ')
      return (lastSpace >= room.length / 2 && chars[max - 1] !== ' ' ? room.slice(0, lastSpace) : room).trimEnd() + ELLIPSIS
    }
    const withSpaces = fc.array(fc.oneof(word, fc.constantFrom(' ', '\n\t  ', ' '.repeat(40), '😀', 'é')), { maxLength: 400 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(withSpaces, fc.string({ unit: 'grapheme', maxLength: 1200 })), fc.integer({ min: 1, max: 200 }), (text, max) => {
        expect(truncateLongDescription(text, max)).toBe(wholeText(text, max))
      }),
    )
  })

  it('cuts a single endless word mid-word rather than returning only the ellipsis', () => {
    expect(truncateDescription('x'.repeat(500))).toBe('x'.repeat(169) + ELLIPSIS)
  })
})

describe('previewWords', () => {
  it('keeps up to five words and adds the ellipsis only when there were more', () => {
    expect(previewWords('Senior nurse for a busy ward in Austin')).toBe('Senior nurse for a busy…')
    expect(previewWords('  Senior   nurse ')).toBe('Senior nurse')
    fc.assert(
      fc.property(words, fc.integer({ min: 1, max: 10 }), (list, n) => {
        const preview = previewWords(list.join('  '), n)
        const shown = preview.endsWith(ELLIPSIS) ? preview.slice(0, -ELLIPSIS.length) : preview
        expect(shown.split(' ').filter(Boolean)).toEqual(list.slice(0, n))
        expect(preview.endsWith(ELLIPSIS)).toBe(list.length > n)
      }),
    )
  })
})

describe('hasLetterOrDigit', () => {
  it('accepts any text with a Unicode letter or digit and rejects text without one', () => {
    expect(hasLetterOrDigit('Ünïcödé')).toBe(true)
    expect(hasLetterOrDigit('東京')).toBe(true)
    expect(hasLetterOrDigit('٣')).toBe(true)
    expect(hasLetterOrDigit(' -!?… ')).toBe(false)
    expect(hasLetterOrDigit('')).toBe(false)
    const noise = fc.string({ unit: fc.constantFrom(' ', '-', '!', '…', '\n', '#', '🙂') })
    fc.assert(
      fc.property(noise, (text) => {
        expect(hasLetterOrDigit(text)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(noise, fc.constantFrom('a', 'Z', '7', 'é', 'ж', '中'), noise, (before, alnum, after) => {
        expect(hasLetterOrDigit(before + alnum + after)).toBe(true)
      }),
    )
  })
})
