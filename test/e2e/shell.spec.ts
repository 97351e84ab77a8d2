import { expect, test } from '@playwright/test'
import { searchForm } from './support'

test('an unknown path shows the landing page, not a bare 404', async ({ page }) => {
  await page.goto('/no/such/page/here')
  await expect(page.getByRole('heading', { level: 1, name: 'Hire or be hired' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a job' }).first()).toBeVisible()
})

test('a path that begins with an absolute address is rewritten to its path and query', async ({ page }) => {
  await page.goto('/https://example.com/search?what=nurse')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search')
  expect(new URL(page.url()).search).toBe('?what=nurse')
  await expect(searchForm(page).getByLabel('What')).toHaveValue('nurse')
})

test('the dark-mode toggle switches the theme and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
})
