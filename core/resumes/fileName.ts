/** The longest file name kept, in code points (extension included). */
export const RESUME_FILE_NAME_MAX = 120

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu

/**
 * The name a resume is listed and downloaded under: only its last path segment (no traversal), control and format
 * characters and the characters file systems refuse replaced by "_", no leading dots, at most RESUME_FILE_NAME_MAX
 * code points keeping the extension. The stored file never uses it: the server names files itself.
 */
export function sanitizeFileName(raw: string, fallback = 'resume'): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? ''
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE, '_').replace(/\s+/gu, ' ').trim().replace(/^[.\s_]+/u, '')
  const chars = Array.from(cleaned)
  if (chars.length === 0 || /^_*$/.test(cleaned)) return fallback
  if (chars.length <= RESUME_FILE_NAME_MAX) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 10).join('') : ''
  return chars.slice(0, RESUME_FILE_NAME_MAX - Array.from(extension).length).join('').trimEnd() + extension
}
