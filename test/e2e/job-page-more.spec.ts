import type { Locator, Page } from '@playwright/test'
import { marketPay, type JobSummary } from '../../core/search'
import {
  apiSearch,
  expect,
  expectNoAxeViolations,
  header,
  jobCards,
  results,
  scrollsHorizontally,
  searchForm,
  signUpByApi,
  storeSession,
  test,
  withoutInlinedAnswers,
} from './support'

const NARROW = { width: 360, height: 740 }
const AUSTIN_NURSES = '/search?what=nurse&where=Austin%2C%20TX'

/** Presses Tab until the target has focus, as a keyboard user would get there. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('Tab never reached the element')
}

/** A job in Austin with a title that has plenty of same-title jobs around (the demo data's nursing hub). */
async function austinNurse(page: Page): Promise<JobSummary> {
  const { documents } = await apiSearch(page.request, { what: 'nurse', where: 'Austin, TX', pageSize: 100 })
  const counts = new Map<string, number>()
  for (const job of documents) counts.set(job.title, (counts.get(job.title) ?? 0) + 1)
  const job = documents.find((candidate) => (counts.get(candidate.title) ?? 0) >= 8 && candidate.compensationMin !== null)
  if (!job) throw new Error('The demo data has no common nurse title in Austin')
  return job
}

