import type { APIRequestContext, Page } from '@playwright/test'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, freshEmail, header, mailedResetCode, mailedSignUpCode, scrollsHorizontally, storeSession, test } from './support'

/*
 * Issue 9, the account defects 1, 2, 3, 4, 9 and 11 and the greetings: each journey failed before its fix. Keyboard
 * only where the user acts, at 360 px in dark mode, with axe on what changed.
 */

const PASSWORD = 'violet kettle under marble'

test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' })

/** A new account with a password (Ada Lovelace), made through the API as the other journeys do. */
async function accountWithPassword(request: APIRequestContext, label: string) {
  const email = freshEmail(label)
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login?timezoneOffset=0', {
    data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace', password: PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const { jwt, downloadToken } = (await login.json()) as { jwt: string; downloadToken: string }
  return { email, jwt, downloadToken }
}

/** Signed in on `page` with a new account, on the account page. */
async function onAccountPage(page: Page, request: APIRequestContext, label: string) {
  const account = await accountWithPassword(request, label)
  await page.goto('/')
  await storeSession(page, account)
  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  return account
}

/** The newest sign-in link mailed to `email`, read from the development mail viewer. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const mails = await (await request.get('/dev/mail')).text()
    const mail = mails.split('<article').find((article) => article.includes(`>${email}<`))
    link = mail?.match(/https?:\/\/[^\s<"]+\/login\/email-link\?[^\s<"]+/)?.[0]?.replaceAll('&amp;', '&')
    expect(link).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return link ?? ''
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Changes Not Saved' })
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text)

// At desktop width: at 360 px "Find a job" sits in the header's menu, which closes when its link is followed.
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('defects 1 and 9: Continue discards the typed name (even after a reload); Escape gives the focus back to Find a job', async ({ page, request }) => {
    await onAccountPage(page, request, 'discard')
    const lastName = page.getByLabel('Last name')
    await lastName.fill('Byron')
    const findAJob = header(page).getByRole('link', { name: 'Find a job' })
    await findAJob.focus()
    await page.keyboard.press('Enter')
    await expect(leaveDialog(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(leaveDialog(page)).toBeHidden()
    await expect(findAJob).toBeFocused()
    await expect(lastName).toHaveValue('Byron')

    await page.keyboard.press('Enter')
    await expect(leaveDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(leaveDialog(page).getByRole('button', { name: 'Continue' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/settings\//)
    // After the route change the focus is on the new page's heading, not on <body>.
    await expect(page.locator('main h1')).toBeFocused()

    await page.goto('/settings/account')
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace')
    await page.reload()
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace')
    await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
  })
})

test('defect 2: a fresh tab on /login/verify-code?email= asks the code and the names and creates the account; without an email each screen says what to do', async ({ page, request, browser }) => {
  const email = freshEmail('fresh-code')
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)

  await page.goto(`/login/verify-code?email=${encodeURIComponent(email)}&redirect=/settings/account`)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(`Enter the code we sent to ${email}.`)).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await page.getByLabel('Sign-up code').fill(code)
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm the password').fill(PASSWORD)
  await page.getByLabel('Confirm the password').press('Enter')
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible() // the code returns too
  // The confirmation after sign-up.
  await expect(toast(page, 'Welcome to Hireflow, Grace! Your account is ready.')).toBeVisible()

  const freshTab = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' })
  const fresh = await freshTab.newPage()
  await fresh.goto('/login/verify-code')
  await expect(fresh.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(fresh.getByText(/does not say which email address the code went to/)).toBeVisible()
  await expectNoAxeViolations(fresh)
  await fresh.getByRole('link', { name: 'Start the sign-up again' }).click()
  await expect(fresh.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()

  await fresh.goto('/login/link-sent')
  await expect(fresh.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(fresh.getByText('We sent a sign-in link to')).toHaveCount(0)
  await expect(fresh.getByText(/does not say which email address the link went to/)).toBeVisible()
  await expectNoAxeViolations(fresh)
  await fresh.getByRole('link', { name: 'Ask for a new sign-in link' }).click()
  await expect(fresh.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible()
  await freshTab.close()
})

test('defect 3: an error goes as soon as its field is valid again, on sign-up and in the settings', async ({ page, request }) => {
  await page.goto('/login/sign-up')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill('grace@')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm the password').fill('other')
  await page.getByLabel('Confirm the password').press('Enter')
  for (const error of ['Invalid email address.', 'Password is too short.', 'Passwords do not match.']) await expect(page.getByText(error)).toBeVisible()

  await page.getByLabel('Email').fill(freshEmail('errors'))
  await expect(page.getByText('Invalid email address.')).toBeHidden()
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await expect(page.getByText(/^Password strength: (Good|Strong|Very strong)$/)).toBeVisible()
  await expect(page.getByText('Password is too short.')).toBeHidden()
  await expect(page.getByText('Passwords do not match.')).toBeVisible() // still true: the confirmation differs
  await page.getByLabel('Confirm the password').fill(PASSWORD)
  await expect(page.getByText('Passwords do not match.')).toBeHidden()
  await expectNoAxeViolations(page)

  await onAccountPage(page, request, 'errors-settings')
  await page.getByLabel('Current password').fill('not my password at all')
  await page.getByLabel('New password', { exact: true }).fill('tangerine orbit glacier')
  await page.getByLabel('Confirm the new password').fill('tangerine orbit glacier')
  await page.getByLabel('Confirm the new password').press('Enter')
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  await page.getByLabel('Current password').fill(PASSWORD)
  await expect(page.getByText('The current password is not correct.')).toBeHidden()
  await expect(page.getByLabel('Current password')).not.toHaveAttribute('aria-invalid', 'true')
})

test('defect 4: the mailed sign-in link returns to the page that asked for sign-in, and welcomes back by name', async ({ page, request }) => {
  const { email } = await accountWithPassword(request, 'link-redirect')
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login\?redirect=\/settings\/account/)
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Email' }).press('Enter')
  await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible()

  const link = await mailedLink(request, email)
  expect(new URL(link).searchParams.get('redirect')).toBe('/settings/account')
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(toast(page, 'Welcome back, Ada!')).toBeVisible()
})

test('defect 11: signing out with typed new email text asks first; Cancel keeps the session and the text, Continue signs out', async ({ page, request }) => {
  await onAccountPage(page, request, 'sign-out-dirty')
  const newEmail = page.getByLabel('New email address')
  await newEmail.fill('ada.new@example.com')
  const toggle = header(page).getByRole('button', { name: 'Account of Ada Lovelace' })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await header(page).getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(leaveDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(leaveDialog(page)).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(newEmail).toHaveValue('ada.new@example.com')

  await newEmail.fill('')
  await page.getByLabel('New password', { exact: true }).fill('half a new pass')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await header(page).getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(leaveDialog(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('welcome back by name after a password sign-in, and a confirmation after a password reset, which returns where it was asked from', async ({ page, request }) => {
  const { email } = await accountWithPassword(request, 'welcome')
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel('Password').press('Enter')
  await expect(toast(page, 'Welcome back, Ada!')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.context().clearCookies()
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()))
  await page.goto('/login/forgot-password?redirect=/settings/account')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Email').press('Enter')
  await page.getByLabel('Reset code').fill(await mailedResetCode(request, email))
  await page.getByLabel('New password', { exact: true }).fill('tangerine orbit glacier')
  await page.getByLabel('Confirm the new password').fill('tangerine orbit glacier')
  await page.getByLabel('Confirm the new password').press('Enter')
  await expect(toast(page, 'Your new password is set. Welcome back, Ada!')).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible() // a reset returns too
})
