import { companyMark, type JobSummary } from '../../core/search'
import { DEFAULT_SEED } from '../../adapters/server/seed/seed'
import { generatePros } from '../../adapters/server/seed/generate'
import { apiSearch, expect, expectNoAxeViolations, freshEmail, results, scrollsHorizontally, someJob, test } from './support'

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

// The demo's first Pros, as the seed makes them (the same for any job count): the first with a portrait, the first without.
const seededPros = generatePros(DEFAULT_SEED, 20)
const withPhoto = seededPros.find((pro) => pro.photo_url !== null)
const withoutPhoto = seededPros.find((pro) => pro.photo_url === null)

test('a Pro with a portrait shows it at 175 x 175 cropped on the face; a Pro without one, the generated avatar', async ({ page }) => {
  if (!withPhoto || !withoutPhoto) throw new Error('the seed has no Pro with a portrait or none without')
  await page.goto(`/pro/${withPhoto.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: withPhoto.name })).toBeVisible()
  const photo = page.getByRole('img', { name: `Photo of ${withPhoto.name}` })
  await expect(photo).toHaveAttribute('src', withPhoto.photo_url ?? '')
  await expect(photo).toHaveCSS('width', '175px')
  await expect(photo).toHaveCSS('height', '175px')
  await expect(photo).toHaveCSS('object-fit', 'cover')
  // The face area the seed gives (pros.photo_focus) is where the crop centres.
  await expect(photo).toHaveCSS('object-position', withPhoto.photo_focus)
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

  await page.goto(`/pro/${withoutPhoto.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: withoutPhoto.name })).toBeVisible()
  await expect(page.locator('.pro-page__header img')).toHaveCount(0)
  const avatar = page.locator('.pro-page__avatar')
  const mark = companyMark(withoutPhoto.name)
  await expect(avatar).toHaveText(mark.initials)
  await expect(avatar).toHaveClass(new RegExp(`company-mark--${mark.tone}`))
  await expect(avatar).toHaveCSS('width', '175px')
  await expect(avatar).toHaveCSS('height', '175px')
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

test('hire with a Pro from their page: the form names the Pro, and the request goes to them whatever the industry', async ({ page, request }) => {
  const job = await someJob(request)
  const pro = (await (await request.get(`/rest/pros/${job.recruiter.slug}`)).json()) as { name: string; industries: string[] }
  // An industry the Pro does not recruit in: routing by industry and city would send the request to someone else.
  const elsewhere = ['legal', 'hospitality', 'education', 'engineering', 'retail'].find((industry) => !pro.industries.includes(industry)) ?? 'legal'
  await page.goto(`/pro/${job.recruiter.slug}`)
  await page.getByRole('link', { name: `Hire with ${job.recruiter.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/hire\\?pro=${job.recruiter.slug}$`))
  const form = page.getByRole('form', { name: 'Your hiring needs' })
  await expect(form.getByText(`This request goes to ${job.recruiter.name}.`)).toBeVisible()
  await expect(form.getByRole('link', { name: job.recruiter.name })).toHaveAttribute('href', `/pro/${job.recruiter.slug}`)
  // The page's own words name the Pro too, not "a Pro who recruits in your industry".
  await expect(page.locator('.hire-page__lead')).toHaveText(`Tell us who you need. ${job.recruiter.name} gets your request and answers within one business day.`)
  await expect(page.locator('.hire-page__points')).toContainText(`We pass your request to ${job.recruiter.name}, whose page you came from.`)

  const email = freshEmail('chooser')
  await form.getByLabel('Company', { exact: true }).fill('Chosen Pro Co')
  await form.getByLabel('Your name', { exact: true }).fill('Robin Chooser')
  await form.getByLabel('Work email', { exact: true }).fill(email)
  await form.getByLabel('Industry', { exact: true }).selectOption(elsewhere)
  await form.getByLabel('City where you hire', { exact: true }).fill('Boise, ID')
  await form.getByLabel('Hiring needs', { exact: true }).fill('One paralegal.')
  await expectNoAxeViolations(page)
  // The server's time check wants the form open for 3 s, as a person's would be.
  await page.waitForFunction(() => {
    const kept = JSON.parse(sessionStorage.getItem('hireflow.hireFormToken') ?? 'null') as { issuedAt: number } | null
    return kept !== null && Date.now() - kept.issuedAt > 3500
  })
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Robin Chooser' })).toContainText(`Your request went to ${job.recruiter.name}, as you asked.`)

  // What the server did: the employer's acknowledgement names the chosen Pro.
  await page.goto('/dev/mail')
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'We received your hiring request' })
  await expect(mail).toContainText(`Your request went to ${job.recruiter.name}, the Pro you chose.`)
})

test('a card and its job page answer the questions seekers ask: activity, direct or agency, response time, Remote, US only, also posted by', async ({ page, request }) => {
  // A remote, US-only job posted twice, whose Pro has a response-time figure: every part of the line is there.
  let job: JobSummary | undefined
  let cursor: string | undefined
  for (let pages = 0; pages < 20 && !job; pages++) {
    const found = await apiSearch(request, { remote: 'only', sort: 'date', pageSize: 100, ...(cursor ? { cursor } : {}) })
    job = found.documents.find((doc) => doc.remoteRegion === 'US' && (doc.alsoPostedBy?.length ?? 0) > 0 && (doc.responseTime?.answered ?? 0) >= 3)
    cursor = found.cursor ?? undefined
    if (!cursor) break
  }
  if (!job) throw new Error('the seed has no remote US-only job posted twice with a response-time figure')
  const other = job.alsoPostedBy?.[0]
  if (!other) throw new Error('no second posting')
  const answers = /^(Actively hiring|Active \d+ days ago)(Direct hire|Through an agency)(Sponsors work visas|No visa sponsorship)Usually answers within \d+ (hours?|days?)$/

  await page.goto(`/search?what=${encodeURIComponent(`"${job.title}"`)}&where=${encodeURIComponent(`${job.location.address.city}, ${job.location.address.state}`)}&remote=only&sort=date`)
  const card = results(page).getByRole('article').filter({ has: page.locator(`a.job-card__link[href$="/${job.id}"]`) })
  await expect(card).toHaveCount(1)
  await expect(card.locator('.job-answers')).toHaveText(answers)
  await expect(card.getByText('Remote, US only', { exact: true })).toBeVisible()
  await expect(card.locator('.job-answers__others')).toContainText('Also posted by')
  await expect(card.locator('.job-answers__others').getByRole('link', { name: other.recruiter.name })).toHaveAttribute('href', `/pro/${other.recruiter.slug}`)

  await card.locator('a.job-card__link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
  await expect(page.locator('.job-page__answers .job-answers')).toHaveText(answers)
  await expect(page.getByText('Remote, US only', { exact: true }).first()).toBeVisible()
  await expect(page.locator('.job-answers__others').getByRole('link', { name: other.recruiter.name })).toHaveAttribute('href', `/pro/${other.recruiter.slug}`)
})

test('an unknown Pro says so and leads back to search', async ({ page }) => {
  await page.goto('/pro/no-such-recruiter-here')
  await expect(page.getByRole('heading', { level: 1, name: 'Recruiter not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search all jobs' })).toBeVisible()
})