test.describe('the header at 360 px, dark mode', () => {
  test.use({ viewport: NARROW, colorScheme: 'dark' })

  test('is one compact row with the brand and a menu button that opens, closes on Escape and returns focus', async ({ page }, testInfo) => {
    await page.goto(AUSTIN_NURSES)
    await expect(jobCards(page).first()).toBeVisible()
    const banner = header(page)
    const height = (await banner.boundingBox())?.height ?? Infinity
    testInfo.annotations.push({ type: 'header height at 360 px', description: `${height} px` })
    console.log(`header height at 360 px: ${height} px`)
    expect(height).toBeLessThanOrEqual(64)
    const firstCardTop = (await jobCards(page).first().boundingBox())?.y ?? Infinity
    expect(firstCardTop).toBeLessThan(NARROW.height)

    await expect(banner.getByRole('link', { name: 'Hireflow home' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeHidden()
    const menu = banner.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    const panelId = await menu.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()

    await tabTo(page, menu)
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Hireflow on LinkedIn' })).toBeVisible()
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Find a job' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await expect(nav).toBeHidden()

    // A link in the menu takes the user there and closes it.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Consulting' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/consulting$/)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  test('stays one row when signed in', async ({ page }) => {
    const { jwt, downloadToken } = await signUpByApi(page.request, 'header360')
    await page.goto('/')
    await storeSession(page, { jwt, downloadToken })
    await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
    expect((await header(page).boundingBox())?.height).toBeLessThanOrEqual(64)
    expect(await scrollsHorizontally(page)).toBe(false)
    // Off home the brand shows beside the bell and the account menu, whole: its name was once cut to "H…".
    await page.goto(AUSTIN_NURSES)
    await expect(header(page).getByRole('button', { name: /^Notifications/ })).toBeVisible()
    const name = header(page).locator('.logo__name')
    await expect(name).toBeVisible()
    await page.screenshot({ path: 'test-results/header-360-signed-in.png', clip: { x: 0, y: 0, width: 360, height: 80 } })
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    expect((await header(page).boundingBox())?.height).toBeLessThanOrEqual(64)
    expect(await scrollsHorizontally(page)).toBe(false)
    await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('home shows the brand', async ({ page }) => {
    await page.goto('/')
    await expect(header(page).getByRole('link', { name: 'Hireflow home' })).toBeVisible()
  })
})

test('wide screens show the navigation inline, with no menu button', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Menu' })).toBeHidden()
})

test.describe('cards at 360 px, dark mode', () => {
  test.use({ viewport: NARROW, colorScheme: 'dark' })

  test('every card names its company with a decorative mark, and shows its pay with the other period on focus', async ({ page }) => {
    await page.goto(AUSTIN_NURSES)
    const cards = jobCards(page)
    await expect(cards.first()).toBeVisible()
    const count = await cards.count()
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i)
      await expect(card.locator('.company-name')).not.toBeEmpty()
      await expect(card.locator('.company-mark')).toHaveAttribute('aria-hidden', 'true')
      await expect(card.locator('.job-facts__pay')).toHaveText(/\$[\d,.]+.* (a year|an hour)|Pay not specified/)
    }

    const card = cards.filter({ has: page.locator('.job-facts__pay-note') }).first()
    const note = card.locator('.job-facts__pay-note')
    await expect(note).toHaveText(/^ ?\(about \$[\d,]+.* (a year|an hour)\)$/)
    const hiddenWidth = (await note.boundingBox())?.width ?? 0
    expect(hiddenWidth).toBeLessThanOrEqual(1)
    await tabTo(page, card.getByRole('link').first())
    await expect.poll(async () => (await note.boundingBox())?.width ?? 0).toBeGreaterThan(50)
    await expectNoAxeViolations(page)
  })
})

test.describe('the pay bubble (WCAG 1.4.13), 360 px in dark mode', () => {
  test.use({ viewport: NARROW, colorScheme: 'dark' })

  test('Escape dismisses it without moving the focus or the pointer; the pointer can move onto it; it comes back on return', async ({ page }) => {
    await page.goto(AUSTIN_NURSES)
    await expect(jobCards(page).first()).toBeVisible()
    const card = jobCards(page).filter({ has: page.locator('.job-facts__pay-note') }).first()
    const link = card.getByRole('link').first()
    const pay = card.locator('.job-facts__pay')
    const note = card.locator('.job-facts__pay-note')
    const noteWidth = async () => (await note.boundingBox())?.width ?? 0

    // Keyboard: the focused card shows it, Escape hides it and the focus stays, leaving and coming back shows it again.
    await tabTo(page, link)
    await expect.poll(noteWidth).toBeGreaterThan(50)
    await page.keyboard.press('Escape')
    await expect.poll(noteWidth).toBeLessThanOrEqual(1)
    await expect(link).toBeFocused()
    await expect(page).toHaveURL(/\/search\?/)
    await page.keyboard.press('Shift+Tab')
    await tabTo(page, link)
    await expect.poll(noteWidth).toBeGreaterThan(50)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(noteWidth).toBeLessThanOrEqual(1)

    // Pointer: hovering the pay shows it; the pointer crosses the gap onto the bubble and it stays; Escape hides it.
    await page.locator('h1').focus()
    const payBox = (await pay.boundingBox())!
    await page.mouse.move(payBox.x + 10, payBox.y + payBox.height / 2)
    await expect.poll(noteWidth).toBeGreaterThan(50)
    const noteBox = (await note.boundingBox())!
    for (let y = payBox.y + payBox.height / 2; y <= noteBox.y + noteBox.height / 2; y += 2) await page.mouse.move(payBox.x + 10, y)
    await expect.poll(noteWidth).toBeGreaterThan(50)
    await page.keyboard.press('Escape')
    await expect.poll(noteWidth).toBeLessThanOrEqual(1)
    // Leave the pay and come back: it shows again.
    await page.mouse.move(5, 5)
    await page.mouse.move(payBox.x + 10, payBox.y + payBox.height / 2)
    await expect.poll(noteWidth).toBeGreaterThan(50)
  })
})

test.describe('the job page at 360 px, dark mode', () => {
  test.use({ viewport: NARROW, colorScheme: 'dark' })

  test('from a search and back: the results come back with their pages and scroll; similar jobs keep the way back', async ({ page }) => {
    await page.goto(AUSTIN_NURSES)
    await expect(jobCards(page).first()).toBeVisible()
    const more = results(page).getByRole('button', { name: 'Show more jobs' })
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => jobCards(page).count()).toBeGreaterThan(20)
    const target = jobCards(page).nth(22).getByRole('link')
    const title = (await target.textContent()) ?? ''
    await target.focus()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)
    const searchUrl = page.url()
    // Counted as the page is left: scrolling to the card may have brought the next page in meanwhile.
    await expect(more).not.toHaveAttribute('aria-disabled', 'true')
    const shown = await jobCards(page).count()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    const similar = page.getByRole('region', { name: 'Similar jobs' })
    await expect(similar.getByRole('listitem').first()).toBeVisible()
    const otherLink = similar.getByRole('link').first()
    await tabTo(page, otherLink)
    const otherTitle = (await otherLink.textContent()) ?? ''
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTitle)

    await tabTo(page, page.getByRole('link', { name: 'Back to results' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(searchUrl)
    await expect(jobCards(page)).toHaveCount(shown)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200)
  })

  test('shows company, recruiter link, market pay, similar jobs and share, with no axe violations', async ({ page }) => {
    const job = await austinNurse(page)
    await page.goto(`/details/${job.slug}/${job.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
    const article = page.getByRole('article')
    await expect(article.locator('.job-page__company .company-name')).toHaveText(job.company)
    await expect(article.locator('.job-page__pro').getByRole('link', { name: job.recruiter.name })).toHaveAttribute('href', `/pro/${job.recruiter.slug}`)

    // The median the page shows is the one of the same search through the API.
    const { documents } = await apiSearch(page.request, { what: job.title, where: 'Austin, TX', pageSize: 100 })
    const expected = marketPay(job, documents)
    expect(expected.medianYearly).not.toBeNull()
    const market = page.getByRole('region', { name: 'Pay in this area' })
    await expect(market).toContainText(`Median $${expected.medianYearly?.toLocaleString('en-US')} a year`)
    await expect(market).toContainText(`Based on ${expected.count} ${job.title} jobs within 25 miles of Austin, TX.`)
    await expect(page.getByRole('region', { name: 'Similar jobs' }).getByRole('link')).toHaveCount(4)
    await expect(page.getByRole('definition').first()).toContainText(/\(about \$/)
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)

    // Opened without a search behind it, the way back is a search for the title.
    const back = page.getByRole('link', { name: `More ${job.title} jobs` })
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?/)
    await expect(searchForm(page).getByLabel('What')).toHaveValue(job.title)

    // The recruiter's page (a later issue) shows the landing page for now.
    await page.goBack()
    await article.locator('.job-page__pro').getByRole('link', { name: job.recruiter.name }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/pro/${job.recruiter.slug}`)
  })

  test("the Pro's card names the recruiter with a decorative mark and links to their page, reached with the keyboard", async ({ page }) => {
    const job = await austinNurse(page)
    await page.goto(`/details/${job.slug}/${job.id}`)
    const card = page.getByRole('region', { name: 'Your recruiter' })
    await expect(card).toContainText(job.recruiter.name)
    await expect(card).toContainText('Hireflow Pro')
    await expect(card).toContainText(`Recruiting for ${job.company}.`)
    await expect(card.locator('.company-mark')).toHaveAttribute('aria-hidden', 'true')
    const link = card.getByRole('link', { name: job.recruiter.name })
    await expect(link).toHaveAttribute('href', `/pro/${job.recruiter.slug}`)
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)
    await tabTo(page, link)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/pro/${job.recruiter.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('says "not enough data" when too few jobs share the title and place', async ({ page }) => {
    // The related jobs' search goes over the network (not from the page's inlined answers), cut to three jobs.
    await withoutInlinedAnswers(page)
    await page.route('**/rest/jobs/search', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { documents: JobSummary[] }
      await route.fulfill({ response, json: { ...body, documents: body.documents.slice(0, 3) } })
    })
    const job = await austinNurse(page)
    await page.goto(`/details/${job.slug}/${job.id}`)
    await expect(page.getByRole('region', { name: 'Pay in this area' })).toContainText('Not enough data to compare pay yet')
  })

  test('copies the link where the browser cannot share, and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const job = await austinNurse(page)
    await page.goto(`/details/${job.slug}/${job.id}`)
    await tabTo(page, page.getByRole('button', { name: 'Copy link' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('uses the Web Share API where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
          return Promise.resolve()
        },
        configurable: true,
      })
    })
    const job = await austinNurse(page)
    await page.goto(`/details/${job.slug}/${job.id}`)
    await tabTo(page, page.getByRole('button', { name: 'Share', exact: true }))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({ title: job.title, url: page.url() })
  })
})

test('on a wide screen the answers line sits under the facts, above the side column, not below both columns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const job = await austinNurse(page)
  await page.goto(`/details/${job.slug}/${job.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
  const article = page.getByRole('article')
  await expect(article.locator('.job-page__answers .job-answers')).toBeVisible()
  const facts = (await article.locator('.job-page__facts').boundingBox())!
  const answers = (await article.locator('.job-page__answers').boundingBox())!
  const aside = (await article.locator('.job-page__aside').boundingBox())!
  expect(Math.round(answers.x)).toBe(Math.round(facts.x))
  expect(answers.y).toBeGreaterThanOrEqual(facts.y + facts.height - 1)
  expect(answers.y + answers.height).toBeLessThanOrEqual(aside.y + 1)
})
