import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { enUS } from '../../../core/i18n/en-US'
import { ProfileNameRequestSchema } from '../../../core/accounts'
import { EmailSchema, PasswordSchema } from '../../../core/identity'
import { SearchCriteriaSchema, SearchFormSchema } from '../../../core/search'
import { findUnsafeCharacter, safeMultilineText, safeText, UNSAFE_TEXT_MESSAGE } from '../../../core/text'

/*
 * The model, written apart from the implementation (which uses \p{Cc} and \p{Cs}): control characters are the
 * code points 0x00-0x1F and 0x7F-0x9F; a surrogate is unpaired when it is not a high one followed by a low one.
 */
const isControl = (codePoint: number) => codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)

/** One printable character: any code point (astral ones as a surrogate pair) but a control character. */
const printableChar = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((codePoint) => !isControl(codePoint) && (codePoint < 0xd800 || codePoint > 0xdfff))
  .map((codePoint) => String.fromCodePoint(codePoint))
/** Printable text as code points: a hostile character is inserted between two of them, never inside a pair. */
const printableChars = fc.array(fc.oneof(printableChar, fc.constantFrom('\u200d', '\u0301', 'é', '👩\u200d💻', ' ', '\u00a0')), { maxLength: 40 })
const printable = printableChars.map((chars) => chars.join(''))

const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((code) => String.fromCharCode(code))
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const lineBreak = fc.constantFrom('\t', '\n', '\r')

/** Printable text with `hostile` put in at any code point boundary. */
const withInserted = (hostile: fc.Arbitrary<string>) =>
  fc.tuple(printableChars, hostile, fc.nat()).map(([chars, bad, at]) => {
    const index = chars.length === 0 ? 0 : at % (chars.length + 1)
    return { text: [...chars.slice(0, index), bad, ...chars.slice(index)].join(''), bad, index: chars.slice(0, index).join('').length }
  })

const accepts = (text: string, lineBreaks = false) => v.safeParse(v.pipe(v.string(), lineBreaks ? safeMultilineText() : safeText()), text).success

describe('safeText: what every single-line text field accepts', () => {
  it('refuses any text holding a control character (C0, DEL, C1), and says which and where', () => {
    fc.assert(
      fc.property(withInserted(controlChar), ({ text, bad, index }) => {
        expect(accepts(text)).toBe(false)
        expect(findUnsafeCharacter(text)).toEqual({ index, codePoint: bad.charCodeAt(0), kind: 'control character' })
      }),
    )
  })

  it('refuses any text holding an unpaired surrogate', () => {
    fc.assert(
      fc.property(withInserted(loneSurrogate), ({ text, bad, index }) => {
        expect(accepts(text)).toBe(false)
        expect(findUnsafeCharacter(text)).toEqual({ index, codePoint: bad.charCodeAt(0), kind: 'unpaired surrogate' })
      }),
    )
  })

  it('accepts any printable text: every script, emoji, joiners, combining marks, astral characters', () => {
    fc.assert(fc.property(printable, (text) => accepts(text) && findUnsafeCharacter(text) === null))
  })

  it('the property bites: a planted weaker rule (NUL only) is caught', () => {
    const nulOnly = (text: string) => !text.includes('\u0000')
    const caught = fc.check(fc.property(withInserted(fc.oneof(controlChar, loneSurrogate)), ({ text }) => nulOnly(text) === false), { seed: 41 })
    expect(caught.failed).toBe(true)
  })

  it('names the character and its index in the default message; forms give their own (a catalogue id)', () => {
    const parsed = v.safeParse(v.pipe(v.string(), safeText()), 'Ann\u0000')
    expect(parsed.issues?.[0].message).toBe('Invalid text: control character U+0000 at index 3 is not allowed')
    const lone = v.safeParse(v.pipe(v.string(), safeText()), 'a\ud800b')
    expect(lone.issues?.[0].message).toBe('Invalid text: unpaired surrogate U+D800 at index 1 is not allowed')
    expect(v.safeParse(v.pipe(v.string(), safeText(UNSAFE_TEXT_MESSAGE)), '\u0085').issues?.[0].message).toBe('error.unsafeText')
    expect(enUS[UNSAFE_TEXT_MESSAGE]).toMatch(/character that cannot be used/)
  })
})

describe('safeMultilineText: fields that may hold several lines', () => {
  it('accepts tab, line feed and carriage return between printable text', () => {
    fc.assert(fc.property(withInserted(lineBreak), ({ text }) => accepts(text, true) && !accepts(text)))
  })

  it('refuses every other control character and unpaired surrogates', () => {
    const other = fc.oneof(controlChar.filter((char) => !['\t', '\n', '\r'].includes(char)), loneSurrogate)
    fc.assert(fc.property(withInserted(other), ({ text }) => !accepts(text, true)))
  })
})

describe('the shared schemas use it, before trimming', () => {
  it('names, emails, new passwords and search terms refuse control characters even at the ends', () => {
    expect(v.safeParse(ProfileNameRequestSchema, { firstName: 'Ann\n', lastName: 'Lee' }).success).toBe(false)
    expect(v.safeParse(ProfileNameRequestSchema, { firstName: ' Ann ', lastName: 'Lee' }).output).toEqual({ firstName: 'Ann', lastName: 'Lee' })
    expect(v.safeParse(EmailSchema, 'ann@example.com\t').success).toBe(false)
    expect(v.safeParse(PasswordSchema, 'violet kettle\u007f').success).toBe(false)
    expect(v.safeParse(PasswordSchema, 'violet kettle 🔑').success).toBe(true)
    expect(v.safeParse(SearchCriteriaSchema, { what: 'nurse\u0000' }).success).toBe(false)
    expect(v.safeParse(SearchFormSchema, { what: 'nurse\u001b', where: '' }).issues?.[0].message).toBe(UNSAFE_TEXT_MESSAGE)
  })

  it('any printable name is kept as typed (trimmed)', () => {
    const name = printable.map((text) => text.trim()).filter((text) => text.length > 0 && text.length <= 100)
    fc.assert(fc.property(name, name, (firstName, lastName) => {
      expect(v.safeParse(ProfileNameRequestSchema, { firstName, lastName }).output).toEqual({ firstName, lastName })
    }))
  })
})
