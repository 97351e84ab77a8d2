import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, freshEmail, scrollsHorizontally, test } from './support'

/**
 * The consulting enrolment (issue 13, "Consultants"): /consulting, then /consulting/enroll through its four steps with
 * the progress bar from each route's consultingProgress, a reload in the middle (the draft and the step come back),
 * and the enrolment stored; the consulting profile's email is then the sign-in page's known email.
 */

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Enrolment progress' })
const next = (page: Page) => page.getByRole('button', { name: 'Continue' })

test('consulting enrolment through all steps with a reload in the middle (keyboard, 360 px, dark, axe)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const email = freshEmail('consultant')
  await page.goto('/consulting')
  await expect(page.getByRole('heading', { level: 1, name: 'Consult with Hireflow' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await page.getByRole('link', { name: 'Start your enrolment' }).click()

  // /consulting/enroll leads to the first step; progress 0.
  await expect(page).toHaveURL(/\/consulting\/enroll\/specialty$/)
  await expect(progress(page)).toHaveAttribute('value', '0')
  await next(page).click()
  await expect(page.getByText('Choose your specialty.')).toBeVisible()
  await expect(page.getByLabel('Specialty', { exact: true })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.getByLabel('Specialty', { exact: true }).selectOption({ label: 'Data and analytics' })
  await page.getByLabel('5 to 10 years', { exact: true }).check()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/consulting\/enroll\/identity$/)
  await expect(progress(page)).toHaveAttribute('value', '1')
  await page.getByLabel('First name', { exact: true }).fill('Priya')
  await page.getByLabel('Last name', { exact: true }).fill('Raman')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await next(page).click()

  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await expect(progress(page)).toHaveAttribute('value', '1')
  await page.getByLabel('Headline', { exact: true }).fill('Data engineer, cloud migrations')

  // A reload in the middle: the step and what was typed come back.
  await page.reload()
  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Data engineer, cloud migrations')
  // Leaving and coming back to /consulting/enroll resumes at the first unfinished step.
  await page.goto('/consulting/enroll')
  await expect(page).toHaveURL(/\/consulting\/enroll\/profile$/)
  await page.getByLabel('Hourly rate (USD)', { exact: true }).fill('5')
  await next(page).click()
  await expect(page.getByText('Enter a whole number of dollars from 10 to 2,000.')).toBeVisible()
  await page.getByLabel('Hourly rate (USD)', { exact: true }).fill('120')
  await next(page).click()

  await expect(page).toHaveURL(/\/consulting\/enroll\/search$/)
  await expect(progress(page)).toHaveAttribute('value', '2')
  await page.getByLabel('Project by project', { exact: true }).check()
  await page.getByLabel('Remote', { exact: true }).check()
  await page.getByLabel('Your city', { exact: true }).fill('Denver, CO')
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await page.getByRole('button', { name: 'Enrol' }).click()

  await expect(page.getByRole('heading', { name: 'You are enrolled' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'You are enrolled' })).toContainText(email)
  await expectNoAxeViolations(page)

  // The consulting profile's email is the known email a page needing login is sent to sign in with.
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login/)
  expect(new URL(page.url()).searchParams.get('email')).toBe(email)
})
