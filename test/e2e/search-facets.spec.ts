import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, jobCards, results, scrollsHorizontally, searchForm, test } from './support'

/** The path and query the address bar shows. */
const address = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

const chips = (page: Page) => page.getByRole('list', { name: 'Filters in use' })
const filtersHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Filters/ })

/** Presses Tab until the focused element's accessible text matches (at most `limit` presses). */
async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      const label = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null
      return element?.getAttribute('aria-label') ?? label ?? element?.textContent?.trim() ?? ''
    })
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached "${String(name)}"`)
}

test('experience level and industry, chosen with the keyboard alone at 360 px in dark mode, narrow the search; chips take them off', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/search?what=nurse')
  await expect(jobCards(page).first()).toBeVisible()

  // The filters are folded above the results on a phone: open them from the keyboard.
  await tabTo(page, /^Filters/)
  await page.keyboard.press('Enter')
  await tabTo(page, 'Experience level')
  await page.keyboard.type('Senior')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&experience=senior')
  await expect(jobCards(page).first()).toBeVisible()
  for (const title of await jobCards(page).getByRole('heading').allTextContents()) expect(title).toMatch(/Practitioner|Charge Nurse/)

  await tabTo(page, 'Industry')
  await page.keyboard.type('Healthcare')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&experience=senior&industry=healthcare')
  await expect(filtersHeading(page)).toHaveText('Filters (2)')
  await expect(chips(page).getByRole('button')).toHaveText(['Senior level×', 'Healthcare×', 'Clear all'])
  await expect(jobCards(page).first()).toBeVisible()
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  // The industry's chip goes with Enter; focus moves to the chip before it (it was the last), then "Clear all".
  await chips(page).getByRole('button', { name: 'Remove filter: Senior level' }).focus()
  await page.keyboard.press('Tab')
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Healthcare' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&experience=senior')
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Senior level' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(chips(page).getByRole('button', { name: 'Clear all' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=nurse')
  await expect(chips(page)).toHaveCount(0)
  await expect(page.getByLabel('Experience level')).toHaveValue('')
  await expect(page.getByLabel('Industry')).toHaveValue('')
})

test('an industry with no other filter lists only its jobs, newest first; a link with an unknown level or a capitalised industry is corrected', async ({ page, request }) => {
  await page.goto('/search?industry=software-development')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs')
  await expect(jobCards(page).first()).toBeVisible()
  const answer = await (await request.post('/rest/jobs/search', { data: { industry: 'software-development', pageSize: 5 } })).json() as {
    documents: { title: string; industry: string }[]
  }
  expect(answer.documents.map((job) => job.industry)).toEqual(Array(5).fill('Software Development'))
  await expect(jobCards(page).first().getByRole('heading')).toHaveText(answer.documents[0]!.title)

  await page.goto('/search?what=nurse&experience=guru&industry=HEALTHCARE')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&industry=healthcare')
  await expect(chips(page).getByRole('button')).toHaveText(['Healthcare×', 'Clear all'])
  await expect(page.getByText('An unexpected error occurred')).toHaveCount(0)
})

test('a new what/where search starts without the experience level and industry of the last one', async ({ page }) => {
  await page.goto('/search?what=nurse&experience=senior&industry=healthcare')
  await expect(chips(page).getByRole('button')).toHaveCount(3)
  const what = searchForm(page).getByLabel('What')
  await what.fill('electrician')
  await what.press('Enter')
  await expect.poll(() => address(page)).toBe('/search?what=electrician')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(chips(page)).toHaveCount(0)
})

test('each experience level and industry says how many jobs choosing it finds, and choosing it finds that many (keyboard only, 360 px, dark mode)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/search?what=nurse&where=Texas')
  await expect(jobCards(page).first()).toBeVisible()
  await tabTo(page, /^Filters/)
  await page.keyboard.press('Enter')
  const industry = page.getByLabel('Industry')
  const option = (select: typeof industry, name: string) => select.locator('option', { hasText: new RegExp(`^${name} \\(`) })
  // The counts arrive with the first page: "Healthcare (N)", exact for a search of under 1,000 jobs.
  await expect(option(industry, 'Healthcare')).toHaveText(/^Healthcare \(\d[\d,]*\)$/)
  const healthcare = Number((await option(industry, 'Healthcare').textContent())!.replace(/\D/g, ''))
  expect(healthcare).toBeGreaterThan(0)
  await expect(industry.locator('option').first()).toHaveText('All industries')
  await expectNoAxeViolations(page)

  await tabTo(page, 'Industry')
  await page.keyboard.type('Healthcare')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&where=Texas&industry=healthcare')
  await expect(results(page).locator('.results__count')).toHaveText(healthcare === 1 ? '1 job' : `${healthcare.toLocaleString('en-US')} jobs`)

  // With the industry chosen, the levels count within it, and each level's count is what choosing it finds.
  const experience = page.getByLabel('Experience level')
  await expect(option(experience, 'Mid level')).toHaveText(/^Mid level \(\d[\d,]*\)$/)
  const mid = Number((await option(experience, 'Mid level').textContent())!.replace(/\D/g, ''))
  expect(mid).toBeLessThanOrEqual(healthcare)
  await expect(industry).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(experience).toBeFocused()
  await page.keyboard.type('Mid')
  await expect.poll(() => address(page)).toBe('/search?what=nurse&where=Texas&industry=healthcare&experience=mid')
  await expect(results(page).locator('.results__count')).toHaveText(mid === 1 ? '1 job' : `${mid.toLocaleString('en-US')} jobs`)
  // The other industries are still counted without the chosen one (what switching to them would find).
  await expect(option(industry, 'Healthcare')).toHaveText(`Healthcare (${mid.toLocaleString('en-US')})`)
  expect(await scrollsHorizontally(page)).toBe(false)
})
