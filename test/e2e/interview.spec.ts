import type { APIRequestContext, Page } from '@playwright/test'
// `test` from support.ts: each test calls the server from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, freshEmail, scrollsHorizontally, signUpByApi, someJob, storeSession, test } from './support'
import { applyByApi } from './applying'

/** Presses Tab until `isTarget` holds (keyboard only, as a person would). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isTarget()) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

const isFocused = (page: Page, name: string | RegExp, role: 'button' | 'textbox' | 'radio' | 'checkbox' = 'button') => () =>
  page
    .getByRole(role, { name })
    .first()
    .evaluate((element) => element === document.activeElement)
    .catch(() => false)

/** Sends the answer with the keyboard: Tab to "Send answer", Enter. */
async function send(page: Page): Promise<void> {
  await tabTo(page, isFocused(page, 'Send answer'))
  await page.keyboard.press('Enter')
}


/** A visitor's application for a nurse job, and its signed interview path and the job's skills. */
async function applied(request: APIRequestContext): Promise<{ interviewPath: string; skills: readonly string[] }> {
  const job = await someJob(request, 'nurse')
  const { interviewPath } = await applyByApi(request, { jobId: job.id, email: freshEmail('interview'), answers: { mostRecentEmployer: "St. Mary's Hospital", mostRecentTitle: 'Staff Nurse' } })
  const interview = (await (await request.get(`/rest/interview/link${interviewPath.slice('/interview'.length)}`)).json()) as { job: { skills: string[] } }
  return { interviewPath, skills: interview.job.skills }
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Interview conversation' })
const question = (page: Page) => page.locator('form.interview__answer')

test('a visitor answers every question with the keyboard, reloads in the middle and resumes where it stopped: 360 px, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { interviewPath, skills } = await applied(request)
  expect(skills.length).toBeGreaterThanOrEqual(2)
  await page.goto(interviewPath)
  await expect(page.getByRole('heading', { level: 1, name: 'Instant interview' })).toBeVisible()
  await expect(conversation(page)).toContainText('Where do you work now, or where did you work most recently?')
  await expect(page.locator('input[type=password]')).toHaveCount(0)

  // The application's employer is offered; an empty answer is refused with the spec's text.
  const company = page.getByRole('textbox', { name: 'Company' })
  await expect(company).toHaveValue("St. Mary's Hospital")
  await tabTo(page, isFocused(page, 'Company', 'textbox'))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Company name is required.' })).toBeVisible()
  await expect(company).toBeFocused()
  await page.keyboard.type('Acme Health')
  await page.keyboard.press('Enter')
  await expect(conversation(page)).toContainText('Acme Health')

  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Charge Nurse')
  await page.keyboard.press('Enter')

  await expect(page.getByRole('textbox', { name: 'Expected pay in dollars' })).toBeFocused()
  await page.keyboard.type('42')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Per year' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Per hour' })).toBeChecked()
  await expectNoAxeViolations(page)
  await send(page)
  await expect(conversation(page)).toContainText('$42 per hour')

  // Work authorization: a choice made but not sent survives the reload, and the interview resumes at this question.
  await expect(question(page)).toContainText('Work authorization')
  await tabTo(page, isFocused(page, 'I am authorized to work for any employer', 'radio'))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'I am authorized to work for my present employer only' })).toBeChecked()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'I am authorized to work for my present employer only' })).toBeChecked()
  await expect(conversation(page)).toContainText('Acme Health')
  await expect(conversation(page)).toContainText('Charge Nurse')
  await expect(conversation(page)).toContainText('$42 per hour')
  await send(page)

  // Skills: tick the first two of the job's skills.
  await expect(page.getByRole('group', { name: 'Skills you have' })).toBeVisible()
  for (const skill of skills.slice(0, 2)) {
    await tabTo(page, isFocused(page, skill, 'checkbox'))
    await page.keyboard.press('Space')
    await expect(page.getByRole('checkbox', { name: skill })).toBeChecked()
  }
  await send(page)

  // Ratings: one radio group per confirmed skill; sending with one missing is refused.
  const [first = '', second = ''] = skills
  await expect(page.getByRole('group', { name: `Your level in ${first}` })).toBeVisible()
  await tabTo(page, isFocused(page, '1 of 5', 'radio'))
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('group', { name: `Your level in ${first}` }).getByRole('radio', { name: '4 of 5' })).toBeChecked()
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Rate yourself on every skill you have.' })).toBeVisible()
  const secondGroup = page.getByRole('group', { name: `Your level in ${second}` })
  await tabTo(page, () => secondGroup.getByRole('radio', { name: '1 of 5' }).evaluate((element) => element === document.activeElement))
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await send(page)
  await expect(conversation(page)).toContainText(`${first}: 4 of 5; ${second}: 2 of 5`)

  await expect(page.getByRole('textbox', { name: 'Years of experience' })).toBeFocused()
  await page.keyboard.type('7')
  await page.keyboard.press('Enter')
  await expect(conversation(page)).toContainText('7 years')

  await tabTo(page, isFocused(page, 'No gift, thank you', 'radio'))
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'American Red Cross' })).toBeChecked()
  await send(page)

  await expect(conversation(page)).toContainText('Thank you! Your answers are saved with your application')
  await expect(question(page)).toHaveCount(0)
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  // Opened again, the finished interview shows the whole conversation and asks nothing.
  await page.reload()
  await expect(conversation(page)).toContainText('American Red Cross')
  await expect(conversation(page)).toContainText('Thank you!')
  await expect(question(page)).toHaveCount(0)
})

test('a bad or altered link says "interview link expired or incorrect" and asks for nothing', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { interviewPath } = await applied(request)
  const altered = interviewPath.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
  for (const path of [altered, '/interview/nothing/here/guest/abc']) {
    await page.goto(path)
    await expect(page.getByRole('alert').filter({ hasText: 'Interview link expired or incorrect.' })).toBeVisible()
    await expect(page.locator('input')).toHaveCount(0)
  }
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)
})

test("/interview-test/{applicationId}: the signed-in owner's interview by application id; another account is refused", async ({ page, request }) => {
  const owner = await signUpByApi(request, 'interview-owner')
  const job = await someJob(request, 'engineer')
  const { applicationId } = await applyByApi(request, { jobId: job.id, email: owner.email, jwt: owner.jwt })

  // Signed out, the page asks to sign in first (the guard), as every login-required page does.
  await page.goto(`/interview-test/${applicationId}`)
  await expect(page).toHaveURL(/\/login\?redirect=/)

  await storeSession(page, owner)
  await page.goto(`/interview-test/${applicationId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Instant interview' })).toBeVisible()
  await tabTo(page, isFocused(page, 'Company', 'textbox'))
  await page.keyboard.type('Analytical Engines')
  await page.keyboard.press('Enter')
  await expect(conversation(page)).toContainText('Analytical Engines')
  await expect(page.getByRole('textbox', { name: 'Job title' })).toBeFocused()
  await expectNoAxeViolations(page)

  const other = await signUpByApi(request, 'interview-other')
  await storeSession(page, other)
  await page.goto(`/interview-test/${applicationId}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Interview link expired or incorrect.' })).toBeVisible()
  await expect(page.getByText('Analytical Engines')).toHaveCount(0)
})
