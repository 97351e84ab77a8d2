import type { Route } from '@playwright/test'
import { expect, jobCards, results, test, withoutInlinedAnswers } from './support'

declare global {
  interface Window {
    sameDocument?: boolean
  }
}

/**
 * Issue 12, the outage in a real browser: the API down, then slow, then failing with 500s, then back. The page shows
 * what is happening from the first failure on (never a blank screen), keeps what was typed, and recovers without a
 * reload. The failures are made with page.route; "slow" is a request held until the test lets it go.
 */
test('API down, then slow, then 500s, then back: the user is told each time, keeps the typed text, and recovers without a reload', async ({ page }) => {
  await page.goto('/')
  const what = page.getByLabel('What').first()
  await expect(what).toBeVisible()
  await page.evaluate(() => {
    window.sameDocument = true
  })
  const notices = page.getByRole('region', { name: 'Notifications' })

  // Down: every API call fails to connect. The first failure shows "Lost connection. Reconnecting..." at once (the
  // transport raises it on the failure itself, before any retry timer).
  await page.route('**/rest/**', (route) => route.abort('connectionrefused'))
  await what.fill('registered nurse')
  await what.press('Enter')
  await expect(notices.getByText('Lost connection. Reconnecting...')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByLabel('What').first()).toHaveValue('registered nurse')

  // Slow: the next retry is held and never answered; past 5 s the slow-request notice joins.
  const held: Route[] = []
  await page.unroute('**/rest/**')
  await page.route('**/rest/**', (route) => void held.push(route))
  await expect(notices.getByText('It is taking longer than expected. Please stand by.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel('What').first()).toHaveValue('registered nurse')

  // 500s: the held call and any later one fail on the server's side; the page says so and offers Retry.
  const serverError = { status: 500, contentType: 'application/json', body: '{"error":{"code":"server.error","message":"x"}}' }
  for (const route of held.splice(0)) await route.fulfill(serverError).catch(() => undefined)
  await page.unroute('**/rest/**')
  await page.route('**/rest/**', (route) => route.fulfill(serverError))
  const failure = results(page).getByRole('alert')
  await expect(failure).toBeVisible()
  await expect(notices.getByText('Lost connection. Reconnecting...')).toBeHidden()
  await expect(notices.getByText('It is taking longer than expected. Please stand by.')).toBeHidden()
  await expect(page.getByLabel('What').first()).toHaveValue('registered nurse')
  await page.screenshot({ path: 'test-results/outage-500.png' })

  // Back: Retry finds the jobs, in the same document (no reload).
  await page.unroute('**/rest/**')
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(jobCards(page).first()).toBeVisible()
  expect(await page.evaluate(() => window.sameDocument)).toBe(true)
})

test('the start-up failure alert shows when /env never answers, instead of a blank page', async ({ page }) => {
  await page.clock.install()
  // A page the server rendered carries /env's answer; the shell (a later route, the service worker's copy) asks for it.
  await withoutInlinedAnswers(page)
  await page.route('**/env', (route) => route.abort('connectionrefused'))
  await page.goto('/')
  // Twenty retries at min(2^n, 3000) ms: about 31 s of the page's clock, run at once.
  await page.waitForRequest('**/env')
  const alert = page.getByRole('alert')
  for (let step = 0; step < 40 && (await alert.count()) === 0; step++) await page.clock.fastForward(3000)
  await expect(alert).toHaveText(/An error has occurred which prevents the application from loading/)
  await page.screenshot({ path: 'test-results/startup-failure.png' })
})
