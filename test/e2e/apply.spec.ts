import type { Page } from '@playwright/test'
import { exe, pdf } from '../support/resumeFiles'
// `test` from support.ts: each test calls the API from its own client address (the per-address rate limits).
import { apiSearch, expect, expectNoAxeViolations, jobCards, mailedSignUpCode, recordApiCalls, scrollsHorizontally, signUpByApi, someJob, storeSession, test } from './support'

/** Presses Tab until the control has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isTarget()) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}
const focusedLabel = (page: Page, label: string) => () => page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement)
const focusedButton = (page: Page, name: string) => () => page.getByRole('button', { name, exact: true }).evaluate((element) => element === document.activeElement)

/** Tabs to the field and types into it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, focusedLabel(page, label))
  await page.keyboard.type(text)
}
async function press(page: Page, button: string): Promise<void> {
  await tabTo(page, focusedButton(page, button))
  await page.keyboard.press('Enter')
}
const stepHeading = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text })

test('a visitor applies with Easy Apply and a PDF: keyboard only, 360 px, dark; a reload loses nothing; a double submit sends one application', async ({ page, request }) => {
  // The whole path (refused file, upload on a slow uplink, six steps, a reload, the interview, a sign-up, the claim):
  // about 35 s on a quiet machine, past the default minute on a loaded one.
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const job = await someJob(request)
  await page.goto(`/details/${job.slug}/${job.id}`)
  const applyLink = page.getByRole('link', { name: 'Apply now' }).first()
  await tabTo(page, () => applyLink.evaluate((element) => element === document.activeElement))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/apply/${job.slug}/${job.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${job.title}` })).toBeVisible()
  await expect(stepHeading(page, 'Step 1 of 6: Personal details and resume')).toBeVisible()
  await expectNoAxeViolations(page)

  // Next with nothing typed: the spec's messages, then the email domain rule.
  await press(page, 'Next')
  await expect(page.getByText('First name is required.')).toBeVisible()
  await expect(page.getByText('A resume is required.')).toBeVisible()
  await expectNoAxeViolations(page)
  await typeInto(page, 'First name', 'Vera')
  await typeInto(page, 'Last name', 'Visitor')
  await typeInto(page, 'Email', 'vera@gmial.com')
  await press(page, 'Next')
  await expect(page.getByText('The email domain appears invalid.')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).focus()
  await page.keyboard.press('Control+A')
  const email = `vera.${Date.now()}@example.com`
  await page.keyboard.type(email)

  // A renamed .exe is refused by its content, with a clear message; then the real PDF.
  await tabTo(page, () => page.locator('input[type=file]').evaluate((element) => element === document.activeElement))
  const refusedChooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await refusedChooser).setFiles({ name: 'Vera CV.pdf', mimeType: 'application/pdf', buffer: exe() })
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF or Word (DOCX) document. Only PDF and DOCX resumes can be uploaded.' })).toBeVisible()

  // The resume, on a slow uplink so the progress bar is seen.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 })
  await tabTo(page, () => page.locator('input[type=file]').evaluate((element) => element === document.activeElement))
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'Vera CV.pdf', mimeType: 'application/pdf', buffer: pdf({ size: 2 * 1024 * 1024 }) })
  await expect(page.getByRole('progressbar', { name: 'Uploading Vera CV.pdf' })).toBeVisible()
  await expect(page.getByText('Using Vera CV.pdf')).toBeVisible({ timeout: 20_000 })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await press(page, 'Next')

  await expect(stepHeading(page, 'Step 2 of 6: Contact info')).toBeFocused()
  await typeInto(page, 'Phone number', '512 555 01')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Phone number is incomplete.')).toBeVisible()
  await page.keyboard.type('00')
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Step 3 of 6: Work authorization')).toBeFocused()
  await expectNoAxeViolations(page)
  await tabTo(page, focusedLabel(page, 'I am authorized to work for any employer'))
  await page.keyboard.press('Space')
  await press(page, 'Next')
  await expect(stepHeading(page, 'Step 4 of 6: Charity choice')).toBeFocused()
  await expectNoAxeViolations(page)
  await press(page, 'Next')

  await expect(stepHeading(page, 'Step 5 of 6: Elevator pitch')).toBeFocused()
  await typeInto(page, 'Your elevator pitch', 'Twelve years on the ward.')
  await typeInto(page, 'Desired compensation', '999')
  await expect(page.getByText(/Your expectation is (below|within|above) this range\./)).toBeVisible()
  await expectNoAxeViolations(page)

  // A reload mid-flow: the step and everything typed are still there (IndexedDB).
  await page.reload()
  await expect(stepHeading(page, 'Step 5 of 6: Elevator pitch')).toBeVisible()
  await expect(page.getByLabel('Your elevator pitch')).toHaveValue('Twelve years on the ward.')
  await expect(page.getByLabel('Desired compensation')).toHaveValue('999')
  await press(page, 'Next')

  await expect(stepHeading(page, 'Step 6 of 6: Finish')).toBeFocused()
  await expect(page.getByText('Vera CV.pdf')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  const calls = recordApiCalls(page)
  await tabTo(page, focusedButton(page, 'Submit application'))
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeFocused()
  expect(calls.filter((call) => call.method === 'POST' && call.path === '/rest/applications')).toHaveLength(1)

  // The instant interview follows right here, in the app: no mail, nothing to sign in to.
  const conversation = page.getByRole('log', { name: 'Interview conversation' })
  await expect(conversation).toContainText('Where do you work now, or where did you work most recently?')
  await expect(page.locator('input[type=password]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  const company = page.getByRole('textbox', { name: 'Company' })
  await company.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Riverside Clinic')
  await press(page, 'Send answer')
  await expect(conversation).toContainText('Riverside Clinic')
  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeVisible()

  // Later Vera signs up with the same email: the application she made as a visitor joins her account.
  await page.goto('/login/sign-up')
  await page.getByLabel('First name').fill('Vera')
  await page.getByLabel('Last name').fill('Visitor')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple')
  await page.getByLabel('Confirm the password').fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Send the code' }).click()
  await page.getByLabel('Sign-up code').fill(await mailedSignUpCode(request, email))
  await page.getByRole('button', { name: 'Create account' }).click()
  const claimed = page.getByRole('dialog', { name: 'Your applications' })
  await expect(claimed.getByRole('listitem')).toHaveText(`${job.title} at ${job.company}`)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await page.goto('/applications')
  await page.getByRole('link', { name: job.title }).first().click()
  // The resume she uploaded as a visitor came with the application into her account.
  await expect(page.getByRole('region', { name: 'Resume' }).getByText('Vera CV.pdf')).toBeVisible()
})

test('a signed-in user 1-Click applies from a search card: undo sends nothing, then applying is received; Easy Apply is prefilled', async ({ page, request }) => {
  const { jwt, downloadToken } = await signUpByApi(request, 'oneclick')
  const auth = { authorization: `Bearer ${jwt}` }
  const resume = await request.post('/rest/resumes', { headers: { ...auth, 'content-type': 'application/octet-stream', 'x-file-name': 'cv.pdf' }, data: Buffer.from(pdf()) })
  expect(resume.status()).toBe(201)
  const resumeId = ((await resume.json()) as { id: string }).id
  const { documents } = await apiSearch(request, { what: 'nurse' })
  const [first] = documents
  // A first application puts the answers on file.
  const applied = await request.post('/rest/applications', {
    headers: auth,
    data: {
      jobId: first!.id,
      idempotencyKey: `e2e-${Date.now()}-first-application`,
      method: 'easyApply',
      applicant: { firstName: 'Ada', lastName: 'Lovelace', email: 'ignored@example.com', phone: { number: '512 555 0100', extension: '', type: 'mobile' } },
      resumeId,
      answers: { mostRecentTitle: 'Nurse', mostRecentEmployer: 'Clinic', workAuthorization: 'anyEmployer', elevatorPitch: '', charity: null, expectedSalary: null, expectedSalaryType: null, currentSalary: null, currentSalaryType: null },
    },
  })
  expect(applied.status()).toBe(201)
  const appliedTo = async (jobId: string) => ((await (await request.get(`/rest/apply/jobs/${jobId}`, { headers: auth })).json()) as { appliedApplicationId: string | null }).appliedApplicationId

  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/search?what=nurse')
  const undoneCard = jobCards(page).nth(2)
  const undoneTitle = (await undoneCard.getByRole('heading').textContent()) ?? ''
  await expect(undoneCard.getByRole('button', { name: `1-Click Apply to ${undoneTitle}` })).toBeVisible()
  // The job applied to already says "Applied" and offers no 1-Click: a second application would only answer the first.
  const appliedCard = jobCards(page).filter({ has: page.locator(`a[href$="/${first!.id}"]`) })
  await expect(appliedCard.getByText('Applied', { exact: true })).toBeVisible()
  await expect(appliedCard.getByRole('button', { name: /^1-Click Apply/ })).toHaveCount(0)
  await undoneCard.getByRole('button', { name: `1-Click Apply to ${undoneTitle}` }).click()
  await expect(undoneCard.getByText(`Applying to ${undoneTitle} in 5 seconds…`)).toBeVisible()
  await expect(undoneCard.getByRole('button', { name: 'Undo' })).toBeFocused()
  // The seconds count down while the window is open.
  await expect(undoneCard.getByText(`Applying to ${undoneTitle} in 4 seconds…`)).toBeVisible({ timeout: 2_500 })
  await page.keyboard.press('Enter')
  await expect(undoneCard.getByText('Application cancelled. Nothing was sent.')).toBeVisible()

  const card = jobCards(page).nth(1)
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('button', { name: `1-Click Apply to ${title}` }).click()
  await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(card.getByText('Application received.')).toBeVisible({ timeout: 15_000 })
  const idOf = async (each: typeof card) => ((await each.getByRole('heading').getByRole('link').getAttribute('href')) ?? '').split('/').at(-1) ?? ''
  expect(await appliedTo(await idOf(card))).not.toBeNull()
  expect(await appliedTo(await idOf(undoneCard))).toBeNull()

  // Easy Apply for another job: the account's names, the last phone and answers, the active resume.
  const other = documents[3]!
  await page.goto(`/apply/${other.slug}/${other.id}`)
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada')
  await expect(page.getByText('Using cv.pdf')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '')
})

test('an unknown job says so with a way back to search', async ({ page }) => {
  await page.goto('/jobs/no-such-slug/no-such-job')
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Search for another job' }).click()
  await expect(page).toHaveURL(/\/search/)
})
