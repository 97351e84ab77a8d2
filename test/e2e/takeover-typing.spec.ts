import type { Page } from '@playwright/test'
import { expect, holdAppChunk, searchForm, test } from './support'

/**
 * "Nothing a user typed is lost", across the app's takeover of a page the server rendered (docs/decisions.md, "First
 * paint from the server's HTML"): the visitor starts typing into the server's search form on a slow phone and goes on
 * typing while the app renders its own form over it. Every key must land in the text, where the caret was, and the
 * field must keep the focus.
 */

/** Words to type after the app's chunk is let go: long enough to span the takeover at ~30 ms a key. */
const TITLE = ' practitioner for the intensive care unit, nights and weekends, registered with the state board, two years'
const PLACE = ' Heights, the Medical Center, Bellaire, West University Place, Spring Branch, Katy, Sugar Land or Pearland'

/**
 * Types `text` key by key until the app has taken over (support.ts's `__appTookOver`) and a few keys more have gone in,
 * so some land while the app renders and commits its form. Returns what was typed.
 */
async function typeThroughTakeover(page: Page, text: string): Promise<string> {
  let typed = ''
  let after = -1
  for (const key of text) {
    await page.keyboard.type(key)
    typed += key
    if (after >= 0) after += 1
    else if (await page.evaluate(() => (window as unknown as { __appTookOver: () => boolean }).__appTookOver())) after = 0
    if (after >= 6) return typed
    await page.waitForTimeout(25)
  }
  throw new Error(`The app had not taken over after "${typed}"`)
}

const caret = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.selectionStart)

test.describe('typing while the app takes over, on a CPU four times slower', () => {
  test.beforeEach(async ({ page }) => {
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  test("home: every key typed into What while the app takes over is kept, where the caret was, with the focus, and searched", async ({ page }) => {
    const release = await holdAppChunk(page)
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('#home-where').fill('Austin, TX')
    await page.locator('#home-what').click()
    // The visitor typed "nurse, nights" and went back to add words after "nurse": the caret is mid-text.
    await page.keyboard.type('nurse, nights')
    for (let i = 0; i < ', nights'.length; i++) await page.keyboard.press('ArrowLeft')
    release()
    const typed = await typeThroughTakeover(page, TITLE)
    const text = `nurse${typed}, nights`
    const what = searchForm(page).getByLabel('What', { exact: true })
    await expect(what).toHaveValue(text)
    await expect(what).toBeFocused()
    expect(await caret(page)).toBe(`nurse${typed}`.length)
    await expect(searchForm(page).getByLabel('Where', { exact: true })).toHaveValue('Austin, TX')
    await what.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('what')).toBe(text)
    expect(new URL(page.url()).searchParams.get('where')).toBe('Austin, TX')
  })

  test("home: the visitor's first keys, typed as the page shows, are all kept and searched", async ({ page }) => {
    // The defect's own steps: the visitor starts typing into the empty What at once and goes on while the app takes over.
    const release = await holdAppChunk(page)
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('#home-what').click()
    await page.keyboard.type('nurse')
    release()
    const text = `nurse${await typeThroughTakeover(page, TITLE)}`
    const what = searchForm(page).getByLabel('What', { exact: true })
    await expect(what).toHaveValue(text)
    await expect(what).toBeFocused()
    expect(await caret(page)).toBe(text.length)
    await what.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('what')).toBe(text.trim())
  })

  test("search: every key typed into the bar's Where while the app takes over is kept, where the caret was, with the focus, and searched", async ({ page }) => {
    const release = await holdAppChunk(page)
    await page.goto('/search?what=nurse&where=Houston%2C%20TX', { waitUntil: 'commit' })
    // The visitor goes back into the place to add words after "Houston".
    await page.locator('#search-where').click()
    await page.keyboard.press('End')
    for (let i = 0; i < ', TX'.length; i++) await page.keyboard.press('ArrowLeft')
    release()
    const typed = await typeThroughTakeover(page, PLACE)
    const where = searchForm(page).getByLabel('Where', { exact: true })
    await expect(where).toHaveValue(`Houston${typed}, TX`)
    await expect(where).toBeFocused()
    expect(await caret(page)).toBe(`Houston${typed}`.length)
    await where.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('where')).toBe(`Houston${typed}, TX`)
    expect(new URL(page.url()).searchParams.get('what')).toBe('nurse')
  })
})
