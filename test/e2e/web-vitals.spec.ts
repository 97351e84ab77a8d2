import { expect, jobCards, searchForm, submitSearch, test } from './support'

/**
 * Issue 12, metrics: a real visit's web vitals (LCP, CLS, INP, measured by the web-vitals library after the first
 * paint) go to POST /rest/metrics in one keepalive call when the page is hidden, and the server records them.
 */
test('a visit posts its LCP, CLS and INP to /rest/metrics when the page is hidden', async ({ page }) => {
  await page.goto('/')
  await expect(searchForm(page)).toBeVisible()
  // An interaction gives INP a value (and ends LCP's observation, as a real visitor's first input does). INP counts only
  // interactions of 40 ms or more, which a quiet machine's typing is not: the first key press is made that slow, as a busy
  // page's would be.
  await page.evaluate(() => document.addEventListener('keydown', () => {
    const end = performance.now() + 120
    while (performance.now() < end) { /* a slow handler */ }
  }, { once: true }))
  // The browser hands event timings to observers a frame or more after the interaction: the page is hidden only once
  // this observer, started after web-vitals' own, has the slow key press (hidden before, the INP had nothing to report:
  // CI, 29 Nov). It waits for what web-vitals counts, an interaction of 40 ms or more: a click of 16-40 ms on a busy
  // machine let it go on before the key press had reached either observer (CI, 30 Nov).
  await page.evaluate(() => {
    const seen = window as unknown as { interactionSeen?: boolean }
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId > 0 && entry.duration >= 40)) seen.interactionSeen = true
    }).observe({ type: 'event', durationThreshold: 40, buffered: true } as PerformanceObserverInit)
  })
  // The web vitals chunk loads after the app's first paint (the app itself starts after the server's): INP's observer
  // sees only interactions after it is there, so the visitor types once it is.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /webVitals|web-vitals/.test(entry.name)))).toBe(true)
  // ...and what it imports, evaluated: nothing more is on its way.
  await page.waitForLoadState('networkidle')
  const what = searchForm(page).getByRole('combobox', { name: 'What' })
  await what.click()
  await what.pressSequentially('nurse')
  await expect.poll(() => page.evaluate(() => (window as unknown as { interactionSeen?: boolean }).interactionSeen === true)).toBe(true)
  // web-vitals takes an interaction into INP in an idle callback (at most 1 s late) queued when its observer, notified
  // before this test's, got it: an idle callback of the page's own, queued after, runs once that one has.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))

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

/**
 * Product actions: a real search and opening a job from its results each post one action to POST /rest/actions
 * (after the first paint, never the words typed), and the server takes them.
 */
test('a search and a job opened from its results post search.submitted and job.opened, one per call', async ({ page }) => {
  const posted: unknown[] = []
  const statuses: number[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/rest/actions') && sent.method() === 'POST') posted.push(sent.postDataJSON())
  })
  page.on('response', (answer) => {
    if (answer.url().endsWith('/rest/actions') && answer.request().method() === 'POST') statuses.push(answer.status())
  })
  await page.goto('/')
  await expect(searchForm(page)).toBeVisible()
  await submitSearch(page, 'nurse', '')
  await expect(jobCards(page).nth(1)).toBeVisible()
  await jobCards(page).nth(1).getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible()

  await expect.poll(() => posted).toEqual([
    [{ name: 'search.submitted', path: '/', data: { what: true, where: false } }],
    [{ name: 'job.opened', path: '/search', data: { from: 'results', position: 2 } }],
  ])
  expect(JSON.stringify(posted)).not.toContain('nurse')
  await expect.poll(() => statuses).toEqual([204, 204])
})
