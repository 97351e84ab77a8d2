import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { contentDescription, contentPreview, CONTENT_IMAGE_SIZE_PX } from '../../../core/content'
import { IMAGE_SIZE_PX, METADATA_DESCRIPTION_MAX_CHARS, TEXT_PREVIEW_WORDS } from '../../../core/constants'

describe('contentPreview: the first five words and an ellipsis (spec section 9)', () => {
  test('examples', () => {
    expect(contentPreview('One in five jobs on Hireflow now offers remote work')).toBe('One in five jobs on…')
    expect(contentPreview('  Advertised   pay\nrose 3.1 percent over the year')).toBe('Advertised pay rose 3.1 percent…')
    expect(contentPreview('Exactly five words are here')).toBe('Exactly five words are here')
    expect(contentPreview('Too short')).toBe('Too short')
    expect(contentPreview('')).toBe('')
  })

  test('never more than five words; the ellipsis exactly when words were left out', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9.,'-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.constantFrom(' ', '  ', '\n', '\t '), (words, gap) => {
        const preview = contentPreview(words.join(gap))
        const shown = preview.replace(/…$/u, '').split(' ').filter(Boolean)
        expect(shown.length).toBe(Math.min(words.length, TEXT_PREVIEW_WORDS))
        expect(shown).toEqual(words.slice(0, TEXT_PREVIEW_WORDS))
        expect(preview.endsWith('…')).toBe(words.length > TEXT_PREVIEW_WORDS)
      }),
    )
  })
})

describe('contentDescription: at most 170 characters, ellipsis included (spec sections 5 and 9)', () => {
  test('examples', () => {
    const short = 'Reach the Hireflow team.'
    expect(contentDescription(short)).toBe(short)
    const exactly = 'x'.repeat(170)
    expect(contentDescription(exactly)).toBe(exactly)
    const long = `${'word '.repeat(40)}end`
    const cut = contentDescription(long)
    expect(Array.from(cut).length).toBeLessThanOrEqual(170)
    expect(cut.endsWith('word…')).toBe(true)
    expect(contentDescription('y'.repeat(171))).toBe(`${'y'.repeat(169)}…`)
  })

  test('any text: never over 170 characters; unchanged when it fits; an ellipsis when it does not', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const cut = contentDescription(text)
        const collapsed = text.replace(/\s+/gu, ' ').trim()
        expect(Array.from(cut).length).toBeLessThanOrEqual(METADATA_DESCRIPTION_MAX_CHARS)
        if (Array.from(collapsed).length <= METADATA_DESCRIPTION_MAX_CHARS) expect(cut).toBe(collapsed)
        else expect(cut.endsWith('…')).toBe(true)
      }),
    )
  })

  test('pictures are the spec constant, 175 px', () => {
    expect(CONTENT_IMAGE_SIZE_PX).toBe(IMAGE_SIZE_PX)
    expect(IMAGE_SIZE_PX).toBe(175)
  })
})
