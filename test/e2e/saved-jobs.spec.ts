import type { Page } from '@playwright/test'
import { apiSearch, expect, expectNoAxeViolations, freshEmail, header, jobCards, mailedSignUpCode, scrollsHorizontally, submitSearch, test } from './support'

const PASSWORD = 'violet kettle under marble'

/** Activates the control with the keyboard only: focus, then Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key = 'Enter') {
  await control.focus()
  await expect(control).toBeFocused()
  await page.keyboard.press(key)
}

test.use({ viewport: { width: 360, height: 800 }, colorScheme: 'dark' })

test('save a job signed out, sign in, find it in the account, unsave it, reload', async ({ page, request }) => {
  const email = freshEmail('saver')
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const signUp = await request.post('/rest/auth/login?timezoneOffset=0', {
    data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace', password: PASSWORD },
  })
  expect(signUp.ok()).toBe(true)

  // Signed out: the Save toggle of a search card keeps the job on the device.
  await page.goto('/')
  await submitSearch(page, 'nurse', '')
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const company = (await card.locator('.company-name').textContent()) ?? ''
  const save = card.getByRole('button', { name: `Save ${title}` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await press(page, save, ' ')
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('hireflow.savedJobs'))).toContain(title.replace(/"/g, '\\"'))
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  // The header's small link leads to the device's list, which offers to sign in.
  await press(page, header(page).getByRole('link', { name: 'Saved jobs' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  // The company leads its facts, as on the search card (it showed the recruiter's name).
  await expect(page.locator('.saved-job__facts')).toContainText(`${company} · `)
  await expect(page.getByText('These jobs are saved on this device only.')).toBeVisible()
  await expectNoAxeViolations(page)
  await press(page, page.getByRole('link', { name: 'Sign in to keep them' }))

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Password').press('Enter')

  // Back on the list, now the account's: the device's list was moved to the account and cleared.
  await expect(page).toHaveURL(/\/saved-jobs$/)
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await expect(page.getByText('1 saved job')).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hireflow.savedJobs'))).toBeNull()
  await expectNoAxeViolations(page)

  // The account menu has the list too.
  await press(page, header(page).getByRole('button', { name: 'Account of Ada Lovelace' }))
  await expect(header(page).getByRole('link', { name: 'Saved jobs' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Unsave: off at once, the job stays in place (focus too) until the page is left; gone after a reload.
  const unsave = page.getByRole('button', { name: `Save ${title}` })
  await expect(unsave).toHaveAttribute('aria-pressed', 'true')
  const deleted = page.waitForResponse((response) => response.url().includes('/rest/saved-jobs/') && response.request().method() === 'DELETE')
  await press(page, unsave)
  await expect(unsave).toHaveAttribute('aria-pressed', 'false')
  await expect(unsave).toBeFocused()
  await expect(page.getByText('No saved jobs')).toBeVisible()
  expect((await deleted).status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible()
  await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('"New" marks, as text, the jobs posted since the previous visit on this device', async ({ page, request }) => {
  const { documents } = await apiSearch(request, { what: 'nurse' })
  const newest = [...documents].sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt))
  const [latest, oldest] = [newest[0], newest.at(-1)]
  if (!latest || !oldest || latest.postedAt === oldest.postedAt) throw new Error('the seeded data has no nurse jobs of different dates')
  // The last visit ended just before the newest job was posted (long enough ago to count as another visit).
  const lastSeen = new Date(Date.parse(latest.postedAt) - 1000).toISOString()
  await page.goto('/')
  await page.evaluate((visits) => localStorage.setItem('hireflow.visits', visits), JSON.stringify({ lastSeen, previousVisit: null }))
  await page.reload()
  await submitSearch(page, 'nurse', '')
  const cardOf = (title: string, id: string) => jobCards(page).filter({ has: page.locator(`a[href$="/${id}"]`) }).filter({ hasText: title })
  await expect(cardOf(latest.title, latest.id).getByText('New', { exact: true })).toBeVisible()
  await expect(cardOf(oldest.title, oldest.id).getByText('New', { exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page)
})
