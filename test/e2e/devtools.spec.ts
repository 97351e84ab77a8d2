import type { Page, WebSocket } from '@playwright/test'
import { E2E_IMPERSONATION_KEY, expect, expectFitsPhoneInDark, expectNoAxeViolations, header, searchForm, signUpByApi, storedSession, storeSession, test } from './support'

/** The debug panel's toggle (developer mode only). */
const debugButton = (page: Page) => page.getByRole('button', { name: 'Debug panel' })
const panel = (page: Page) => page.getByRole('region', { name: 'Debug panel' })

test('developer mode: the debug panel\'s map sets the test location search uses, and the date override moves the dates shown (keyboard, axe, 360 px, dark)', async ({ page }) => {
  const mapRequests: string[] = []
  // The map loads nothing the CSP refuses (tiles are on only with VITE_MAP_TILE_URL, whose origin img-src then names).
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  page.on('request', (sent) => {
    if (/TestMap|DebugPanel|leaflet/i.test(sent.url())) mapRequests.push(sent.url())
  })
  await page.goto('/test')
  await expect(page.getByRole('heading', { level: 1, name: 'System check' })).toBeVisible()
  await expect(page.getByText(/^Answers in \d+ ms$/)).toBeVisible()
  await expect(page.getByText('4.0.210', { exact: true })).toBeVisible()
  // Without developer mode nothing of the debug panel or its map loads.
  await expect(debugButton(page)).toHaveCount(0)
  expect(mapRequests).toEqual([])
  await expectNoAxeViolations(page)
  await expectFitsPhoneInDark(page)

  // Developer mode on (keyboard): the page reloads with the panel's button.
  const mode = page.getByRole('checkbox', { name: 'Developer mode' })
  await mode.focus()
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Space')])
  await expect(page.getByRole('checkbox', { name: 'Developer mode' })).toBeChecked()
  await expect(debugButton(page)).toBeVisible()
  expect(mapRequests).toEqual([])

  // A search: its cards say when each job was posted.
  await page.goto('/search?what=nurse')
  const posted = page.locator('article time').first()
  await expect(posted).toBeVisible()
  const postedBefore = await posted.textContent()

  // Open the panel by keyboard; the map loads now, and only now.
  await debugButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(panel(page)).toBeVisible()
  const map = panel(page).getByRole('application', { name: /Map of the United States/ })
  await expect(map).toBeVisible()
  await expect(map.locator('.leaflet-map-pane')).toHaveCount(1)
  expect(mapRequests.some((url) => /TestMap/.test(url))).toBe(true)
  expect(refused).toEqual([])

  // A click on the map (around Denver: the map fits the lower 48) sets the test location and fills Where.
  const box = (await map.boundingBox())!
  await map.click({ position: { x: box.width * 0.36, y: box.height * 0.45 } })
  const status = panel(page).getByTestId('test-location')
  await expect(status).toHaveText(/^Test location: .+, [A-Z]{2}$/)
  const place = (await status.textContent())!.replace('Test location: ', '')
  await expect(searchForm(page).getByRole('combobox', { name: 'Where' })).toHaveValue(place)
  await expectNoAxeViolations(page)

  // The date override moves the app's clock: the panel's date and the cards' "posted" move.
  const appDate = panel(page).getByTestId('app-date')
  const dateBefore = await appDate.textContent()
  await panel(page).getByRole('spinbutton', { name: 'Move the date by (days)' }).fill('400')
  await panel(page).getByRole('button', { name: 'Move the date' }).click()
  await expect(appDate).not.toHaveText(dateBefore!)
  await expectFitsPhoneInDark(page)
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(debugButton(page)).toBeFocused()

  // The search runs with the test location; its cards are dated on the moved clock.
  await searchForm(page).getByRole('button', { name: 'Search' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('where')).toBe(place)
  await page.goto('/search?what=nurse')
  await expect(page.locator('article time').first()).toBeVisible()
  await expect(page.locator('article time').first()).not.toHaveText(postedBefore!)
  await expect(page.locator('article time').first()).toHaveText(/months? ago|years? ago/)
})

test('the chaos lemur\'s socket kill: every realtime socket drops, and the channel reconnects and subscribes again after its time box (axe, 360 px, dark)', async ({ page, request }) => {
  const { email, jwt, downloadToken } = await signUpByApi(request, 'chaos-admin')
  expect((await request.post('/dev/accounts/admin', { data: { email, admin: true } })).status()).toBe(200)
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/chaos-lemur')
  await expect(page.getByRole('heading', { level: 1, name: 'Chaos lemur' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await expect.poll(() => sockets.length).toBeGreaterThanOrEqual(1)
  await expectNoAxeViolations(page)
  await expectFitsPhoneInDark(page)

  const first = sockets.at(-1)!
  await page.getByRole('combobox', { name: 'Fault' }).selectOption('socketKill')
  await page.getByRole('spinbutton', { name: 'For how long (seconds)' }).fill('2')
  const closed = first.waitForEvent('close', { timeout: 10_000 })
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByText(/^Socket kill: close every realtime connection, until /)).toBeVisible()
  await closed
  // After the time box a new socket stays up and has the private topics subscribed again.
  await expect
    .poll(async () => {
      const last = sockets.at(-1)!
      return last !== first && !last.isClosed()
    }, { timeout: 20_000 })
    .toBe(true)
  const last = sockets.at(-1)!
  await last.waitForEvent('framereceived', { predicate: (frame) => /"type":"response".*"path":"\/rest\/notifications"/.test(String(frame.payload)), timeout: 20_000 }).catch(async () => {
    // The subscription may have been answered before we listened: the /test page says whether the channel is up.
    await page.goto('/test')
    await expect(page.getByTestId('realtime-state')).toHaveText('Connected', { timeout: 20_000 })
  })
  await page.goto('/chaos-lemur')
  await expect(page.getByText('Nothing is running.')).toBeVisible()
})

test('the chaos lemur refuses a signed-in non-admin, and checks its form', async ({ page, request }) => {
  // A signed-in account that is not an administrator: the page sends it home, and the server refuses its calls.
  const visitor = await signUpByApi(request, 'chaos-visitor')
  const asVisitor = { authorization: `Bearer ${visitor.jwt}` }
  expect((await request.get('/rest/chaos-lemur', { headers: asVisitor })).status()).toBe(403)
  expect((await request.post('/rest/chaos-lemur', { headers: asVisitor, data: { fault: 'socketKill', durationMs: 1000 } })).status()).toBe(403)
  await page.goto('/')
  await storeSession(page, visitor)
  await page.goto('/chaos-lemur')
  await expect(searchForm(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Chaos lemur' })).toHaveCount(0)

  // An administrator gets the form, which checks what it is given.
  const admin = await signUpByApi(request, 'chaos-form')
  await request.post('/dev/accounts/admin', { data: { email: admin.email, admin: true } })
  await storeSession(page, admin)
  await page.goto('/chaos-lemur')
  await page.getByRole('spinbutton', { name: 'For how long (seconds)' }).fill('600')
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByText('Enter a whole number of seconds from 1 to 60.')).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'For how long (seconds)' })).toBeFocused()
  await expect(page.getByText('Nothing is running.')).toBeVisible()
})

test('the debug panel signs an administrator in as another account with the impersonation key; a non-admin is refused (keyboard, axe)', async ({ page, request }) => {
  const admin = await signUpByApi(request, 'impersonating-admin')
  expect((await request.post('/dev/accounts/admin', { data: { email: admin.email, admin: true } })).status()).toBe(200)
  const someone = await signUpByApi(request, 'impersonated')
  const visitor = await signUpByApi(request, 'impersonating-visitor')
  await page.goto('/')

  // A signed-in non-admin with the right key is refused by the server, and told so. (Developer mode is stored with
  // the session: storeSession starts from an empty storage.)
  await storeSession(page, { ...visitor, developerMode: true })
  const form = async () => {
    await debugButton(page).click()
    const group = panel(page).getByRole('form', { name: 'Sign in as another account' })
    await expect(group).toBeVisible()
    return group
  }
  let group = await form()
  await group.getByLabel('The account’s email').fill(someone.email)
  await group.getByLabel('Impersonation key').fill(E2E_IMPERSONATION_KEY)
  await group.getByRole('button', { name: 'Sign in as this account' }).click()
  await expect(group.getByRole('alert')).toHaveText('Only an administrator, signed in, can sign in as another account.')
  expect(((await storedSession(page)).profile as { email: string }).email).toBe(visitor.email)

  // The administrator, by keyboard: an empty form is checked first, then the account's email and the key.
  await storeSession(page, { ...admin, developerMode: true })
  group = await form()
  await group.getByRole('button', { name: 'Sign in as this account' }).focus()
  await page.keyboard.press('Enter')
  await expect(group.getByRole('alert')).toHaveText('Enter the account’s email address and the key.')
  await expect(group.getByLabel('The account’s email')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.type(someone.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(E2E_IMPERSONATION_KEY)
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
  // The page reloads as that account: its session and profile are the other account's.
  await expect(header(page).getByRole('button', { name: /^Notifications/ })).toBeVisible()
  const stored = await storedSession(page)
  expect((stored.profile as { email: string }).email).toBe(someone.email)
  const profile = await request.get('/rest/profile?timezoneOffset=0', { headers: { authorization: `Bearer ${String(stored.jwt)}` } })
  expect(((await profile.json()) as { email: string }).email).toBe(someone.email)
})

test('/suspicious explains the pause (axe, 360 px, dark)', async ({ page }) => {
  await page.goto('/suspicious')
  await expect(page.getByRole('heading', { level: 1, name: 'We paused your access for a while' })).toBeVisible()
  await expect(page.getByText('Wait a few minutes, then reload the page.')).toBeVisible()
  // The server's block answers every call 403 request.suspicious with Retry-After: the app opens /suspicious with the wait.
  await page.goto('/')
  await page.route('**/rest/**', (route) =>
    route.fulfill({ status: 403, headers: { 'content-type': 'application/json', 'retry-after': '90' }, body: JSON.stringify({ error: { code: 'request.suspicious', message: 'paused' } }) }),
  )
  await searchForm(page).getByRole('combobox', { name: 'What' }).fill('nurse')
  await searchForm(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/suspicious\?wait=90$/)
  await expect(page.getByText('Wait 2 minutes, then reload the page.')).toBeVisible()
  await page.unrouteAll()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectFitsPhoneInDark(page)
})
