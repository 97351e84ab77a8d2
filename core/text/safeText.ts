import * as v from 'valibot'
import type { MessageId } from '../i18n/en-US'

/*
 * What text fields accept (docs/decisions.md, "Text fields"): any printable Unicode, in any script, with emoji,
 * joiners (U+200D), combining marks and astral characters; never a control character (Unicode Cc: C0
 * U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F) nor an unpaired surrogate. A NUL cannot be stored in Postgres
 * text; the others hide text, break mails and logs, or cannot be encoded as UTF-8. Fields that are meant to hold
 * several lines may also hold tab, line feed and carriage return.
 */

/** In u-mode a surrogate pair is one astral code point, so \p{Cs} matches only an unpaired (lone) surrogate. */
const UNSAFE = /[\p{Cc}\p{Cs}]/u
const UNSAFE_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u

/** A character a text field refuses: where it is (UTF-16 index), its code point and what kind it is. */
export interface UnsafeCharacter {
  readonly index: number
  readonly codePoint: number
  readonly kind: 'control character' | 'unpaired surrogate'
}

/** The first control character or unpaired surrogate of `text`, or null; `lineBreaks` allows tab, LF and CR. */
export function findUnsafeCharacter(text: string, options: { readonly lineBreaks?: boolean } = {}): UnsafeCharacter | null {
  const match = (options.lineBreaks ? UNSAFE_BUT_LINE_BREAKS : UNSAFE).exec(text)
  if (match === null) return null
  const codePoint = match[0].codePointAt(0) ?? 0
  return { index: match.index, codePoint, kind: codePoint >= 0xd800 && codePoint <= 0xdfff ? 'unpaired surrogate' : 'control character' }
}

/** `U+0000`: a code point as Unicode writes it. */
const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`

type TextMessage = v.ErrorMessage<v.CheckIssue<string>>

/** The default issue message: which character was refused and where, for a developer reading a 400. */
const describeUnsafe = (lineBreaks: boolean) => (issue: v.CheckIssue<string>) => {
  const found = findUnsafeCharacter(issue.input, { lineBreaks })
  return found === null
    ? 'Invalid text: control characters and unpaired surrogates are not allowed'
    : `Invalid text: ${found.kind} ${codePointName(found.codePoint)} at index ${found.index} is not allowed`
}

/**
 * The pipe action of every single-line text field (names, emails, passwords, codes, search terms): refuses
 * control characters and unpaired surrogates. Put it before `v.trim()`, so what was sent is checked. `message`
 * replaces the default (forms pass a catalogue id).
 */
export const safeText = (message?: TextMessage) =>
  v.check<string, TextMessage>((text) => findUnsafeCharacter(text) === null, message ?? describeUnsafe(false))

/** As `safeText`, for a field that may hold several lines: tab, line feed and carriage return are allowed. */
export const safeMultilineText = (message?: TextMessage) =>
  v.check<string, TextMessage>((text) => findUnsafeCharacter(text, { lineBreaks: true }) === null, message ?? describeUnsafe(true))

/** The catalogue id forms show for text holding a character `safeText` refuses. */
export const UNSAFE_TEXT_MESSAGE = 'error.unsafeText' satisfies MessageId
