import type { APIRequestContext, Page } from '@playwright/test'
import { decodeJwt, SignJWT } from 'jose'
import type { JobSummary } from '../../core/search'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { apiSearch, E2E_JWT_SECRET, expect, expectNoAxeViolations, header, scrollsHorizontally, signUpByApi, storeSession, test } from './support'
import { applyByApi as sharedApplyByApi } from './applying'

/** An application of the account (the shared applyByApi: a resume, then POST /rest/applications). */
const applyAs = async (request: APIRequestContext, jwt: string, job: JobSummary, email: string): Promise<string> =>
  (await sharedApplyByApi(request, { jobId: job.id, email, jwt, answers: { mostRecentTitle: 'Nurse', mostRecentEmployer: 'Seton' } })).applicationId

/** Moves an application as its managing Pro would (the development helper, docs/api.md). */
async function setStatus(request: APIRequestContext, jwt: string, id: string, status: string): Promise<void> {
  const response = await request.post(`/dev/applications/${id}/status`, { data: { status }, headers: { authorization: `Bearer ${jwt}` } })
  expect(response.status()).toBe(200)
}

/** Jobs with titles of their own (the journeys find them by title). */
async function jobs(request: APIRequestContext, count: number): Promise<JobSummary[]> {
  const { documents } = await apiSearch(request, { what: 'nurse', pageSize: 50 })
  const distinct = [...new Map(documents.map((job) => [job.title, job])).values()]
  expect(distinct.length).toBeGreaterThanOrEqual(count)
  return distinct.slice(0, count)
}

/** A new account with one application, signed in on `page` and on that application's page; answers its id. */
async function onOwnApplication(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const { email, jwt, downloadToken } = await signUpByApi(request, label)
  const [job] = await jobs(request, 1)
  const id = await applyAs(request, jwt, job!, email)
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto(`/applications/view/${id}`)
  return id
}

