import { METADATA_DESCRIPTION_MAX_CHARS, TEXT_PREVIEW_WORDS } from '../constants'

export const ELLIPSIS = '…'

/** Collapses runs of whitespace into one space and trims the ends. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/gu, ' ').trim()

/**
 * A page's meta description: whitespace collapsed, at most `max` characters (code points) including the
 * ellipsis. Longer text is cut on the last word boundary that keeps at least half the room, else mid-word.
 */
export const truncateDescription = (text: string, max: number = METADATA_DESCRIPTION_MAX_CHARS): string => {
  const chars = Array.from(collapseWhitespace(text))
  if (chars.length <= max) return chars.join('')
  if (max < 1) return ''
  const room = chars.slice(0, max - 1).join('')
  const lastSpace = room.lastIndexOf(' ')
  const wordCut = lastSpace >= room.length / 2 && chars[max - 1] !== ' ' ? room.slice(0, lastSpace) : room
  return wordCut.trimEnd() + ELLIPSIS
}

/**
 * truncateDescription of a long text from its start alone (a search answer's 20 descriptions are long, the cut short):
 * a start whose collapsed form has at least max + 2 code points truncates as the whole does, since only the last of
 * them can be a space the trim drops. The server's; the app keeps the smaller truncateDescription (first screen).
 */
export const truncateLongDescription = (text: string, max: number = METADATA_DESCRIPTION_MAX_CHARS): string => {
  const start = text.slice(0, 4 * (max + 2))
  const enough = start.length < text.length && Array.from(collapseWhitespace(start)).length >= max + 2
  return truncateDescription(enough ? start : text, max)
}

/** The first `n` words of a text, followed by an ellipsis when there were more. */
export const previewWords = (text: string, n: number = TEXT_PREVIEW_WORDS): string => {
  const words = text.split(/\s+/u).filter((word) => word.length > 0)
  if (words.length <= n) return words.join(' ')
  return words.slice(0, n).join(' ') + ELLIPSIS
}

/** True when the text contains at least one Unicode letter or digit (spec section 5). */
export const hasLetterOrDigit = (text: string): boolean => /[\p{L}\p{N}]/u.test(text)
export * from './safeText'
