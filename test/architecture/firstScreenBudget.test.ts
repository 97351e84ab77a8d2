import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_BUDGET_KB, firstScreenScripts, hasBuild, HOME_TO_SEARCH_LAZY, totalGzipKb } from '../bench/firstScreen'

const DIST = resolve(import.meta.dirname, '../../dist')

/**
 * The first screen's JS budget, read from the last build (`npm run build`): the entry chunk, its static imports and
 * the lazy chunks home -> search opens, gzip -9. Skipped without a build; CI measures it in Chromium after its build
 * (`npm run check:first-screen` in .ci/run), which also checks the lazy list below against what really loads.
 */
describe.skipIf(!hasBuild(DIST))('the first screen (home -> search) in the last build', () => {
  it(`stays within ${FIRST_SCREEN_BUDGET_KB} KB gz`, () => {
    const scripts = firstScreenScripts(DIST, HOME_TO_SEARCH_LAZY)
    expect(totalGzipKb(scripts)).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KB)
  })

  it('carries no library of a lazy screen (each stays in its own chunks)', () => {
    const names = firstScreenScripts(DIST, HOME_TO_SEARCH_LAZY).map((script) => script.name)
    expect(names.filter((name) => /passwordStrength|idbLocalDatabase/.test(name))).toEqual([])
  })
})
