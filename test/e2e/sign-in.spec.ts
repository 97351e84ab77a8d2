import type { APIRequestContext, Page } from '@playwright/test'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, freshEmail, header, mailedResetCode, mailedSignUpCode, scrollsHorizontally, signOut, test } from './support'

const PASSWORD = 'correct horse battery staple'

/** The newest sign-in link mailed to `email`, read from the development mail viewer. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const page = await (await request.get('/dev/mail')).text()
    const mail = page.split('<article').find((article) => article.includes(`>${email}<`))
    link = mail?.match(/https?:\/\/\S+\/login\/email-link\?token=[\w-]+/)?.[0]
    expect(link).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return link ?? ''
}

/** Creates an account with a password through the API (sign-up code from the mail viewer, then set a password). */
async function createAccount(request: APIRequestContext, label: string) {
  const email = freshEmail(label)
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login', {
    data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(login.ok()).toBe(true)
  const { jwt } = (await login.json()) as { jwt: string }
  const password = await request.post('/rest/auth/password', { data: { password: PASSWORD }, headers: { Authorization: `Bearer ${jwt}` } })
  expect(password.ok()).toBe(true)
  return { email, password: PASSWORD }
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Fills the sign-up form on screen (Grace Hopper, `email`, the test password) and sends it. */
async function sendSignUpForm(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm the password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Send the code' }).click()
}

test('sign up with a mailed code, sign out, sign in with the password', async ({ page, request }) => {
  const email = freshEmail('signup')
  await page.goto('/')
  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: /Create an account/ }).click()
  await sendSignUpForm(page, email)
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.getByLabel('Sign-up code').fill(await mailedSignUpCode(request, email))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await signOut(page)
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('profile')])).toEqual([null, null])
  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await signIn(page, email, PASSWORD)
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()
})

test('a wrong password says so and keeps the email', async ({ page, request }) => {
  const { email } = await createAccount(request, 'wrong')
  await page.goto('/login')
  await signIn(page, email, 'not the password')
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('the form says what is missing before sending anything', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('ada@')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Invalid email address.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
})

test('/settings/account signed out goes to sign-in and back, then shows the account', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'guard')
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login\?redirect=\/settings\/account$/)
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(page.getByText('Ada Lovelace')).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  await signOut(page)
  await expect(page).toHaveURL(/\/$/)
})

test('the account menu reaches the settings; /settings redirects there', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'menu')
  await page.goto('/login?redirect=/settings')
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/settings\/account$/)
  await page.goto('/')
  await header(page).getByRole('button', { name: /^Account/ }).click()
  await header(page).getByRole('link', { name: 'Account settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
})

test('never redirects off the site after signing in', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'redirect')
  await page.goto('/login?redirect=https://evil.example/')
  await signIn(page, email, password)
  await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
  expect(page.url()).toBe(new URL('/', page.url()).href)
})

