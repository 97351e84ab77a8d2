import { expect, expectNoAxeViolations, scrollsHorizontally, someJob, test } from './support'

test('Pro page from a job: the job page links its Pro; the page shows who they are, how fast they answer, their jobs, paged', async ({ page, request }) => {
  const job = await someJob(request)
  await page.goto(`/details/${job.slug}/${job.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
  // The job says direct or agency and whether it sponsors visas.
  await expect(page.getByText(/^(Direct hire|Through an agency)$/).first()).toBeVisible()
  await expect(page.getByText(/^(Sponsors work visas|No visa sponsorship)$/).first()).toBeVisible()
  await page.getByRole('region', { name: 'Your recruiter' }).getByRole('link', { name: job.recruiter.name }).click()

  await expect(page).toHaveURL(new RegExp(`/pro/${job.recruiter.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: job.recruiter.name })).toBeVisible()
  await expect(page.locator('.pro-page__promise strong')).toHaveText(/^Usually answers within \d+ (hours?|days?)$/)
  await expect(page.getByText(/Median time to a first answer over \d+ applications in the last 90 days/)).toBeVisible()
  for (const label of ['Specialties', 'Industries', 'Cities']) await expect(page.getByText(label, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `Hire with ${job.recruiter.name}` })).toHaveAttribute('href', `/hire?pro=${job.recruiter.slug}`)
  const photo = page.locator('.pro-page__photo')
  await expect(photo).toHaveCSS('width', '175px')
  await expect(photo).toHaveCSS('height', '175px')

  const jobs = page.getByRole('region', { name: 'Open jobs' })
  const cards = jobs.getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(jobs.getByText(/^\d+ open jobs$/)).toBeVisible()
  await expect(cards).toHaveCount(20)
  for (const recruiter of await cards.locator('.job-card__pro').allTextContents()) expect(recruiter).toBe(`Recruiter: ${job.recruiter.name}`)
  // Paged like search: the button brings the next page, and focus goes to its first job.
  // (Scrolling may already be fetching it: focus then lands on the first job of the page the click asked for.)
  await jobs.getByRole('button', { name: /show more jobs/i }).click()
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(40)
  await expect(page.locator('.job-card__link:focus')).toHaveCount(1)
  expect(await cards.evaluateAll((all) => all.findIndex((card) => card.contains(document.activeElement)))).toBeGreaterThanOrEqual(20)
  await expectNoAxeViolations(page)
})

test('the Pro page by keyboard, at 360 px and in dark mode, with no axe violations', async ({ page, request }) => {
  const job = await someJob(request)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/pro/${job.recruiter.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: job.recruiter.name })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('region', { name: 'Open jobs' }).getByRole('article').first()).toBeVisible()
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)
  // The contact action is reached by Tab and followed by Enter.
  const contact = page.getByRole('link', { name: `Hire with ${job.recruiter.name}` })
  for (let presses = 0; presses < 40 && !(await contact.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(contact).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/hire\\?pro=${job.recruiter.slug}$`))
})

test('an unknown Pro says so and leads back to search', async ({ page }) => {
  await page.goto('/pro/no-such-recruiter-here')
  await expect(page.getByRole('heading', { level: 1, name: 'Recruiter not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search all jobs' })).toBeVisible()
})
