import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, results, scrollsHorizontally, searchForm, test } from './support'

/** The path and query the address bar shows. */
const address = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

const unexpectedError = (page: Page) => page.getByText('An unexpected error occurred')
const filtersHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Filters/ })
const chips = (page: Page) => page.getByRole('list', { name: 'Filters in use' })

/** Reaches `name` with Tab alone (at most `limit` presses) and checks it has focus. */
async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''
    })
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached "${String(name)}"`)
}

// Defect 5 (issue 9): each of these crashed ("An unexpected error occurred") or got a 400 with a Retry that could
// never succeed. Now the unusable value is dropped or clamped and the address corrected in place.
const CRAFTED: ReadonlyArray<readonly [string, string, string]> = [
  ['/search?what={"a":1}', '/search?what={%22a%22:1}', '{"a":1} jobs'],
  ['/search?where={}', '/search', 'Jobs'],
  ['/search?type={}', '/search', 'Jobs'],
  ['/search?what=nurse&remote=bogus', '/search?what=nurse', 'nurse jobs'],
  ['/search?what=nurse&minPay=-5', '/search?what=nurse', 'nurse jobs'],
  ['/search?what=nurse&sort=evil', '/search?what=nurse', 'nurse jobs'],
  ['/search?what=nurse&posted=abc', '/search?what=nurse', 'nurse jobs'],
  ['/search?where=Austin,+TX&radius=99999', '/search?where=Austin,+TX&radius=500', 'Jobs near Austin, TX'],
]

test('crafted search URLs show a search, never an error or a dead end, and the address is corrected in place', async ({ page }) => {
  for (const [crafted, corrected, heading] of CRAFTED) {
    await page.goto('/')
    await page.goto(crafted)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect.poll(() => address(page)).toBe(corrected)
    await expect(results(page).getByRole('article').first()).toBeVisible()
    await expect(unexpectedError(page)).toHaveCount(0)
    await expect(results(page).getByRole('button', { name: 'Retry' })).toHaveCount(0)
    await expect(page.getByLabel('Minimum pay').locator('option', { hasText: '-' })).toHaveCount(0)
    // replaced, not pushed: Back leaves the search
    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  }
})

test('a corrected search URL at 360 px in dark mode is usable and has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/search?what=nurse&minPay=-5&remote=bogus&type={}')
  await expect.poll(() => address(page)).toBe('/search?what=nurse')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)
})

test('a search typed with the keyboard gets a plain, readable URL; old JSON-quoted links still work', async ({ page }) => {
  await page.goto('/')
  const form = searchForm(page)
  await form.getByLabel('What').pressSequentially('"registered nurse"')
  await page.keyboard.press('Tab')
  await page.keyboard.type('78701')
  await page.keyboard.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=registered+nurse&where=78701')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('registered nurse jobs near 78701')

  // A link written before plain URLs (JSON-quoted values) reads as it was meant, and its address is made plain.
  await page.goto('/search?what=%22%5C%22registered+nurse%5C%22%22&where=%2278701%22')
  await expect.poll(() => address(page)).toBe('/search?what=registered+nurse&where=78701')
  await expect(searchForm(page).getByLabel('Where')).toHaveValue('78701')

  // "null" is a word like any other.
  await page.goto('/search?what=null')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('null jobs')
  await expect(searchForm(page).getByLabel('What')).toHaveValue('null')
  expect(address(page)).toBe('/search?what=null')
})

test('a new search from the form starts from the default filters; the same search sent again keeps them', async ({ page }) => {
  await page.goto('/search?what=nurse&where=Austin,+TX&remote=only&minPay=50000&sort=date')
  await expect(filtersHeading(page)).toHaveText('Filters (2)')
  await searchForm(page).getByLabel('Where').press('Enter')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  expect(address(page)).toBe('/search?what=nurse&where=Austin,+TX&remote=only&minPay=50000&sort=date')

  const what = searchForm(page).getByLabel('What')
  await what.press('ControlOrMeta+a')
  await what.pressSequentially('electrician')
  await what.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=electrician&where=Austin,+TX')
  await expect(filtersHeading(page)).toHaveText('Filters')
  await expect(chips(page)).toHaveCount(0)
})

test('a distance without a place is no filter: not counted, no chip', async ({ page }) => {
  await page.goto('/search?what=nurse&radius=10')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(filtersHeading(page)).toHaveText('Filters')
  await expect(chips(page)).toHaveCount(0)
  await page.goto('/search?what=nurse&where=Austin,+TX&radius=10')
  await expect(filtersHeading(page)).toHaveText('Filters (1)')
  await expect(chips(page).getByRole('button', { name: 'Remove filter: 10 miles' })).toBeVisible()
})

test('a whole state offers no Distance filter, not even while a changed filter loads; a city does', async ({ page }) => {
  const distance = page.getByRole('combobox', { name: 'Distance' })
  await page.goto('/search?what=teacher&where=Texas')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(distance).toHaveCount(0)
  // The next search's answer is held: until it comes, the page still knows Texas is a state.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/jobs/search', async (route) => {
    await held
    await route.continue()
  })
  await page.getByLabel('Minimum pay').selectOption({ index: 1 })
  await expect(page).toHaveURL(/minPay=/)
  await expect(results(page)).toHaveAttribute('aria-busy', 'true')
  await expect(distance).toHaveCount(0)
  release()
  await expect(filtersHeading(page)).toHaveText('Filters (1)')
  await expect(distance).toHaveCount(0)
  await page.unroute('**/rest/jobs/search')
  await page.goto('/search?what=teacher&where=Austin,+TX')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(distance).toBeVisible()
})

test('the no-match screen offers no sort', async ({ page }) => {
  await page.goto('/search?what=nurse')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(page.getByLabel('Sort by')).toBeVisible()
  await page.goto('/search?what=xyzzyplughqq')
  await expect(page.getByRole('heading', { name: 'Other jobs you may like' })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toHaveCount(0)
})

test('a 5,000-character query makes a short heading and title, and searches with the API limit', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const long = 'electrician '.repeat(420).slice(0, 5000)
  await page.goto(`/search?what=${encodeURIComponent(long)}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^electrician electrician .*… jobs$/)
  expect(((await heading.textContent()) ?? '').length).toBeLessThanOrEqual(86)
  const lineHeight = await heading.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
  expect((await heading.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight * 5)
  await expect.poll(() => page.title()).toMatch(/^electrician .*… jobs/)
  expect((await page.title()).length).toBeLessThan(120)
  await expect.poll(() => new URL(page.url()).searchParams.get('what')?.length).toBe(200)
  await expect(unexpectedError(page)).toHaveCount(0)
  await expect(results(page).getByRole('button', { name: 'Retry' })).toHaveCount(0)
})

test('filter chips: each filter removable with the keyboard, then "Clear all", at 360 px in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/search?what=nurse&where=Austin,+TX&remote=only&type=contract&minPay=50000&sort=date')
  const list = chips(page)
  await expect(list.getByRole('button')).toHaveText(['Remote only×', 'Contract×', '$50,000+ a year×', 'Clear all'])
  await expect(list.getByRole('button', { name: 'Remove filter: Remote only' })).toBeVisible()
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  await tabTo(page, 'Remove filter: Remote only')
  await page.keyboard.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&where=Austin,+TX&type=contract&minPay=50000&sort=date')
  // focus moves to the chip that took its place
  await expect(list.getByRole('button', { name: 'Remove filter: Contract' })).toBeFocused()
  await expect(filtersHeading(page)).toHaveText('Filters (2)')

  await tabTo(page, 'Clear all')
  await page.keyboard.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&where=Austin,+TX&sort=date')
  await expect(list).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(filtersHeading(page)).toHaveText('Filters')
})
