import type { Page, Request, Route } from '@playwright/test'
import { expect, expectNoAxeViolations, jobCards, results, signUpByApi, test, withoutInlinedAnswers } from './support'

declare global {
  interface Window {
    sameDocument?: boolean
  }
}

const RECONNECTING = 'Lost connection. Reconnecting...'
const SLOW = 'It is taking longer than expected. Please stand by.'
const OUTAGE_MS = 30_000
const DELAY_MS = 10_000
/** The product's promise: the user is told within a second of the first failure (issue 12), not a speed benchmark. */
const TOLD_WITHIN_MS = 1000

const isSearch = (request: Request) => new URL(request.url()).pathname === '/rest/jobs/search'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The API as the browser meets it, changed under a page that is already open: `down` refuses every call as a dead
 * server would (the connection fails), `slow` lets each call reach the real server after a 10 s wait, `up` passes it
 * straight through. The 500s come from the real server itself (the chaos lemur's handler throw).
 */
async function api(page: Page) {
  let mode: 'up' | 'down' | 'slow' = 'up'
  let held: () => void = () => undefined
  const firstHeld = () => new Promise<void>((resolve) => void (held = resolve))
  await page.route('**/rest/**', async (route: Route) => {
    if (mode === 'down') return route.abort('connectionrefused')
    if (mode === 'slow') {
      held()
      await sleep(DELAY_MS)
    }
    // The page may have given the call up meanwhile (a new search aborts the old one).
    await route.continue().catch(() => undefined)
  })
  return {
    down: () => void (mode = 'down'),
    /** Calls wait 10 s from now on; resolves when the first one is held. */
    slow: () => {
      mode = 'slow'
      return firstHeld()
    },
    up: () => void (mode = 'up'),
  }
}

/**
 * Issue 12, the outage in a real browser: the API down for 30 s, then answering after 10 s, then failing with 500s,
 * then back. From the first failure the page says what is happening (never a blank screen), keeps what the user
 * types, and recovers by itself (the transport's network retry, the search's automatic retry), in the same document.
 */
test('API down 30 s, then 10 s delays, then 500s, then back: told within a second, typed text kept, recovered without a reload or a click', async ({ page, request }) => {
  test.setTimeout(150_000)
  const admin = await signUpByApi(request, 'outage-admin')
  expect((await request.post('/dev/accounts/admin', { data: { email: admin.email, admin: true } })).status()).toBe(200)
  const chaos = { Authorization: `Bearer ${admin.jwt}` }

  await page.goto('/search?what=nurse')
  await expect(jobCards(page).first()).toBeVisible()
  await page.evaluate(() => void (window.sameDocument = true))
  const notices = page.getByRole('region', { name: 'Notifications' })
  const what = page.getByLabel('What').first()
  const network = await api(page)

  // Down. The search the user starts fails to connect: "Lost connection. Reconnecting..." within a second of it.
  await what.fill('engineer')
  network.down()
  const failing = page.waitForRequest(isSearch)
  await what.press('Enter')
  await failing
  await expect(notices.getByText(RECONNECTING)).toBeVisible({ timeout: TOLD_WITHIN_MS })
  const outageEnds = Date.now() + OUTAGE_MS
  await expect(page.getByRole('banner')).toBeVisible()
  await page.screenshot({ path: 'test-results/outage-1-down.png' })
  // The user goes on typing during the outage: the next search they mean to run.
  await what.fill('registered nurse')
  await expect(notices.getByText(SLOW)).toBeVisible({ timeout: 15_000 })
  await sleep(outageEnds - Date.now())

  // 10 s delays: the transport's next retry reaches the server and waits for its answer.
  await network.slow()
  // The delayed answer arrives: the engineer search, retried by the transport, shows its jobs without a click.
  await expect(jobCards(page).first()).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/what=engineer/)
  await expect(notices.getByText(RECONNECTING)).toBeHidden()
  await expect(notices.getByText(SLOW)).toBeHidden()
  await expect(what).toHaveValue('registered nurse')
  // The next page, asked from the keyboard, waits 10 s as well: the slow-request notice comes back for it.
  const shown = await jobCards(page).count()
  await page.getByRole('button', { name: /Show more jobs|Loading more jobs/ }).focus()
  await page.keyboard.press('Enter')
  await expect(notices.getByText(SLOW)).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: 'test-results/outage-2-slow.png' })
  await expect.poll(() => jobCards(page).count(), { timeout: 15_000 }).toBeGreaterThan(shown)
  await expect(notices.getByText(SLOW)).toBeHidden()

  // 500s from the server itself. The typed search fails: the results say so (with Retry).
  network.up()
  const throwing = await request.post('/rest/chaos-lemur', { headers: chaos, data: { fault: 'handlerThrow', durationMs: 60_000, count: 100 } })
  expect(throwing.status()).toBe(201)
  try {
    await what.press('Enter')
    const failure = results(page).getByRole('alert')
    await expect(failure).toBeVisible()
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(what).toHaveValue('registered nurse')
    await page.screenshot({ path: 'test-results/outage-3-500.png' })
  } finally {
    // Back: the fault ends. No click: the search retries on the network backoff and finds the jobs.
    expect((await request.delete('/rest/chaos-lemur/handlerThrow', { headers: chaos })).status()).toBe(200)
  }
  await expect(jobCards(page).first()).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/what=registered/)
  await expect(results(page).getByRole('alert')).toBeHidden()
  await page.screenshot({ path: 'test-results/outage-4-back.png' })
  expect(await page.evaluate(() => window.sameDocument)).toBe(true)
})

/**
 * A first visit to a page the server does not render, with GET /env failing: the header and "Lost connection.
 * Reconnecting..." within a second of the first failure, and the start-up failure alert once the 20 retries ran out.
 */
test('start-up with /env failing: the header and the reconnecting notice at once, then the start-up failure alert, never a blank page (axe, 360 px, dark)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.clock.install()
  await withoutInlinedAnswers(page)
  await page.route('**/env', (route) => route.abort('connectionrefused'))
  const failing = page.waitForRequest('**/env')
  await page.goto('/settings/account')
  await failing
  await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toBeVisible({ timeout: TOLD_WITHIN_MS })
  await expect(page.getByRole('banner')).toHaveText('Hireflow')
  await page.screenshot({ path: 'test-results/startup-reconnecting.png' })
  await expectNoAxeViolations(page)

  // Twenty retries at min(2^n, 3000) ms: about 31 s of the page's clock, run at once.
  const alert = page.getByRole('alert')
  for (let step = 0; step < 40 && (await alert.count()) === 0; step++) await page.clock.fastForward(3000)
  await expect(alert).toHaveText(/An error has occurred which prevents the application from loading/)
  await expect(page.getByText(RECONNECTING)).toBeHidden()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.screenshot({ path: 'test-results/startup-failure.png' })
  await expectNoAxeViolations(page)
})
