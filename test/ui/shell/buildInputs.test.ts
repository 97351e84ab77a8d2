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

  it("index.html's pre-paint theme script reads the dark-mode key the app writes", () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')
    expect(html).toContain(`localStorage.getItem('${STORED.darkMode.key}')`)
    expect(html).toContain('%hireflow:title%')
    expect(html).toContain('%hireflow:description%')
  })
})
