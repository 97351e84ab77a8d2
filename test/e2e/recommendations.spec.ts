import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { pdf } from '../support/resumeFiles'
// `test` from support.ts: each test calls the API from its own client address (the per-address rate limits).
import { expect, expectNoAxeViolations, recordApiCalls, scrollsHorizontally, signUpByApi, storeSession, test } from './support'

const section = (page: Page): Locator => page.getByRole('region', { name: 'Recommended for you' })
const cards = (page: Page): Locator => section(page).getByRole('article')

/** A person who wants to be a registered nurse in Austin, with a resume and one search run, all through the API. */
async function nurseInAustin(request: APIRequestContext) {
  const session = await signUpByApi(request, 'recommend')
  const headers = { authorization: `Bearer ${session.jwt}` }
  const put = async (path: string, data: unknown) => expect((await request.put(path, { headers, data })).status()).toBe(200)
  await put('/rest/professional/goals', { desiredTitles: ['Registered Nurse'], industries: ['healthcare'], expectedSalary: '', expectedSalaryType: 'year', currentSalary: '', currentSalaryType: 'year', remote: 'any' })
  await put('/rest/professional/account', { linkedInUrl: '', address: '', city: 'Austin', state: 'TX', postal: '78701' })
  await put('/rest/professional/skills', { skills: ['Triage'] })
  expect((await request.post('/rest/searches', { headers, data: { what: 'ICU nurse', where: '' } })).status()).toBe(201)
  const resume = await request.post('/rest/resumes', { headers: { ...headers, 'content-type': 'application/octet-stream', 'x-file-name': 'cv.pdf' }, data: Buffer.from(pdf()) })
  expect(resume.status()).toBe(201)
  return session
}

/** Presses Tab until `target` has the focus (never clicked or focused by the test). */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target.toString()} was never reached with Tab`)
}

test('a visitor\'s home asks for no recommendations', async ({ page }) => {
  const calls = recordApiCalls(page)
  const chunks: string[] = []
  page.on('request', (sent) => {
    if (/\/assets\/(RecommendedJobs|recommendations)/i.test(new URL(sent.url()).pathname)) chunks.push(sent.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(section(page)).toHaveCount(0)
  expect(calls.filter((call) => call.path === '/rest/recommendations')).toEqual([])
  expect(chunks).toEqual([])
})

test('recommended for you: on home from the profile with the reason on each card, then after applying without that job (keyboard, 360 px, dark, axe)', async ({ page, request }) => {
  const session = await nurseInAustin(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await storeSession(page, session)

  await expect(section(page)).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(1)
  expect(count).toBeLessThanOrEqual(6)
  // The best one matches the title the profile asks for; every card says in one line why it is here.
  await expect(cards(page).first()).toContainText('Matches your title Registered Nurse')
  for (let index = 0; index < count; index++) {
    await expect(cards(page).nth(index).getByText(/^(Matches your title|Uses your skill|Near|Like your search|Like .*, which you applied to)/)).toBeVisible()
  }
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  if (process.env.RECOMMENDATION_SHOTS) await page.screenshot({ path: '/tmp/recommendations-home-360-dark.png', fullPage: true })

  // Keyboard: the first card's link is reached with Tab and opens the job.
  const firstLink = cards(page).first().getByRole('heading').getByRole('link')
  const title = (await firstLink.textContent()) ?? ''
  const href = (await firstLink.getAttribute('href')) ?? ''
  await tabTo(page, firstLink)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Applying to it with Easy Apply: the account's name and resume are there already.
  const [, , slug = '', jobId = ''] = href.split('/')
  await page.goto(`/apply/${slug}/${jobId}`)
  await expect(page.getByText('Using cv.pdf')).toBeVisible()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByLabel('Phone number').fill('512 555 0100')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByLabel('I am authorized to work for any employer', { exact: true }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByRole('button', { name: 'Submit application', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible()

  // "Application received" recommends more, asked afresh: the job just applied to is not among them.
  await expect(cards(page).first()).toBeVisible()
  await expect(section(page).locator(`a[href="${href}"]`)).toHaveCount(0)
  await expect(cards(page).first().getByText(/^(Matches your title|Uses your skill|Near|Like your search|Like .*, which you applied to)/)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  if (process.env.RECOMMENDATION_SHOTS) await page.screenshot({ path: '/tmp/recommendations-received-360-dark.png', fullPage: true })
})
