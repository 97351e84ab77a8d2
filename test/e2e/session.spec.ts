import type { Page } from '@playwright/test'
import { decodeJwt, SignJWT } from 'jose'
import { clientAddressFor, E2E_JWT_SECRET, expect, header, recordApiCalls, signOut, signUpByApi, storedSession, storeSession, test, type ApiCallSeen } from './support'

// Each test signs up through the API (two auth calls) from its own client address (see support.ts `test`).

const HOUR_S = 60 * 60
const nowS = () => Math.floor(Date.now() / 1000)

/** The server's own token with other times: same subject, email, audience and token version, signed with its secret. */
const resigned = (jwt: string, times: { iat: number; exp: number }) =>
  new SignJWT({ ...decodeJwt(jwt), ...times }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(E2E_JWT_SECRET))

const signedInHeader = (page: Page) => header(page).getByRole('button', { name: /^Account/ })
const signedOutHeader = (page: Page) => header(page).getByRole('link', { name: 'Sign in' })

const callsTo = (calls: readonly ApiCallSeen[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path)

/** Lets the page run a while longer, so a request loop would have time to show in the records. */
const quietFor = (page: Page, ms = 2000) => page.waitForTimeout(ms)

test('a token aged past 24 h is refreshed once on load, and the user stays signed in', async ({ page, request }) => {
  const account = await signUpByApi(request, 'aged')
  const aged = await resigned(account.jwt, { iat: nowS() - 25 * HOUR_S, exp: nowS() + 6 * 24 * HOUR_S })
  await page.goto('/')
  const calls = recordApiCalls(page)
  await storeSession(page, { jwt: aged, downloadToken: account.downloadToken })

  await expect(signedInHeader(page)).toBeVisible()
  await expect.poll(() => callsTo(calls, 'POST', '/rest/auth/refresh').length).toBe(1)
  await quietFor(page)
  const [refresh] = callsTo(calls, 'POST', '/rest/auth/refresh')
  expect(refresh).toMatchObject({ status: 200, bearer: aged })
  expect(callsTo(calls, 'POST', '/rest/auth/refresh')).toHaveLength(1)

  const stored = await storedSession(page)
  expect(stored.jwt).not.toBe(aged)
  expect(decodeJwt(String(stored.jwt)).iat).toBeGreaterThan(nowS() - 60)
  // Refreshed before use: the profile load after start-up carries the new token, not the aged one.
  expect(callsTo(calls, 'GET', '/rest/profile').map((call) => call.bearer)).toEqual([stored.jwt])
  await expect(signedInHeader(page)).toBeVisible()
  expect(calls.filter((call) => call.status === 401)).toEqual([])
})

test('an expired token counts as signed out, and is sent nowhere', async ({ page, request }) => {
  const account = await signUpByApi(request, 'expired')
  const expired = await resigned(account.jwt, { iat: nowS() - 8 * 24 * HOUR_S, exp: nowS() - HOUR_S })
  await page.goto('/')
  const calls = recordApiCalls(page)
  await storeSession(page, { jwt: expired, downloadToken: account.downloadToken })

  await expect(signedOutHeader(page)).toBeVisible()
  await quietFor(page)
  expect(calls.filter((call) => call.bearer !== null)).toEqual([])
  expect(calls.filter((call) => call.status === 401)).toEqual([])
  expect(callsTo(calls, 'POST', '/rest/auth/refresh')).toEqual([])
})

test('the header switches to "Sign in" when the token expires while the page is open', async ({ page, request }) => {
  const account = await signUpByApi(request, 'expiring')
  const shortLived = await resigned(account.jwt, { iat: nowS() - 60, exp: nowS() + 8 })
  await page.goto('/')
  const calls = recordApiCalls(page)
  await storeSession(page, { jwt: shortLived, downloadToken: account.downloadToken })

  await expect(signedInHeader(page)).toBeVisible()
  await expect(signedOutHeader(page)).toBeVisible({ timeout: 15_000 })
  await quietFor(page)
  expect(calls.filter((call) => call.status === 401)).toEqual([])
  expect(callsTo(calls, 'POST', '/rest/auth/refresh')).toEqual([])
})

test('a token revoked from another device: the session is cleared once (by the next call\'s 401 or by the realtime channel, whichever comes first), no loop', async ({ page, request }) => {
  const account = await signUpByApi(request, 'revoked')
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  await expect(signedInHeader(page)).toBeVisible()
  await header(page).getByRole('link', { name: 'Hireflow home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Home's own calls (recommendations, after its paint) are answered before the other device signs out.
  await quietFor(page)

  // "Another device" signs out: every token of the account up to now is revoked.
  const logout = await request.post('/rest/auth/logout', { headers: { Authorization: `Bearer ${account.jwt}` } })
  expect(logout.ok()).toBe(true)

  // Back to the account page without reloading: it asks for the profile again, with the revoked token.
  const calls = recordApiCalls(page)
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await page.goBack()
  await expect(signedOutHeader(page)).toBeVisible()
  await quietFor(page)

  // Two paths may clear the session, and either may win the race: the realtime channel ends the revoked token's
  // subscription (then the page asks nothing with it: a signed-in call still waiting for its token is refused by the
  // client without being sent, core/api's `signedIn`), or the page's own call is refused first. The profile is asked
  // at most twice (the page's own and the channel's check, when both leave before either is refused), with the revoked
  // token, and refused; nothing is ever accepted, no call goes without a token, and no other token is ever sent.
  const profileCalls = callsTo(calls, 'GET', '/rest/profile')
  expect(profileCalls.length).toBeLessThanOrEqual(2)
  for (const call of profileCalls) expect(call).toEqual({ method: 'GET', path: '/rest/profile', status: 401, bearer: account.jwt })
  // The account page asks for its sections too, side by side with the profile: each call is refused at most once,
  // none is sent again.
  const refused = calls.filter((call) => call.status === 401)
  expect(refused.every((call) => call.bearer === account.jwt)).toBe(true)
  const sections = refused.filter((call) => call.path !== '/rest/profile')
  expect(new Set(sections.map((call) => call.path)).size).toBe(sections.length)
  expect(calls.filter((call) => call.bearer === account.jwt && call.status >= 200 && call.status < 300)).toEqual([])
  // No refresh and no logout call: a revoked token is just forgotten.
  expect(calls.filter((call) => call.method === 'POST' && call.path.startsWith('/rest/auth/'))).toEqual([])
  expect(await storedSession(page)).toEqual({ jwt: null, downloadToken: null, profile: null })
  // Leaving the page that needs login is the navigation guard's: once, to sign in and back (or home without it).
  const left = visited.filter((path) => path !== '/settings/account')
  expect(left).toHaveLength(1)
  if (left[0] === '/login') {
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings/account')
  }
})

test('signed out on another device: this page shows "Sign in" by itself, told by the realtime channel (one profile check, refused)', async ({ page, request, browser, baseURL }, testInfo) => {
  const account = await signUpByApi(request, 'revoked-live')
  // Page A: signed in on the account page, its channel up (the private topics answered).
  // Whether the page's newest socket has had its SUBSCRIBE to the notifications answered.
  const sockets: { subscribed: boolean }[] = []
  page.on('websocket', (socket) => {
    const seen = { subscribed: false }
    sockets.push(seen)
    socket.on('framereceived', (frame) => {
      if (/"type":"response".*"path":"\/rest\/notifications"/.test(String(frame.payload))) seen.subscribed = true
    })
  })
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  await expect(signedInHeader(page)).toBeVisible()
  await expect.poll(() => sockets.at(-1)?.subscribed ?? false, { timeout: 20_000 }).toBe(true)
  await quietFor(page)
  const calls = recordApiCalls(page)

  // Page B, another device (its own browser context, its own token of the same account), signs out through the
  // header: its logout revokes every token of the account up to now, page A's too.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(testInfo) } })
  try {
    const refreshed = await request.post('/rest/auth/refresh', { data: {}, headers: { Authorization: `Bearer ${account.jwt}` } })
    expect(refreshed.ok()).toBe(true)
    const { jwt } = (await refreshed.json()) as { jwt: string }
    const pageB = await other.newPage()
    await pageB.goto('/')
    await storeSession(pageB, { jwt })
    await expect(signedInHeader(pageB)).toBeVisible()
    await signOut(pageB)
  } finally {
    await other.close()
  }

  // Page A, untouched: the channel ends its subscriptions with a 401, the app checks the session once with the
  // revoked token, the 401 rule clears it, and the guard leaves the account page.
  await expect(signedOutHeader(page)).toBeVisible({ timeout: 5_000 })
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings/account')
  await quietFor(page)
  expect(callsTo(calls, 'GET', '/rest/profile')).toEqual([{ method: 'GET', path: '/rest/profile', status: 401, bearer: account.jwt }])
  expect(calls.filter((call) => call.bearer === account.jwt && call.status !== 401)).toEqual([])
  expect(await storedSession(page)).toEqual({ jwt: null, downloadToken: null, profile: null })
})

test("a revoked token due for refresh: the page's calls waiting for the refresh go nowhere once it is refused", async ({ page, request }) => {
  const account = await signUpByApi(request, 'cleared')
  // Aged past 24 h, so every call waits for its refresh; then revoked from another device.
  const aged = await resigned(account.jwt, { iat: nowS() - 25 * HOUR_S, exp: nowS() + HOUR_S })
  const logout = await request.post('/rest/auth/logout', { headers: { Authorization: `Bearer ${account.jwt}` } })
  expect(logout.ok()).toBe(true)
  await page.goto('/')
  // Stored without a reload (storeSession's): the next page's start is the first to read it.
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value))
  }, { jwt: aged, downloadToken: account.downloadToken })

  // The account page's calls (the profile, its sections) wait for the refresh, which is refused and clears the
  // session. Those calls are for the signed-in only: the client refuses them itself (core/api's `signedIn`) instead of
  // sending them without a token; the navigation guard then sends the visitor to sign in.
  const calls = recordApiCalls(page)
  await page.goto('/settings/account')
  await expect(page).toHaveURL(/\/login\?redirect=\/settings\/account$/)
  await quietFor(page)
  expect(callsTo(calls, 'POST', '/rest/auth/refresh')).toEqual([{ method: 'POST', path: '/rest/auth/refresh', status: 401, bearer: aged }])
  expect(calls.filter((call) => call.status === 401 && call.path !== '/rest/auth/refresh')).toEqual([])
  expect(calls.filter((call) => call.bearer === null && call.path !== '/rest/auth/providers')).toEqual([])
  expect(await storedSession(page)).toEqual({ jwt: null, downloadToken: null, profile: null })
})