/** Presses Tab until the element has the focus (keyboard only). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

test('tabs with counts, edit and save, withdraw after the confirmation, the refused withdraw: keyboard only, 360 px, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { email, jwt, downloadToken } = await signUpByApi(request, 'applications')
  const [first, second, third] = await jobs(request, 3)
  const active = await applyAs(request, jwt, first!, email)
  const offered = await applyAs(request, jwt, second!, email)
  const hired = await applyAs(request, jwt, third!, email)
  await setStatus(request, jwt, offered, 'offered')
  await setStatus(request, jwt, hired, 'hired')
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  // The mobile menu hides Applications (spec).
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(header(page).getByRole('link', { name: /^Applications/ })).toBeHidden()

  await page.goto('/applications')
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Applications by status' })
  await expect(tabs.getByRole('tab')).toHaveText(['Active (1)', 'Interviewing (0)', 'Offers (2)', 'Closed (0)'])
  await expect(tabs.getByRole('tab', { name: 'Active (1)' })).toHaveAttribute('aria-selected', 'true')
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)

  // Arrow keys move between the tabs and open them.
  await tabTo(page, tabs.getByRole('tab', { name: 'Active (1)' }))
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/applications\/offered$/)
  await expect(tabs.getByRole('tab', { name: 'Offers (2)' })).toBeFocused()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('article')).toHaveCount(2)
  await expect(panel.getByText('Hired')).toBeVisible()

  // The offered application: edit and save.
  await tabTo(page, panel.getByRole('link', { name: second!.title }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible()
  await expect(page.getByRole('list').filter({ hasText: 'Offer made on' })).toBeVisible()
  await expect(page.getByText(/^Applied on /)).toBeVisible()
  const desired = page.getByRole('group', { name: 'Desired compensation' }).getByRole('textbox', { name: 'Amount in dollars' })
  await tabTo(page, desired)
  await page.keyboard.type('lots')
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Enter an amount in whole dollars.')).toBeVisible()
  await expect(desired).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('95,000')
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible()
  await expect(desired).toHaveValue('95000')
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)

  // Withdraw asks first; Escape keeps it.
  const withdraw = page.getByRole('button', { name: 'Withdraw application' })
  await tabTo(page, withdraw)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(withdraw).toBeFocused()

  // The Pro hires meanwhile: the withdraw is refused with the spec's message.
  await setStatus(request, jwt, offered, 'hired')
  await page.keyboard.press('Enter')
  // The dialog moves the focus into itself once it is open: a Tab before that would leave from the page behind it.
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Could not withdraw the application. Please contact the managing Pro.' })).toBeVisible()

  // The active one withdraws.
  await page.goto(`/applications/view/${active}`)
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Withdraw application' }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your application was withdrawn.' })).toBeVisible()
  await expect(page.getByRole('list').filter({ hasText: 'Withdrawn on' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await page.goto('/applications/closed')
  await expect(page.getByRole('tab', { name: 'Closed (1)' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel').getByRole('link', { name: first!.title })).toBeVisible()
})

// Found in CI: tabbing past two applications' links preloads both pages, and the runtime keeps one flow at a time, so
// the first one's flow was stopped before its answer came, and its page then stayed an empty heading.
test('an application whose link was passed on the way to another one still opens and works', async ({ page, request }) => {
  const { email, jwt, downloadToken } = await signUpByApi(request, 'applications-preload')
  const [first, second] = await jobs(request, 2)
  const firstId = await applyAs(request, jwt, first!, email)
  await applyAs(request, jwt, second!, email)
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/applications')
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('article')).toHaveCount(2)
  // The first application's answer comes late, so its preloaded flow is still loading when the second link is hovered.
  let releaseFirst = () => {}
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
  await page.route(`**/rest/applications/${firstId}`, async (route) => {
    await firstHeld
    await route.continue()
  })
  const firstAsked = page.waitForRequest((request) => request.url().endsWith(`/rest/applications/${firstId}`))
  await panel.getByRole('link', { name: first!.title }).hover()
  await firstAsked
  const secondAsked = page.waitForRequest((request) => /\/rest\/applications\/[0-9a-f-]{36}$/.test(request.url()) && !request.url().endsWith(firstId))
  await panel.getByRole('link', { name: second!.title }).hover()
  await secondAsked
  // Released: this and every later request of it goes through.
  releaseFirst()
  await panel.getByRole('link', { name: first!.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible()
  // A live flow: saving an answer works.
  const desired = page.getByRole('group', { name: 'Desired compensation' }).getByRole('textbox', { name: 'Amount in dollars' })
  await desired.fill('91000')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible()
})

test('unsaved answers ask "Changes Not Saved" before leaving, and survive a reload', async ({ page, request }) => {
  await onOwnApplication(page, request, 'applications-draft')
  const pitch = page.getByRole('textbox', { name: 'Elevator pitch' })
  await pitch.fill('Ten years on the ward.')
  await page.reload()
  await expect(pitch).toHaveValue('Ten years on the ward.')
  await page.getByRole('link', { name: 'All applications' }).click()
  const leave = page.getByRole('dialog', { name: 'Changes Not Saved' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Cancel' }).click()
  await expect(pitch).toHaveValue('Ten years on the ward.')
})

test('an instant interview left unfinished is one link away on the application page', async ({ page, request }) => {
  const id = await onOwnApplication(page, request, 'applications-interview')
  await expect(page.getByText(/^Your instant interview is not finished/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Take the instant interview' }).click()
  await expect(page).toHaveURL(new RegExp(`/interview/${id}/`))
  await expect(page.getByRole('heading', { level: 1, name: 'Instant interview' })).toBeVisible()
})

test('the menu entry shows only with applications, with the unseen changes; Applied on the search card', async ({ page, request }) => {
  const { email, jwt, downloadToken } = await signUpByApi(request, 'applications-menu')
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Applications/ })).toHaveCount(0)

  const [job] = await jobs(request, 1)
  const id = await applyAs(request, jwt, job!, email)
  await setStatus(request, jwt, id, 'interviewing')
  await page.reload()
  const entry = nav.getByRole('link', { name: 'Applications, 1 new' })
  await expect(entry).toBeVisible()
  await page.getByRole('button', { name: /^Account/ }).click()
  await expect(page.getByRole('link', { name: 'Applications' }).last()).toBeVisible()
  // The job's title and city, so its card is on the first page.
  await page.goto(`/search?what=${encodeURIComponent(job!.title)}&where=${encodeURIComponent(`${job!.location.address.city}, ${job!.location.address.state}`)}`)
  const card = page.getByRole('article').filter({ has: page.locator(`a[href*="${job!.id}"]`) })
  await expect(card.getByText('Applied', { exact: true })).toBeVisible()
  // Other cards of the same search are not marked.
  await expect(page.getByRole('article').filter({ hasNot: page.locator(`a[href*="${job!.id}"]`) }).getByText('Applied', { exact: true })).toHaveCount(0)
  await page.goto(`/applications/view/${id}`)
  await expect(page.getByRole('list').filter({ hasText: 'Interviewing on' })).toBeVisible()
  // Seen now: the entry loses its count.
  await page.goto('/')
  await expect(nav.getByRole('link', { name: 'Applications', exact: true })).toBeVisible()
})

const provisionalTokenOf = (jwt: string) =>
  new SignJWT({ ...decodeJwt(jwt), tmp: true }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(E2E_JWT_SECRET))

test('another account’s link session on this device: the warning, then its applications move (some could not)', async ({ page, request }) => {
  const main = await signUpByApi(request, 'applications-main')
  const other = await signUpByApi(request, 'applications-other')
  const [shared, own] = await jobs(request, 2)
  await applyAs(request, main.jwt, shared!, main.email)
  await applyAs(request, other.jwt, shared!, other.email)
  await applyAs(request, other.jwt, own!, other.email)
  await page.goto('/')
  await storeSession(page, { jwt: main.jwt, downloadToken: main.downloadToken })
  const tmp = await provisionalTokenOf(other.jwt)
  await page.evaluate((token) => sessionStorage.setItem('jwt', JSON.stringify(token)), tmp)
  await page.goto('/applications')
  await expect(page.getByText(`You opened a link for ${other.email} on this device`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: `Move the applications of ${other.email} into this account` }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 application was moved into this account.' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Some applications could not be migrated' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Active (2)' })).toBeVisible()
})

test('applications made under another email move with the code mailed to it', async ({ page, request }) => {
  const main = await signUpByApi(request, 'applications-code')
  const other = await signUpByApi(request, 'applications-code-other')
  const [job] = await jobs(request, 1)
  await applyAs(request, other.jwt, job!, other.email)
  await page.goto('/')
  await storeSession(page, { jwt: main.jwt, downloadToken: main.downloadToken })
  await page.goto('/applications')
  await expect(page.getByRole('tab', { name: 'Active (0)' })).toBeVisible()
  await page.getByRole('textbox', { name: 'The other email' }).fill(other.email)
  await page.getByRole('button', { name: 'Mail me a code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'a code is on its way' })).toBeVisible()
  let code = ''
  await expect(async () => {
    const mail = (await (await request.get('/dev/mail')).text()).split('<article').find((article) => article.includes(`>${other.email}<`) && article.includes('move'))
    code = /enter this code: (\d{6,10})/.exec(mail ?? '')?.[1] ?? ''
    expect(code).not.toBe('')
  }).toPass({ timeout: 10_000 })
  await page.getByRole('textbox', { name: 'Code from the email' }).fill('000000')
  await page.getByRole('button', { name: 'Move applications' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That code or link is not valid any more.' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code from the email' }).fill(code)
  await page.getByRole('button', { name: 'Move applications' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 application was moved into this account.' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Active (1)' })).toBeVisible()
})

test('a visitor sees the applications made on this device, searchable, with a sign-in', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('hireflow', 1)
        open.onupgradeneeded = () => {
          open.result.createObjectStore('application', { keyPath: 'id' }).createIndex('searchText', 'searchText')
          open.result.createObjectStore('partnerApplies', { keyPath: 'id' }).createIndex('email', 'email')
        }
        open.onsuccess = () => {
          const tx = open.result.transaction('application', 'readwrite')
          tx.objectStore('application').put({ id: 'a1', searchText: 'Registered Nurse · Seton · Austin' })
          tx.objectStore('application').put({ id: 'a2', searchText: 'Welder · Acme · Dallas' })
          tx.oncomplete = () => (open.result.close(), done())
          tx.onerror = () => fail(tx.error)
        }
        open.onerror = () => fail(open.error)
      }),
  )
  await page.goto('/applications')
  await expect(page.getByRole('heading', { name: 'Applications on this device' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search your applications' }).fill('austin nurse')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['Registered Nurse · Seton · Austin'])
  await expect(page.getByRole('link', { name: 'Sign in to see your applications' })).toHaveAttribute('href', /\/login\?redirect=/)
  await expectNoAxeViolations(page)
})