test('signing out in another tab signs this one out', async ({ page, context, request }) => {
  const { email, password } = await createAccount(request, 'tabs')
  await page.goto('/login')
  await signIn(page, email, password)
  await expect(header(page).getByRole('button', { name: /^Account/ })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/')
  await signOut(other)
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('signs in with the keyboard alone', async ({ page, request }) => {
  const { email, password } = await createAccount(request, 'keys')
  await page.goto('/login')
  await page.getByLabel('Email').focus()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  const menu = header(page).getByRole('button', { name: /^Account/ })
  await expect(menu).toBeVisible()
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(header(page).getByRole('link', { name: 'Account settings' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(header(page).getByRole('link', { name: 'Account settings' })).toBeHidden()
  await expect(menu).toBeFocused()
})

test('forgot the password: a mailed reset code sets a new one and signs in; the new password works', async ({ page, request }) => {
  const { email } = await createAccount(request, 'reset')
  const newPassword = 'a brand new passphrase'
  await page.goto('/login?redirect=/settings/account')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the reset code' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  await page.getByRole('button', { name: 'Reset the password' }).click()
  await expect(page.getByText('Reset code is required.')).toBeVisible()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await expect(page.getByLabel('Reset code')).toBeFocused()
  await page.getByLabel('Reset code').fill(await mailedResetCode(request, email))
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Reset the password' }).click()
  await expect(page.getByText('Password is too short.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm the new password').fill(`${newPassword}!`)
  await page.getByRole('button', { name: 'Reset the password' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await page.getByLabel('Confirm the new password').fill(newPassword)
  await page.getByRole('button', { name: 'Reset the password' }).click()
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()

  await signOut(page)
  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await signIn(page, email, newPassword)
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
})

test('signs in by following a mailed link, which works only once', async ({ page, request, browser }) => {
  const { email } = await createAccount(request, 'link')
  await page.goto('/login')
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Email me the link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible()
  await expectNoAxeViolations(page)

  const link = await mailedLink(request, email)
  await page.goto(link)
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  const otherBrowser = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const elsewhere = await otherBrowser.newPage()
  await elsewhere.goto(link)
  await expect(elsewhere.getByRole('alert')).toHaveText('This sign-in link is not valid any more. Ask for a new one.')
  await expectNoAxeViolations(elsewhere)
  expect(await scrollsHorizontally(elsewhere)).toBe(false)
  await elsewhere.getByRole('link', { name: 'Ask for a new sign-in link' }).click()
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible()
  await otherBrowser.close()
})

// --- the sign-in flow (machines/signIn.machine.ts): the e parameter, skipping verification, reload ---

/** The token of the newest sign-in link mailed to `email`. */
const mailedLinkToken = async (request: APIRequestContext, email: string) => new URL(await mailedLink(request, email)).searchParams.get('token') ?? ''

/** Fills the sign-up form (names, email, password) and sends it; the code screen follows. */
async function startSignUp(page: Page, email: string) {
  await page.goto('/login/sign-up')
  await sendSignUpForm(page, email)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await expect(page).toHaveURL(/\/login\/verify-code\?email=/)
}

test('/?e=<link token> on any page signs in and takes e out of the address', async ({ page, request }) => {
  const { email } = await createAccount(request, 'eparam')
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'link' } })).status()).toBe(202)
  const token = await mailedLinkToken(request, email)
  await page.goto(`/?e=${token}`)
  await expect(header(page).getByRole('button', { name: 'Account of Ada Lovelace' })).toBeVisible()
  await expect(page).toHaveURL(new URL('/', page.url()).href)

  await page.goto(`/about?from=mail&e=${token}`)
  // The toast's text: its live region holds only fixed-position stacks, so the region itself has no box.
  await expect(page.getByRole('status').getByText('This sign-in link is not valid any more')).toBeVisible()
  await expect(page).toHaveURL(/\/about\?from=mail$/)
})

test('choosing another sign-in option on the code screen skips the verification and keeps the email', async ({ page }) => {
  const email = freshEmail('skip')
  await startSignUp(page, email)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Sign in with a password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
})

test('a reload on the code screen asks for the password again, and the account is created with it', async ({ page, request }) => {
  const email = freshEmail('reload')
  const chosenAgain = 'tangerine orbit glacier lantern'
  await startSignUp(page, email)
  await page.reload()
  await expect(page.getByText(`Enter the code we sent to ${email}.`)).toBeVisible()
  await expect(page.getByText('Choose the password for your new account.')).toBeVisible()
  expect(page.url()).not.toContain('tangerine')
  await page.getByLabel('Sign-up code').fill(await mailedSignUpCode(request, email))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Password is required.')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(chosenAgain)
  await page.getByLabel('Confirm the password').fill('tangerine orbit glacier')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm the password').fill(chosenAgain)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()

  await signOut(page)
  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await signIn(page, email, chosenAgain)
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()
})

test('"Send a new code" says the code was sent, until the next edit', async ({ page }) => {
  const email = freshEmail('resend')
  await startSignUp(page, email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(page.locator('.auth-form').getByRole('status')).toHaveText(`We sent a new code to ${email}.`)
  await expectNoAxeViolations(page)
  await page.getByLabel('Sign-up code').fill('1')
  await expect(page.getByText(`We sent a new code to ${email}.`)).toHaveCount(0)
})

test('the email typed on one sign-in screen is there on the next', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await page.goto('/login/password?email=bob@example.com')
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('bob@example.com')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
})

test.describe('accessibility', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  const screens = [
    ['/login', 'light'],
    ['/login', 'dark'],
    ['/login/sign-up', 'light'],
    ['/login/forgot-password', 'dark'],
    ['/login/reset-password?email=ada@example.com', 'light'],
    ['/login/request-link', 'light'],
    ['/login/password?email=ada@example.com', 'dark'],
  ] as const
  for (const [path, colorScheme] of screens) {
    test(`${path} has no axe violations in ${colorScheme} mode and fits 360 px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.locator('.auth-form button[type="submit"]').click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectNoAxeViolations(page)
      expect(await scrollsHorizontally(page)).toBe(false)
    })
  }

  test('the code screen fits 360 px with a long email address in its sentence', async ({ page }) => {
    const email = freshEmail('a-rather-long-address-for-a-small-phone-screen')
    await startSignUp(page, email)
    await expect(page.getByText(`Enter the code we sent to ${email}.`)).toBeVisible()
    expect(await scrollsHorizontally(page)).toBe(false)
  })

  test('the signed-in account page and open menu have no axe violations', async ({ page, request }) => {
    const { email, password } = await createAccount(request, 'axe')
    await page.goto('/login?redirect=/settings/account')
    await signIn(page, email, password)
    await expect(page.getByText(email)).toBeVisible()
    await header(page).getByRole('button', { name: /^Account/ }).click()
    await expectNoAxeViolations(page)
    expect(await scrollsHorizontally(page)).toBe(false)
  })
})
