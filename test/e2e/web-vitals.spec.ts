import { expect, searchForm, test } from './support'

/**
 * Issue 12, metrics: a real visit's web vitals (LCP, CLS, INP, measured by the web-vitals library after the first
 * paint) go to POST /rest/metrics in one keepalive call when the page is hidden, and the server records them.
 */
test('a visit posts its LCP, CLS and INP to /rest/metrics when the page is hidden', async ({ page }) => {
  await page.goto('/')
  await expect(searchForm(page)).toBeVisible()
  // An interaction gives INP a value (and ends LCP's observation, as a real visitor's first input does).
  const what = searchForm(page).getByRole('combobox', { name: 'What' })
  await what.click()
  await what.pressSequentially('nurse')
  // The web vitals chunk loads after the first paint; its observers must be there before the page hides.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /webVitals|web-vitals/.test(entry.name)))).toBe(true)

  const posted = page.waitForRequest((sent) => sent.url().endsWith('/rest/metrics') && sent.method() === 'POST')
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/metrics'))
  // The tab goes to the background, as switching tabs does (headless Chromium has no second visible tab to switch to).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  const metrics = (await posted).postDataJSON() as { name: string; value: number; path: string }[]
  expect(metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'INP', 'LCP'])
  expect(metrics.every((metric) => Number.isFinite(metric.value) && metric.value >= 0 && metric.path === '/')).toBe(true)
  expect((await answered).status()).toBeLessThan(300)
})
