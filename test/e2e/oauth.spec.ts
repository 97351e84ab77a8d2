import type { APIRequestContext, Page } from '@playwright/test'
import type { FakeUser } from '../support/fakeOAuthProvider'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { fakeOAuthOriginOf } from './servers'
import { actAsIfGoogleConfigured, expect, expectNoAxeViolations, freshEmail, mailedSignUpCode, scrollsHorizontally, storedSession, test } from './support'

const A_STATE = 'A'.repeat(43)

/** Chooses who the fake provider (started by playwright.config.ts) signs in next: a fresh member by default. */
async function nextMember(request: APIRequestContext, member: Partial<FakeUser> = {}): Promise<FakeUser> {
  const chosen: FakeUser = { subject: `member-${Date.now()}-${Math.random()}`, email: freshEmail('oauth'), emailVerified: true, firstName: 'Lin', lastName: 'Kedin', ...member }
  const origin = fakeOAuthOriginOf(test.info().parallelIndex)
  expect((await request.post(`${origin}/control/next-user`, { data: chosen })).ok()).toBe(true)
  return chosen
}

/** Every request the page makes for Google's one-tap script (answered with an empty script: no network here). */
async function watchGoogleScript(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route('https://accounts.google.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return requested
}

test('Continue with LinkedIn signs in through the provider and lands on the page that asked for it', async ({ page, request }) => {
  const member = await nextMember(request)
  const googleScript = await watchGoogleScript(page)
  await page.goto('/login?redirect=/settings/account')
  const button = page.getByRole('button', { name: 'Continue with LinkedIn' })
  await expect(button).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible()
  await button.click()
  await page.waitForURL(/\/settings\/account$/)
  await expect(page.getByText(member.email ?? '').first()).toBeVisible()
  await expect.poll(async () => typeof (await storedSession(page)).jwt).toBe('string')
  expect(await page.evaluate(() => sessionStorage.getItem('hireflow.oauthFlow'))).toBeNull()
  // Back to the callback address: its code and state were used up, so nothing signs in twice.
  await page.goBack()
  await expect(page).not.toHaveURL(/code=/)
  expect(googleScript).toEqual([]) // Google is not configured on the e2e server
})

test('the provider buttons work with the keyboard, at 360 px and without axe violations', async ({ page, request }) => {
  await nextMember(request)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/login/sign-up')
  const button = page.getByRole('button', { name: 'Continue with LinkedIn' })
  await expect(button).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await button.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/') // no redirect asked for: home
  await expect.poll(async () => typeof (await storedSession(page)).jwt).toBe('string')
})

test('Facebook cannot sign in to the account of an email it has not verified', async ({ page, request }) => {
  const email = freshEmail('taken')
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  expect((await request.post('/rest/auth/login', { data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' } })).ok()).toBe(true)
  await nextMember(request, { email })
  await page.goto('/login')
  await page.getByRole('button', { name: 'Continue with Facebook' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'An account already uses this email address, and Facebook has not confirmed that it is yours. Sign in with your email or password instead.',
  )
  expect((await storedSession(page)).jwt).toBeNull()
})

test('a return without a flow started in this tab signs no one in and offers the way back', async ({ page }) => {
  await page.goto(`/login/callback/linkedin?code=someone-elses-code&state=${A_STATE}`)
  await expect(page.getByRole('alert')).toHaveText('This sign-in was already used or has expired. Please start again.')
  expect((await storedSession(page)).jwt).toBeNull()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('a sign-in cancelled at the provider says so', async ({ page }) => {
  await page.goto(`/login/callback/microsoft?error=access_denied&state=${A_STATE}`)
  await expect(page.getByRole('alert')).toHaveText('Signing in with Microsoft was cancelled.')
})

test('Google one-tap loads on the sign-in screen only when Google is configured, never on a callback page', async ({ page }) => {
  await actAsIfGoogleConfigured(page) // with the Content-Security-Policy the server sends then
  const googleScript = await watchGoogleScript(page)
  await page.goto(`/login/callback/facebook?error=access_denied&state=${A_STATE}`)
  await expect(page.getByRole('alert')).toBeVisible()
  expect(googleScript).toEqual([])
  await page.goto('/about')
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible()
  await expect.poll(() => googleScript.length).toBe(1)
})
