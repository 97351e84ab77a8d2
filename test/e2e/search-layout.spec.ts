import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, jobCards, scrollsHorizontally, searchForm, test } from './support'

const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().top))

test.describe('the search page at 360 x 800, dark mode', () => {
  test.use({ viewport: { width: 360, height: 800 }, colorScheme: 'dark' })

  test('the first job starts higher (413 px, was 525): "Where" and the button share a row, the folded filters are one row, the count, the alert bell and the sort too', async ({ page }, testInfo) => {
    await page.goto('/search?what=nurse')
    await expect(jobCards(page).first()).toBeVisible()
    const firstCard = await top(page, 'article')
    testInfo.annotations.push({ type: 'first card top at 360 px', description: `${firstCard} px` })
    console.log(`first card top at 360 x 800: ${firstCard} px`)
    // 525 px before (three stacked form rows, a padded filters box, the sort under the count); 473 px while "Alert me
    // about this search" was a row of its own (docs/decisions.md, "The alert button's place").
    expect(firstCard).toBeLessThanOrEqual(420)
    // The alert is a 44 px bell in the count's row, named by its text.
    const bell = page.getByRole('button', { name: 'Alert me about this search' })
    const bellBox = (await bell.boundingBox())!
    const countBox = (await page.locator('.results__count').boundingBox())!
    expect(bellBox.height).toBeGreaterThanOrEqual(44)
    expect(bellBox.width).toBeGreaterThanOrEqual(44)
    expect(Math.abs(bellBox.y + bellBox.height / 2 - (countBox.y + countBox.height / 2))).toBeLessThan(16)
    await expect(bell).toHaveAttribute('title', 'Alert me about this search')
    const form = searchForm(page)
    expect(await top(page, '.search-form__submit')).toBe(await form.getByLabel('Where').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    const sort = page.getByLabel('Sort by')
    expect(Math.abs((await sort.evaluate((element) => element.getBoundingClientRect().bottom)) - (await page.locator('.results__count').evaluate((element) => element.getBoundingClientRect().bottom)))).toBeLessThan(16)
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)

    // The keyboard order is the reading order: What, Where, Search jobs, Filters, the alert bell, Sort by, the first job.
    await form.getByLabel('What').focus()
    const order: string[] = []
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      order.push(await page.evaluate(() => {
        const element = document.activeElement
        const label = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null
        return label ?? element?.textContent?.trim() ?? ''
      }))
    }
    expect(order.slice(0, 5)).toEqual(['Where', 'Search jobs', 'Filters', 'Alert me about this search', 'Sort by'])
    expect(order[5]).toBe(await jobCards(page).first().getByRole('link').first().textContent())
  })
})

test('on a wide screen the search page keeps its one-row form and the filters beside the results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search?what=nurse')
  await expect(jobCards(page).first()).toBeVisible()
  // 302 px (362 px while "Alert me about this search" was a row of its own; docs/decisions.md, "The alert button's place").
  expect(await top(page, 'article')).toBeLessThanOrEqual(310)
  await expect(page.locator('.results__bar').getByRole('button', { name: 'Alert me about this search' })).toBeVisible()
  const form = searchForm(page)
  expect(await top(page, '.search-form__submit')).toBe(await form.getByLabel('What').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
  const filters = await page.locator('.filters').boundingBox()
  const card = await jobCards(page).first().boundingBox()
  expect(filters!.x + filters!.width).toBeLessThan(card!.x)
})

test('on a laptop screen every filter can be reached while the results scroll: the pinned filters scroll on their own', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search?what=nurse&where=Austin%2C+TX')
  await expect(jobCards(page).first()).toBeVisible()
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  // The filters' last control, reached by keyboard (focus scrolls the panel) and then in the window, clickable.
  const last = page.locator('.filters').locator('input, select, button').last()
  await last.focus()
  const box = (await last.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(800)
  const panel = (await page.locator('.filters').boundingBox())!
  expect(panel.y + panel.height).toBeLessThanOrEqual(800)
})
