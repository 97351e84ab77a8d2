import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, scrollsHorizontally, searchForm, test } from './support'

test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' })

const field = (page: Page, name: 'What' | 'Where') => searchForm(page).getByRole('combobox', { name })
/** The popup the field controls (both are named "Suggestions"). */
const listbox = (page: Page, name: 'What' | 'Where') =>
  page.getByRole('listbox', { name: 'Suggestions', includeHidden: true }).and(page.locator(`[id$="-${name.toLowerCase()}-suggestions"]`))

test('the what field suggests titles and skills, picked with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  const what = field(page, 'What')
  await page.keyboard.press('Tab')
  while (!(await what.evaluate((input) => input === document.activeElement))) await page.keyboard.press('Tab')
  await expect(what).toHaveAttribute('aria-expanded', 'false')

  const below = await page.getByLabel('Where').boundingBox()
  await page.keyboard.type('nur')
  const options = listbox(page, 'What').getByRole('option')
  await expect(options.first()).toBeVisible()
  await expect(what).toHaveAttribute('aria-expanded', 'true')
  await expect(options.first()).toContainText(/nur/i)
  await expect(options.first()).toContainText(/\d+ jobs?$/)
  await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toContainText(/\d+ suggestions?\./)
  // The popup lies over the page: the field below has not moved.
  expect(await page.getByLabel('Where').boundingBox()).toEqual(below)
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  await page.keyboard.press('ArrowDown')
  const first = options.first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(what).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  const text = (await first.locator('span').first().textContent())!
  await page.keyboard.press('Enter')
  await expect(what).toHaveValue(text)
  await expect(what).toBeFocused()
  await expect(what).toHaveAttribute('aria-expanded', 'false')
  await expect(what).not.toHaveAttribute('aria-activedescendant')
  expect(new URL(page.url()).pathname).toBe('/')

  // Typing again opens the list again; Escape closes it and keeps the text.
  await page.keyboard.press('Backspace')
  await expect(options.first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(listbox(page, 'What')).toBeHidden()
  await expect(what).toHaveAttribute('aria-expanded', 'false')
  await expect(what).toHaveValue(text.slice(0, -1))

  // The chosen text is searched for with Enter once the list is closed.
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search')
})

test('the where field suggests places; one letter suggests nothing', async ({ page }) => {
  await page.goto('/')
  const where = field(page, 'Where')
  await where.focus()
  await page.keyboard.type('A')
  await page.waitForTimeout(400)
  await expect(where).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('us')
  const options = listbox(page, 'Where').getByRole('option')
  await expect(options.first()).toContainText('Austin')
  await expectNoAxeViolations(page)
  await page.keyboard.press('ArrowUp')
  await expect(options.last()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(where).not.toHaveAttribute('aria-activedescendant')
  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const text = (await options.first().locator('span').first().textContent())!
  await page.keyboard.press('Tab')
  await expect(where).toHaveValue(text)
  await expect(where).not.toBeFocused()
})

test('a failed suggestion request shows nothing and the form still searches', async ({ page }) => {
  await page.route('**/rest/suggestions/**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.goto('/')
  const what = field(page, 'What')
  await what.focus()
  await page.keyboard.type('nurse')
  await page.waitForTimeout(600)
  await expect(what).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search')
})
