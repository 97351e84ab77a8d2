import type { Page, Route } from '@playwright/test'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, signUpByApi, storeSession, test } from './support'

/**
 * The server refuses what the client let through (a rule only the server can check, e.g. a date on its own clock):
 * forced here by changing the body on its way (Playwright's route), so the real server answers 400 with its issues.
 */
const changeBody = (method: string, change: (body: Record<string, unknown>) => Record<string, unknown>) => async (route: Route) => {
  if (route.request().method() !== method) return route.continue()
  const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
  return route.continue({ postData: JSON.stringify(change(body)) })
}

async function signedIn(page: Page, request: Parameters<typeof signUpByApi>[0]) {
  const session = await signUpByApi(request, 'refusals')
  await page.goto('/')
  await storeSession(page, session)
}

test('a date the server refuses marks its field, focuses it and keeps what was typed; fixing it saves', async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await signedIn(page, request)
  await page.goto('/settings/professional/experience/new')
  await page.getByLabel('Title').fill('Charge nurse')
  await page.getByLabel('Company').fill('St. Mary')
  const started = page.getByRole('group', { name: 'Started' })
  await started.getByLabel('Month').selectOption('3')
  await started.getByLabel('Year').fill('2020')
  await page.getByLabel('I work here now').check()

  await page.route('**/rest/professional/experience', changeBody('POST', (body) => ({ ...body, started: '2099-01' })))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(started.getByText('The date cannot be in the future.')).toBeVisible()
  await expect(started.getByLabel('Month')).toBeFocused()
  await expect(started.getByLabel('Month')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Some fields need your attention.')).toBeVisible()
  await expect(page).toHaveURL(/\/experience\/new$/)
  await expect(page.getByLabel('Title')).toHaveValue('Charge nurse')
  await expect(started.getByLabel('Year')).toHaveValue('2020')
  await expectNoAxeViolations(page)

  // Another field's edit leaves the mark; editing the date takes it away; then the save goes through.
  await page.getByLabel('Company').fill('St. Mary Hospital')
  await expect(started.getByText('The date cannot be in the future.')).toBeVisible()
  await page.unroute('**/rest/professional/experience')
  await started.getByLabel('Year').fill('2019')
  await expect(started.getByText('The date cannot be in the future.')).toBeHidden()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/settings\/professional\/experience$/)
  await expect(page.getByText('Charge nurse')).toBeVisible()
})

test('a name the server refuses with its own words is marked with the generic text, focused, and kept', async ({ page, request }) => {
  await signedIn(page, request)
  await page.goto('/settings/account')
  const last = page.getByLabel('Last name')
  await last.fill('King')
  await page.route('**/rest/profile', changeBody('PATCH', (body) => ({ ...body, lastName: '' })))
  await page.getByRole('button', { name: 'Save the name' }).click()
  await expect(page.getByText('This value was not accepted. Please check it.')).toBeVisible()
  await expect(last).toBeFocused()
  await expect(last).toHaveAttribute('aria-invalid', 'true')
  await expect(last).toHaveValue('King')
  await expectNoAxeViolations(page)
  await page.unroute('**/rest/profile')
  await page.keyboard.type('s')
  await expect(page.getByText('This value was not accepted. Please check it.')).toBeHidden()
})
