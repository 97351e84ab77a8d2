import { expect, searchForm, test } from './support'

test('an empty search asks for something to search for and stays on the page', async ({ page }) => {
  await page.goto('/')
  const form = searchForm(page)
  await form.getByRole('button', { name: 'Search jobs' }).click()
  await expect(form.getByRole('alert')).toHaveText('Enter a job title, skill, keyword or place to search.')
  await expect(form.getByLabel('What')).toBeFocused()
  await expect(form.getByLabel('What')).toHaveAttribute('aria-invalid', 'true')
  expect(new URL(page.url()).pathname).toBe('/')
})

test('text typed into the search form but not sent survives a reload', async ({ page }) => {
  await page.goto('/')
  const form = searchForm(page)
  await form.getByLabel('What').fill('welder')
  await form.getByLabel('Where').fill('Denver, CO')
  await page.reload()
  await expect(searchForm(page).getByLabel('What')).toHaveValue('welder')
  await expect(searchForm(page).getByLabel('Where')).toHaveValue('Denver, CO')
  await searchForm(page).getByLabel('Where').press('Enter')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search')
  await page.goto('/')
  await expect(searchForm(page).getByLabel('What')).toHaveValue('')
})
