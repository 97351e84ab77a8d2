/**
 * A value as one safe log line: JSON (quotes and backslashes escaped), with every character outside printable ASCII
 * as a \u escape, so text a client sent can neither start a new log line, move the cursor of a terminal (ANSI escape
 * sequences), nor reorder what a reader sees (bidirectional marks). Cut to `max` characters first.
 */
export const logText = (value: unknown, max = 500): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
