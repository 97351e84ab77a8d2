const ABSOLUTE_ADDRESS_PATH = /^\/+(https?):\/*/i
const ENCODED_ABSOLUTE_ADDRESS_PATH = /^\/+https?%3A/i
const MAX_NESTED_ADDRESSES = 5

/**
 * The in-app location for a path that begins with an absolute http(s) address (spec section 2), e.g.
 * `/https://example.com/search` + `?what=x` + `#top` gives `/search?what=x#top`. Null when the path does not
 * begin with such an address. Nested addresses are unwrapped too; a percent-encoded one is decoded first.
 */
export function rewriteAbsoluteUrlPath(pathname: string, search: string, hash: string): string | null {
  let path = pathname
  let query = search
  let fragment = hash
  let rewritten = false
  for (let round = 0; round < MAX_NESTED_ADDRESSES; round++) {
    if (ENCODED_ABSOLUTE_ADDRESS_PATH.test(path)) path = safeDecode(path)
    const match = ABSOLUTE_ADDRESS_PATH.exec(path)
    if (!match) break
    const url = parseUrl(`${match[1]}://${path.slice(match[0].length)}${query}${fragment}`)
    if (!url) break
    path = url.pathname
    query = url.search
    fragment = url.hash
    rewritten = true
  }
  return rewritten ? `${path}${query}${fragment}` : null
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
