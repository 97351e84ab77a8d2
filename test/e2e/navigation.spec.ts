import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, header, recordApiCalls, signUpByApi, storeSession, test } from './support'

// The navigation guard in the real app: sign-in and back, the session ending on a page that needs login (once,
// no loop), sign-out, the "Changes Not Saved" dialog, the settings menu and the legacy settings addresses. Each test
// calls the auth routes from its own client address (support.ts `test`).

const PASSWORD = 'correct horse battery staple'

const accountHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Account settings' })
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Changes Not Saved' })

/** A new account (sign-up code through the API), signed in on `page` with its stored session. */
async function signedIn(page: Page, request: APIRequestContext, label: string) {
  const account = await signUpByApi(request, label)
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
  return account
}

/** Every address the page's URL takes from now on (full loads and history changes alike). */
function urlsVisited(page: Page): string[] {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
  })
  return urls
}

const LOGIN_FOR_ACCOUNT = '/login?redirect=/settings/account'

test('/settings/account signed out goes to sign-in with the way back, and back after signing in', async ({ page, request }) => {
  const account = await signUpByApi(request, 'guard-back')
  expect((await request.post('/rest/auth/password', { data: { password: PASSWORD }, headers: { Authorization: `Bearer ${account.jwt}` } })).ok()).toBe(true)
  await page.goto('/settings/account')
  await expect(page).toHaveURL(new RegExp(`${LOGIN_FOR_ACCOUNT.replace(/[?/]/g, '\\$&')}$`))
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(accountHeading(page)).toBeVisible()
})

test('the session cleared in another tab sends this one to sign-in exactly once', async ({ page, context, request }) => {
  await signedIn(page, request, 'guard-tab')
  await page.goto('/settings/account')
  await expect(accountHeading(page)).toBeVisible()
  const urls = urlsVisited(page)
  const calls = recordApiCalls(page)

  const other = await context.newPage()
  await other.goto('/')
  await other.evaluate(() => ['jwt', 'downloadToken', 'profile'].forEach((key) => localStorage.removeItem(key)))

  await expect(page).toHaveURL(/\/login\?redirect=\/settings\/account$/)
  await page.waitForTimeout(2000) // a loop would show by now
  expect(urls.filter((url) => url.startsWith('/login'))).toEqual([LOGIN_FOR_ACCOUNT])
  expect(urls.at(-1)).toBe(LOGIN_FOR_ACCOUNT)
  expect(calls.length).toBeLessThanOrEqual(2)
  await other.close()
})

test('a revoked token: the 401 clears the session and the guard sends the user to sign in once, no request loop', async ({ page, request }) => {
  const account = await signedIn(page, request, 'guard-revoked')
  await page.goto('/settings/account')
  await expect(accountHeading(page)).toBeVisible()
  await page.waitForLoadState('networkidle') // the page's own calls are done: the next one is the user's save
  // Revoked on the server behind the app's back (as another device signing out would).
  expect((await request.post('/rest/auth/logout', { headers: { Authorization: `Bearer ${account.jwt}` } })).ok()).toBe(true)
  const urls = urlsVisited(page)
  const calls = recordApiCalls(page)

  // Either the save's 401 clears the session, or the realtime channel first (the server ends the revoked token's
  // subscriptions and the app checks the session: docs/decisions.md); the page may have left before the save.
  await page
    .getByLabel('First name')
    .fill('Augusta', { timeout: 3000 })
    .then(() => page.getByRole('button', { name: 'Save the name' }).click({ timeout: 3000 }))
    .catch(() => undefined)

  await expect(page).toHaveURL(/\/login\?redirect=\/settings\/account$/)
  await page.waitForTimeout(2000)
  expect(urls.filter((url) => url.startsWith('/login'))).toEqual([LOGIN_FOR_ACCOUNT])
  expect(calls.filter((call) => call.status === 401).length).toBeLessThanOrEqual(2)
  expect(calls.length).toBeLessThanOrEqual(4)
})

test('signing out on /settings/account goes home', async ({ page, request }) => {
  await signedIn(page, request, 'guard-out')
  await page.goto('/settings/account')
  await expect(accountHeading(page)).toBeVisible()
  const urls = urlsVisited(page)
  await header(page).getByRole('button', { name: /^Account/ }).click()
  await header(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.waitForTimeout(1000)
  expect(urls.filter((url) => url.startsWith('/login'))).toEqual([])
})

test('leaving unsaved changes asks "Changes Not Saved": Cancel stays, Continue leaves', async ({ page, request }) => {
  await signedIn(page, request, 'guard-dirty')
  // Reached inside the app, so Back is a history step the app sees (not a page load).
  await header(page).getByRole('button', { name: /^Account/ }).click()
  await header(page).getByRole('link', { name: 'Account settings' }).click()
  await expect(accountHeading(page)).toBeVisible()
  await page.getByLabel('First name').fill('Augusta')
  const findAJob = header(page).getByRole('link', { name: 'Find a job' })

  await findAJob.click()
  await expect(leaveDialog(page)).toBeVisible()
  await expect(leaveDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectNoAxeViolations(page)
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(page.getByLabel('First name')).toHaveValue('Augusta')

  await findAJob.click()
  await expect(leaveDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(leaveDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/settings\/account$/)

  await page.goBack()
  await expect(leaveDialog(page)).toBeVisible()
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/settings\/account$/)

  await findAJob.click()
  await leaveDialog(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(leaveDialog(page)).toBeHidden()
})

test('closing the tab with unsaved changes lets the browser ask first', async ({ page, request }) => {
  await signedIn(page, request, 'guard-unload')
  await page.goto('/settings/account')
  await page.getByLabel('First name').fill('Augusta')
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
})

test('the settings menu shows the pages that exist; legacy addresses lead to them', async ({ page, request }) => {
  await signedIn(page, request, 'guard-menu')
  await page.goto('/settings/general/password')
  await expect(page).toHaveURL(/\/settings\/account#password$/)
  await expect(accountHeading(page)).toBeVisible()

  const menu = page.getByRole('navigation', { name: 'Settings' })
  await expect(menu.getByRole('link')).toHaveText([
    'Account settings', 'Professional profile', 'Personal information', 'Background', 'Phones', 'Experience', 'Skills', 'My resumes', 'Communication settings',
  ])
  await expect(menu.getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page')

  const toggle = header(page).getByRole('button', { name: /^Account/ })
  await toggle.click()
  const accountMenu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  const professional = ['Personal information', 'Background', 'Phones', 'Experience', 'Skills', 'My resumes']
  await expect(accountMenu.getByRole('listitem')).toHaveText(['Saved jobs', 'Account settings', `Professional profile${professional.join('')}`, ...professional, 'Communication settings', 'Sign out'])
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()

  await page.goto('/settings/general/account')
  await expect(page).toHaveURL(/\/settings\/account$/)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/account$/)
  // The address changes before the page it leads to has rendered (its chunk may still be loading): axe reads that one.
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a menu opened while the next page loads stays open when that page renders: its heading does not take the focus', async ({ page, request }) => {
  await signedIn(page, request, 'guard-menu')
  // The news page renders once its list is answered: held here, the user opens the account menu meanwhile.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/content/news', async (route) => {
    await held
    await route.continue()
  })
  await header(page).getByRole('link', { name: 'News' }).click()
  const toggle = header(page).getByRole('button', { name: /^Account/ })
  await toggle.click()
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(page).toHaveURL(/\/news$/)
  // The heading's focus move runs a frame or more after the render.
  await page.waitForTimeout(500)
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(toggle).toBeFocused()
})
