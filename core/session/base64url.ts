const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const VALUE_OF = new Map([...ALPHABET].map((char, index) => [char, index]))

/**
 * Decodes base64url text (RFC 4648 section 5; padding optional) to bytes.
 * Returns null for any character outside the alphabet or an impossible length. Pure, no DOM `atob`.
 */
export const decodeBase64UrlBytes = (text: string): Uint8Array | null => {
  const body = text.replace(/=+$/, '')
  if (body.length % 4 === 1) return null
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let written = 0
  for (const char of body) {
    const value = VALUE_OF.get(char)
    if (value === undefined) return null
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[written++] = (buffer >> bits) & 0xff
    }
  }
  return bytes
}

/** Decodes base64url text holding UTF-8 (such as a JWT segment) to a string; null when either layer is invalid. */
export const decodeBase64UrlText = (text: string): string | null => {
  const bytes = decodeBase64UrlBytes(text)
  if (bytes === null) return null
  let escaped = ''
  for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`
  try {
    return decodeURIComponent(escaped)
  } catch {
    return null
  }
}
