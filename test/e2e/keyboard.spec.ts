import type { Page } from '@playwright/test'
import { expect, jobCards, test } from './support'

/** Presses Tab until the focused element satisfies `isTarget` (at most `limit` times). */
async function tabUntil(page: Page, isTarget: () => Promise<boolean>, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isTarget()) return
    await page.keyboard.press('Tab')
  }
  expect(await isTarget(), `not reached with ${limit} Tab presses`).toBe(true)
}

test('search and open a job with the keyboard only', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const what = page.getByRole('search', { name: 'Job search' }).getByLabel('What')
  await tabUntil(page, () => what.evaluate((input) => input === document.activeElement))
  await page.keyboard.type('nurse')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?what=nurse/)

  const firstJobLink = jobCards(page).first().getByRole('link')
  await expect(firstJobLink).toBeVisible()
  const title = (await firstJobLink.textContent()) ?? ''
  await tabUntil(page, () => firstJobLink.evaluate((link) => link === document.activeElement), 120)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/details\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})
