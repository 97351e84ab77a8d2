import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, jobCards, scrollsHorizontally, searchForm, test } from './support'

const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().top))

test.describe('the search page at 360 x 800, dark mode', () => {
  test.use({ viewport: { width: 360, height: 800 }, colorScheme: 'dark' })

  test('the first job starts higher (473 px with the alert row, was 525): "Where" and the button share a row, the folded filters are one row, the count and the sort too', async ({ page }, testInfo) => {
    await page.goto('/search?what=nurse')
    await expect(jobCards(page).first()).toBeVisible()
    const firstCard = await top(page, 'article')
    testInfo.annotations.push({ type: 'first card top at 360 px', description: `${firstCard} px` })
    console.log(`first card top at 360 x 800: ${firstCard} px`)
    // 525 px before (three stacked form rows, a padded filters box, the sort under the count); 413 px without the
    // "Alert me about this search" row, which costs 60 px (docs/decisions.md, "The alert button's place").
    expect(firstCard).toBeLessThanOrEqual(480)
    const form = searchForm(page)
    expect(await top(page, '.search-form__submit')).toBe(await form.getByLabel('Where').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    const sort = page.getByLabel('Sort by')
    expect(Math.abs((await sort.evaluate((element) => element.getBoundingClientRect().bottom)) - (await page.locator('.results__count').evaluate((element) => element.getBoundingClientRect().bottom)))).toBeLessThan(16)
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)

    // The keyboard order is the reading order: What, Where, Search jobs, Filters, Sort by, the first job.
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
    expect(order.slice(0, 5)).toEqual(['Where', 'Search jobs', 'Alert me about this search', 'Filters', 'Sort by'])
    expect(order[5]).toBe(await jobCards(page).first().getByRole('link').first().textContent())
  })
})

test('on a wide screen the search page keeps its one-row form and the filters beside the results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search?what=nurse')
  await expect(jobCards(page).first()).toBeVisible()
  // 302 px without the "Alert me about this search" row (docs/decisions.md, "The alert button's place").
  expect(await top(page, 'article')).toBeLessThanOrEqual(370)
  const form = searchForm(page)
  expect(await top(page, '.search-form__submit')).toBe(await form.getByLabel('What').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
  const filters = await page.locator('.filters').boundingBox()
  const card = await jobCards(page).first().boundingBox()
  expect(filters!.x + filters!.width).toBeLessThan(card!.x)
})
