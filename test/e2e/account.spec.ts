import type { APIRequestContext, Page } from '@playwright/test'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, freshEmail, header, mailedSignUpCode, recordApiCalls, scrollsHorizontally, signOut, test } from './support'
import { REVOKED_CHECK_DELAY_MS } from '../../machines/realtime/realtimeServices'

const FIRST_PASSWORD = 'violet kettle under marble'
const NEW_PASSWORD = 'tangerine orbit glacier'

test('sign up with a password, rename the account, change the password, sign in with the new one', async ({ page, request }) => {
  const email = freshEmail('account')
  await page.goto('/login/sign-up')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('password1')
  await expect(page.getByText('Password strength: Weak')).toBeVisible()
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Weak')
  await page.getByLabel('Confirm the password').fill('password1')
  await page.getByRole('button', { name: 'Send the code' }).click()
  await expect(page.getByText('Password is not complex enough.')).toBeVisible()
  await expect(password).toBeFocused()

  await password.fill(FIRST_PASSWORD)
  await expect(page.getByText(/^Password strength: (Good|Strong|Very strong)$/)).toBeVisible()
  await page.getByLabel('Confirm the password').fill(`${FIRST_PASSWORD}!`)
  await page.getByRole('button', { name: 'Send the code' }).click()
  await expect(page.getByText('Passwords do not match.')).toBeVisible()
  await page.getByLabel('Confirm the password').fill(FIRST_PASSWORD)
  await page.getByRole('button', { name: 'Send the code' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.getByLabel('Sign-up code').fill(await mailedSignUpCode(request, email))
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(header(page).getByRole('button', { name: 'Account of Grace Hopper' })).toBeVisible()

  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Grace')
  await page.getByLabel('First name').fill('Augusta')
  await page.getByLabel('Last name').fill('King')
  await page.reload() // an unsaved name survives a reload
  await expect(page.getByLabel('First name')).toHaveValue('Augusta')
  await expect(page.getByLabel('Last name')).toHaveValue('King')
  await page.getByRole('button', { name: 'Save the name' }).click()
  await expect(page.getByText('Your name is saved.')).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Account of Augusta King' })).toBeVisible()

  await page.getByLabel('Current password').fill('not my password at all')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change the password' }).click()
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toBeFocused()
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD)

  await page.getByLabel('Current password').fill(FIRST_PASSWORD)
  const calls = recordApiCalls(page)
  await page.getByRole('button', { name: 'Change the password' }).click()
  await expect(page.getByText('Your password is changed.')).toBeVisible()
  // The change revokes the older tokens, and the realtime channel may hear of it before the change's answer brings
  // the new one: no session check is made with the replaced token (it earned a 401 and a console error).
  await page.waitForTimeout(REVOKED_CHECK_DELAY_MS + 1000)
  expect(calls.filter((call) => call.status === 401)).toEqual([])
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')
  await page.reload() // the new tokens were kept: still signed in
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Account of Augusta King' })).toBeVisible()

  await signOut(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(FIRST_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.')
  await page.getByLabel('Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(header(page).getByRole('button', { name: 'Account of Augusta King' })).toBeVisible()
})

/** A new account made with a mailed code (so without a password), signed in on `page` as a login would leave it. */
async function signedInWithoutPassword(page: Page, request: APIRequestContext, label: string) {
  const email = freshEmail(label)
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login?timezoneOffset=0', { data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' } })
  const answer = (await login.json()) as { jwt: string; downloadToken: string; profile: unknown }
  await page.goto('/')
  await page.evaluate((stored) => {
    localStorage.setItem('jwt', JSON.stringify(stored.jwt))
    localStorage.setItem('downloadToken', JSON.stringify(stored.downloadToken))
    localStorage.setItem('profile', JSON.stringify(stored.profile))
  }, answer)
  return email
}

test('an account made with a mailed code sets a password at /settings/account#password', async ({ page, request }) => {
  await signedInWithoutPassword(page, request, 'setpw')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/settings/account#password')
  const section = page.locator('#password')
  await expect(section.getByText('Your account has no password yet', { exact: false })).toBeVisible()
  await expect(section.getByLabel('Current password')).toHaveCount(0)
  await section.getByRole('button', { name: 'Set the password' }).click()
  await expect(section.getByText('Password is required.')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await section.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD)
  await section.getByLabel('Confirm the new password').fill(FIRST_PASSWORD)
  await expect(section.getByRole('meter')).toBeVisible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await section.getByRole('button', { name: 'Set the password' }).click()
  await expect(section.getByText('Your password is set.')).toBeVisible()
  await expect(section.getByLabel('Current password')).toBeVisible() // now a change, not a set
})

test('changing the email: a link mailed to the new address confirms it while signed in', async ({ page, request }) => {
  const email = await signedInWithoutPassword(page, request, 'oldmail')
  const newEmail = freshEmail('newmail')
  await page.goto('/settings/account')
  await page.getByLabel('New email address').fill(newEmail)
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible()

  let link = ''
  await expect(async () => {
    const viewer = await (await request.get('/dev/mail')).text()
    const mail = viewer.split('<article').find((article) => article.includes(`>${newEmail}<`))
    link = mail?.match(/https?:\/\/\S+\/settings\/change-email\/[\w-]+/)?.[0] ?? ''
    expect(link).not.toBe('')
  }).toPass({ timeout: 10_000 })
  await page.goto(link)
  await expect(page.getByText(`Make ${newEmail} the email address of your Hireflow account?`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Change the email address' }).click()
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible()
  await page.getByRole('link', { name: 'Back to account settings' }).click()
  await expect(page.locator('.account-section__email')).toHaveText(newEmail)
  await page.reload() // the new tokens were kept
  await expect(page.locator('.account-section__email')).toHaveText(newEmail)
  expect(email).not.toBe(newEmail)

  await page.goto(link) // works once
  await expect(page.getByRole('alert')).toHaveText('This email change link has expired or was already used. Ask for a new one in your account settings.')
})
