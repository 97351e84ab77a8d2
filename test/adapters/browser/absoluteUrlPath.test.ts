import { describe, expect, it } from 'vitest'
import { rewriteAbsoluteUrlPath } from '../../../adapters/browser/absoluteUrlPath'

describe('rewriteAbsoluteUrlPath', () => {
  it('keeps the path, query and hash of an https address', () => {
    expect(rewriteAbsoluteUrlPath('/https://example.com/search', '?what=x', '#top')).toBe('/search?what=x#top')
  })

  it('handles http, upper case and a slash the browser collapsed', () => {
    expect(rewriteAbsoluteUrlPath('/http://example.com/details/a/1', '', '')).toBe('/details/a/1')
    expect(rewriteAbsoluteUrlPath('/HTTPS://example.com/about', '', '')).toBe('/about')
    expect(rewriteAbsoluteUrlPath('/https:/example.com/news', '', '')).toBe('/news')
  })

  it('gives the root for an address with no path', () => {
    expect(rewriteAbsoluteUrlPath('/https://example.com', '', '')).toBe('/')
    expect(rewriteAbsoluteUrlPath('/https://example.com/', '?what=a', '')).toBe('/?what=a')
  })

  it('decodes a percent-encoded address', () => {
    expect(rewriteAbsoluteUrlPath('/https%3A%2F%2Fexample.com%2Fsearch', '?where=Austin', '')).toBe('/search?where=Austin')
  })

  it('unwraps nested addresses', () => {
    expect(rewriteAbsoluteUrlPath('/https://a.example/https://b.example/search', '?what=x', '')).toBe('/search?what=x')
  })

  it('leaves ordinary paths alone', () => {
    expect(rewriteAbsoluteUrlPath('/search', '?what=https://x', '')).toBeNull()
    expect(rewriteAbsoluteUrlPath('/', '', '')).toBeNull()
    expect(rewriteAbsoluteUrlPath('/httpsfoo/bar', '', '')).toBeNull()
    expect(rewriteAbsoluteUrlPath('/ftp://example.com/x', '', '')).toBeNull()
  })
})
