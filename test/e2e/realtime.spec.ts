import type { APIRequestContext, Page, WebSocket } from '@playwright/test'
import { applyByApi } from './applying'
import { apiSearch, expect, expectNoAxeViolations, header, scrollsHorizontally, signUpByApi, storeSession, test } from './support'

/** Moves an application as its managing Pro would (the development helper, docs/api.md). */
async function setStatus(request: APIRequestContext, jwt: string, id: string, status: string): Promise<void> {
  const response = await request.post(`/dev/applications/${id}/status`, { data: { status }, headers: { authorization: `Bearer ${jwt}` } })
  expect(response.status()).toBe(200)
}

/** Signs up, applies to one nurse job, and opens /applications signed in. */
async function openApplications(page: Page, request: APIRequestContext, label: string) {
  const { email, jwt, downloadToken } = await signUpByApi(request, label)
  const { documents } = await apiSearch(request, { what: 'nurse', pageSize: 5 })
  const job = documents[0]!
  const { applicationId } = await applyByApi(request, { jobId: job.id, email, jwt, answers: { mostRecentTitle: 'Nurse', mostRecentEmployer: 'Seton' } })
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => sockets.push(socket))
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/applications')
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible()
  // The channel is up once the header's notifications show (the realtime part loaded with the signed-in header).
  await expect(header(page).getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  return { jwt, job, applicationId, sockets }
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Applications by status' })

/** Resolves once a socket has had SUBSCRIBE on /rest/applications answered (the channel is back). */
const applicationsSubscribed = (socket: WebSocket) =>
  socket.waitForEvent('framereceived', { predicate: (frame) => /"type":"response".*"path":"\/rest\/applications"/.test(String(frame.payload)), timeout: 20_000 })

test('a status set on the server shows at once: the open applications page, the nav badge and the notifications (keyboard, axe, 360 px, dark)', async ({ page, request }) => {
  const { jwt, job, applicationId, sockets } = await openApplications(page, request, 'realtime-live')
  await applicationsSubscribed(sockets.at(-1)!).catch(() => undefined)
  await expect(tabs(page).getByRole('tab')).toHaveText(['Active (1)', 'Interviewing (0)', 'Offers (0)', 'Closed (0)'])

  await setStatus(request, jwt, applicationId, 'interviewing')
  await expect(tabs(page).getByRole('tab')).toHaveText(['Active (0)', 'Interviewing (1)', 'Offers (0)', 'Closed (0)'])
  await expect(header(page).getByRole('link', { name: 'Applications, 1 new' })).toBeVisible()
  const bell = header(page).getByRole('button', { name: 'Notifications, 1 unread' })
  await expect(bell).toBeVisible()
  expect(await notReloaded(page)).toBe(true)

  // Keyboard: open, read, mark as read, close with Escape (the focus goes back to the button).
  await bell.focus()
  await page.keyboard.press('Enter')
  const panel = page.locator(`#${await bell.getAttribute('aria-controls')}`)
  const text = `Your application for ${job.title} is now: Interviewing`
  await expect(panel.getByRole('link', { name: new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: `Mark as read: ${text}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(header(page).getByRole('button', { name: 'Notifications' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(header(page).getByRole('button', { name: 'Notifications' })).toBeFocused()

  // Read on the server too: a reload still shows it read.
  await page.reload()
  await expect(header(page).getByRole('button', { name: 'Notifications' })).toBeVisible()

  // 360 px, dark: the open panel fits and passes axe.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const again = header(page).getByRole('button', { name: 'Notifications' })
  await again.click()
  await expect(page.locator(`#${await again.getAttribute('aria-controls')}`).getByRole('listitem')).toHaveCount(1)
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await page.screenshot({ path: test.info().outputPath('notifications-360-dark.png') })
})

test('5 socket kills in a minute: every subscription comes back each time', async ({ page, request }) => {
  const { jwt, applicationId, sockets } = await openApplications(page, request, 'realtime-kills')
  const statuses = ['viewed', 'interviewing', 'offered', 'hired', 'rejected']
  const labels: Record<string, string> = { viewed: 'Active (1)', interviewing: 'Interviewing (1)', offered: 'Offers (1)', hired: 'Offers (1)', rejected: 'Closed (1)' }
  const started = Date.now()
  for (const status of statuses) {
    const next = page.waitForEvent('websocket', { timeout: 20_000 })
    const killed = await request.post('/dev/realtime/drop')
    expect(killed.status()).toBe(200)
    expect(((await killed.json()) as { dropped: number }).dropped).toBeGreaterThanOrEqual(1)
    const socket = await next
    // Both private topics are subscribed again on the new socket.
    await Promise.all([
      applicationsSubscribed(socket),
      socket.waitForEvent('framereceived', { predicate: (frame) => /"type":"response".*"path":"\/rest\/notifications"/.test(String(frame.payload)), timeout: 20_000 }),
    ])
    await setStatus(request, jwt, applicationId, status)
    await expect(tabs(page).getByRole('tab', { name: labels[status] })).toBeVisible()
  }
  expect(Date.now() - started).toBeLessThan(60_000)
  expect(sockets.length).toBeGreaterThanOrEqual(6)
  // Every notification arrived once: five status changes, five unread.
  await expect(header(page).getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible()
  expect(await notReloaded(page)).toBe(true)
})
