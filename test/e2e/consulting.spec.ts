import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, freshEmail, header, mailedSignUpCode, scrollsHorizontally, signOut, tabTo, test } from './support'

/**
 * The consulting enrolment (issue 13, "Consultants"): /consulting, then /consulting/enroll through its four steps with
 * the progress bar from each route's consultingProgress, a reload in the middle (the draft and the step come back),
 * and the enrolment stored; the consulting profile's email is then the sign-in page's known email. The whole journey
 * uses the keyboard alone (Tab, arrows, Space, Enter, typing).
 */

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Enrolment progress' })
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

test('consulting enrolment through all steps by keyboard alone, with a reload in the middle (360 px, dark, axe)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const email = freshEmail('consultant')
  await page.goto('/consulting')
  await expect(page.getByRole('heading', { level: 1, name: 'Consult with Hireflow' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await tabTo(page, page.getByRole('link', { name: 'Start your enrolment' }))
  await page.keyboard.press('Enter')

  // /consulting/enroll leads to the first step; progress 0. Continue on the empty step marks it and focuses the first field.
  await expect(page).toHaveURL(/\/consulting\/enroll\/specialty$/)
  await expect(progress(page)).toHaveAttribute('value', '0')
  await tabTo(page, page.getByRole('button', { name: 'Continue' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Choose your specialty.')).toBeVisible()
  await expect(field(page, 'Specialty')).toBeFocused()
  await expectNoAxeViolations(page)
  // A closed select takes typing: "D" picks the first specialty starting with it.
  await page.keyboard.type('Data')
  await expect(field(page, 'Specialty')).toHaveValue('data')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Less than 2 years')).toBeFocused()
  // Each radio sits on one line with its words (the choice groups' styles load with the fields, not with the profile).
  for (const choice of await page.locator('.choice-group__choice').all()) expect(await choice.evaluate((label) => getComputedStyle(label).display)).toBe('flex')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(field(page, '5 to 10 years')).toBeChecked()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/consulting\/enroll\/identity$/)
  await expect(progress(page)).toHaveAttribute('value', '1')
  await tabTo(page, field(page, 'First name'))
  await page.keyboard.type('Priya')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Raman')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Email')).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await expect(progress(page)).toHaveAttribute('value', '1')
  await tabTo(page, field(page, 'Headline'))
  await page.keyboard.type('Data engineer, cloud migrations')

  // A reload in the middle: the step and what was typed come back.
  await page.reload()
  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await expect(field(page, 'Headline')).toHaveValue('Data engineer, cloud migrations')
  await tabTo(page, field(page, 'Hourly rate (USD)'))
  await page.keyboard.type('5')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Enter a whole number of dollars from 10 to 2,000.')).toBeVisible()
  await expect(field(page, 'Hourly rate (USD)')).toBeFocused()
  await page.keyboard.press('Backspace')
  await page.keyboard.type('120')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/consulting\/enroll\/search$/)
  await expect(progress(page)).toHaveAttribute('value', '2')
  await tabTo(page, field(page, 'Full-time'))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(field(page, 'Project by project')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(field(page, 'Remote')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(field(page, 'Remote')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(field(page, 'Your city')).toBeFocused()
  await page.keyboard.type('Denver, CO')
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await tabTo(page, page.getByRole('button', { name: 'Enrol' }))
  await page.keyboard.press('Space')

  await expect(page.getByRole('heading', { name: 'You are enrolled' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'You are enrolled' })).toContainText(email)
  await expectNoAxeViolations(page)

  // The consulting profile's email is the known email a page needing login is sent to sign in with.
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login/)
  expect(new URL(page.url()).searchParams.get('email')).toBe(email)
})

/** An account with a password, made through the API (sign-up code from the mail viewer). */
async function accountWithPassword(request: APIRequestContext, password: string): Promise<string> {
  const email = freshEmail('consulting-signin')
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login', { data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' } })
  const { jwt } = (await login.json()) as { jwt: string }
  expect((await request.post('/rest/auth/password', { data: { password }, headers: { Authorization: `Bearer ${jwt}` } })).ok()).toBe(true)
  return email
}

test('a sign-in in the middle keeps the enrolment; signing out on a shared device forgets it', async ({ page, request }) => {
  const password = 'correct horse battery staple'
  const account = await accountWithPassword(request, password)
  await page.goto('/consulting/enroll')
  await field(page, 'Specialty').selectOption({ label: 'Design' })
  await field(page, 'More than 10 years').check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await field(page, 'First name').fill('Priya')
  await field(page, 'Last name').fill('Raman')
  await field(page, 'Email').fill('priya.shared@e2e.hireflow.test')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)

  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await page.getByLabel('Email').fill(account)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Signed in once the header offers the account menu: the link alone goes as soon as the sign-in starts, and a
  // navigation before its answer is stored loses it (CI, 30 Nov: twice in one run).
  await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
  await page.goto('/consulting/enroll')
  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(field(page, 'First name')).toHaveValue('Priya')
  await expect(field(page, 'Email')).toHaveValue('priya.shared@e2e.hireflow.test')

  // The next person at this device finds nothing of Priya's.
  await signOut(page)
  await expect(page).toHaveURL(/\/consulting\/enroll\/specialty$/)
  await expect(field(page, 'Specialty')).toHaveValue('')
  await page.goto('/consulting/enroll/identity')
  await expect(page).toHaveURL(/\/consulting\/enroll\/specialty$/)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /consulting/i.test(key)))).toEqual([])
})
