import type { APIRequestContext, Page, WebSocket } from '@playwright/test'
import { expect, expectNoAxeViolations, header, scrollsHorizontally, signUpByApi, tabTo, test } from './support'

/** An administrator, through the development helper that sets the admin flag (docs/api.md, "Content"). */
async function adminByApi(request: APIRequestContext): Promise<string> {
  const { email, jwt } = await signUpByApi(request, 'content-admin')
  expect((await request.post('/dev/accounts/admin', { data: { email, admin: true } })).status()).toBe(200)
  return jwt
}

const putArticle = (request: APIRequestContext, jwt: string, id: string, title: string, body: string) =>
  request.put(`/rest/content/news/${id}`, {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      slug: id,
      title,
      description: 'An article the content journey writes and changes while it is open.',
      body,
      author: 'Journey Author',
      image: { url: '/content/news/ai-job-search.svg', alt: 'A magnifying glass with a spark' },
      // Long ago: it sorts after the seeded news, so the list journey never meets it.
      publishedAt: '2020-01-01T12:00:00.000Z',
    },
  })

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content')

test('news list to an article: pictures 175 x 175, previews of five words, the article and back (keyboard, axe)', async ({ page }) => {
  await page.goto('/')
  await header(page).getByRole('link', { name: 'News' }).first().click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(6)
  const first = cards.first()
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!.trim()
  expect(title).toBe('Remote work in 2026: where the jobs really are')
  await expect(first.locator('.news-card__preview')).toHaveText('One in five jobs on…')
  const box = await first.locator('img').boundingBox()
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([175, 175])
  await expectNoAxeViolations(page)

  // Keyboard: Tab reaches the first article's link; Enter opens it.
  await tabTo(page, first.getByRole('link', { name: title }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/news\/remote-work-2026\/remote-work-2026$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('img', { name: 'A laptop on a desk under the outline of a house roof' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '"Remote, US only" is the norm' })).toBeVisible()
  await expect.poll(() => page.title()).toContain(title)
  expect((await metaDescription(page))!.length).toBeLessThanOrEqual(170)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'All news' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
})

test('the content pages at 360 px in dark mode: about, privacy, terms, contact, news, an unknown article and /become-a-client; no sideways scroll, no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const pages: ReadonlyArray<readonly [string, string]> = [
    ['/about', 'About Hireflow'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/contact', 'Contact us'],
    ['/news', 'News'],
    ['/news/salary-report-q4/salary-report-q4', 'What the fourth quarter pays: our salary report'],
    ['/news/gone/no-such-article', 'This page is not here'],
    ['/become-a-client', 'Become a client'],
  ]
  for (const [path, heading] of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset['theme'] ?? matchMedia('(prefers-color-scheme: dark)').matches)).toBeTruthy()
    expect(await scrollsHorizontally(page), path).toBe(false)
    await expectNoAxeViolations(page)
  }
  // The tab of an unknown article says so too, not the home page's title.
  await page.goto('/news/gone/no-such-article')
  await expect(page).toHaveTitle('This page is not here | Hireflow')
  // The footer's links lead to the pages, moving the app (no reload).
  await page.goto('/about')
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  // A link inside the text moves the app too.
  await page.goto('/about')
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  await page.getByRole('article').getByRole('link', { name: 'contact page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
})

test('an open article refreshes when an administrator changes it through the server, without a reload', async ({ page, request }) => {
  const jwt = await adminByApi(request)
  const id = `e2e-live-${Date.now().toString(36)}`
  expect((await putArticle(request, jwt, id, 'Before the change', 'The first version of the text.')).status()).toBe(200)

  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', { predicate: (frame) => /"type":"response".*"path":"\/rest\/cms"/.test(String(frame.payload)), timeout: 20_000 }),
  )
  await page.goto(`/news/${id}/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Before the change' })).toBeVisible()
  await subscribed
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

  // A visitor's page is open; the administrator changes the article through the server.
  expect((await putArticle(request, jwt, id, 'After the change', 'The **second** version of the text.')).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'After the change' })).toBeVisible()
  await expect(page.getByRole('article').getByText('second')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'This page has been updated.' })).toBeAttached()
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // Someone who is not an administrator cannot change it.
  const visitor = await signUpByApi(request, 'content-visitor')
  expect((await putArticle(request, visitor.jwt, id, 'Defaced', 'x')).status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'After the change' })).toBeVisible()
})

test('the content pages by keyboard: the skip link, then every link of the main content in order, then out to the footer', async ({ page }) => {
  const focusedIn = (landmark: 'main' | 'contentinfo') =>
    page.evaluate((role) => document.activeElement?.closest(role === 'main' ? 'main' : 'footer, [role="contentinfo"]') !== null, landmark)
  for (const path of ['/about', '/privacy-policy', '/terms-and-conditions', '/contact']) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    const links = await page.getByRole('main').getByRole('link').evaluateAll((found) => found.map((link) => link.textContent?.trim() ?? ''))
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Enter')
    const reached: string[] = []
    for (let presses = 0; presses <= links.length; presses++) {
      await page.keyboard.press('Tab')
      if (!(await focusedIn('main'))) break
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
    }
    expect(reached, path).toEqual(links)
    expect(await focusedIn('contentinfo'), path).toBe(true)
  }
  // A link of the text opens its page from the keyboard.
  await page.goto('/about')
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'contact page' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
})
