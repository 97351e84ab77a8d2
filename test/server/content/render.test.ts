import { describe, expect, test } from 'vitest'
import { renderMarkdown } from '../../../adapters/server/content/render'

describe('renderMarkdown', () => {
  test('keeps what an article needs: headings from h2, lists, tables, quotes, emphasis, site and https links', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** and *em*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted\n\n[home](/about) [out](https://example.com)')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<a href="/about">home</a>')
    expect(html).toContain('rel="noopener noreferrer nofollow"')
  })

  test.each([
    ['a script element', '<script>alert(1)</script>'],
    ['a script inside inline HTML', 'text <b><script>alert(1)</script></b>'],
    ['an onerror attribute', '<img src="/a.png" onerror="alert(1)">'],
    ['an event handler on any tag', '<p onmouseover="alert(1)">x</p>'],
    ['a javascript: Markdown link', '[x](javascript:alert(1))'],
    ['a javascript: link with entities and case', '<a href="jav&#x09;ascript:alert(1)">x</a> <a href="JAVASCRIPT:alert(1)">y</a>'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a data: link', '[x](data:text/html,<script>alert(1)</script>)'],
    ['an iframe, an object, a form', '<iframe src="/"></iframe><object data="/"></object><form action="/"><input></form>'],
    ['a style attribute and element', '<p style="background:url(javascript:alert(1))">x</p><style>*{}</style>'],
  ])('%s never survives', (_name, markdown) => {
    const html = renderMarkdown(markdown)
    expect(html).not.toMatch(/<script|<iframe|<object|<form|<input|<style|\son[a-z]+=|javascript:|data:|style=/iu)
    expect(html).not.toContain('alert(1)</')
  })
})
