import { readFileSync } from 'node:fs'
import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { enUS } from '../../../core/i18n/en-US'
import { STORED } from '../../../core/storage'

describe('what the build compiles', () => {
  it('every catalogue message parses as ICU (vite.config.ts pre-compiles them all)', () => {
    for (const [id, text] of Object.entries(enUS)) {
      expect(() => parse(text), id).not.toThrow()
    }
  })

  it("index.html loads the pre-paint theme script synchronously in <head>, and has no inline script", () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
    const head = html.slice(0, html.indexOf('</head>'))
    // No async, defer or type=module: it must run before the body is parsed, so the first paint has the theme.
    expect(head).toContain('<script src="/theme.js"></script>')
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/) // the Content-Security-Policy allows no inline script
    expect(html).toContain('%hireflow:title%')
    expect(html).toContain('%hireflow:description%')
  })

  it('the pre-paint theme script reads the dark-mode key the app writes', () => {
    const script = readFileSync(new URL('../../../public/theme.js', import.meta.url), 'utf8')
    expect(script).toContain(`localStorage.getItem('${STORED.darkMode.key}')`)
  })
})
