import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, jobCards, scrollsHorizontally, someJob, test } from './support'

const SEARCH_PATH = '/search?what=nurse&where=Austin%2C%20TX'

/** Opens a page and waits until its content (not just the shell) is there. */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
async function openSearch(page: Page) {
  await page.goto(SEARCH_PATH)
  await expect(jobCards(page).first()).toBeVisible()
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme })
    })

    test('home has no violations', async ({ page }) => {
      await openHome(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await expectNoAxeViolations(page)
    })

    test('search results have no violations', async ({ page }) => {
      await openSearch(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await expectNoAxeViolations(page)
    })

    test('a job page has no violations', async ({ page, request }) => {
      const job = await someJob(request)
      await page.goto(`/details/${job.slug}/${job.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('home does not scroll sideways', async ({ page }) => {
    await openHome(page)
    expect(await scrollsHorizontally(page)).toBe(false)
  })

  test('search results do not scroll sideways', async ({ page }) => {
    await openSearch(page)
    expect(await scrollsHorizontally(page)).toBe(false)
  })
})
