/**
 * Text put into the server's HTML. Every job text is a stranger's: it goes through one of these, never straight in.
 */

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/**
 * JSON inside a <script> element (JSON-LD, the inlined page data): `<`, `>` and `&` as \u escapes, so no text can
 * close the script (`</script>`) or open a comment (`<!--`); U+2028/2029 too, for JavaScript parsers older than ES2019.
 * JSON.parse reads it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
