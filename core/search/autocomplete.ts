import { SUGGESTION_LIMITS } from '../constants'
import { normaliseSuggestionText } from './suggestions'

/** Typed text shorter than this (trimmed) asks for no suggestions: one letter matches too much to help. */
export const SUGGESTION_MIN_CHARS = 2
/** Keystrokes closer together than this make one request. */
export const SUGGESTION_DEBOUNCE_MS = 150

/** The text to ask the server about, or null when there is too little (or too much) typed to ask. */
export const suggestionQuery = (typed: string): string | null => {
  const query = typed.trim()
  return query.length >= SUGGESTION_MIN_CHARS && query.length <= SUGGESTION_LIMITS.maxQueryLength ? query : null
}

/** The keys that move the highlighted option of an open list. */
export type OptionMove = 'next' | 'previous' | 'first' | 'last'

/**
 * The highlighted option after a move, as the APG list autocomplete: -1 is "none, the text field"; next from the
 * last and previous from the first wrap through none, so the typed text can be seen again.
 */
export const moveActiveOption = (active: number, move: OptionMove, count: number): number => {
  if (count <= 0) return -1
  switch (move) {
    case 'first':
      return 0
    case 'last':
      return count - 1
    case 'next':
      return active >= count - 1 ? -1 : active + 1
    case 'previous':
      return active < 0 ? count - 1 : active - 1
  }
}

/** A piece of an option's text: `matched` where it starts a word the typed text starts. */
export interface HighlightPart {
  readonly text: string
  readonly matched: boolean
}

const wordStarts = (text: string): number[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match.index)

/**
 * Splits an option's text into the part that matches what was typed (from the start of a word, ignoring case
 * and punctuation, as the server matches) and the rest, for showing the match in bold. No match: one plain part.
 */
export const highlightMatch = (text: string, typed: string): HighlightPart[] => {
  const needle = normaliseSuggestionText(typed)
  if (needle === '') return [{ text, matched: false }]
  for (const start of wordStarts(text)) {
    const end = matchEnd(text, start, needle)
    if (end !== null) {
      return [
        { text: text.slice(0, start), matched: false },
        { text: text.slice(start, end), matched: true },
        { text: text.slice(end), matched: false },
      ].filter((part) => part.text !== '')
    }
  }
  return [{ text, matched: false }]
}

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}]/u.test(char)

/** Where the normalised `needle` ends when read in `text` from `start` (runs of non-word characters as one space), or null. */
const matchEnd = (text: string, start: number, needle: string): number | null => {
  let at = start
  for (const char of needle) {
    if (at >= text.length) return null
    if (char === ' ') {
      if (isWordChar(text[at])) return null
      while (at < text.length && !isWordChar(text[at])) at++
      continue
    }
    if (text[at]?.toLowerCase() !== char) return null
    at++
  }
  return at
}
