import type { Page } from '@playwright/test'
import { expect, expectFitsPhoneInDark, expectNoAxeViolations, searchForm, signUpByApi, storeSession, test } from './support'

/**
 * Issue 12, errors: an error the page did not expect (thrown in a timer, or a rejected promise nobody handled) is
 * reported to POST /rest/client-error with the spec's fields and breadcrumbs, and shows "An unexpected error has
 * occurred." whose Details offers the support mailto link with the report's reference.
 */
test('a thrown error reaches /rest/client-error, and the toast\'s Details offers the support mail', async ({ page, request }) => {
  await page.goto('/search?what=nurse')
  await expect(searchForm(page)).toBeVisible()
  await page.getByRole('link', { name: 'Hireflow home' }).click()
  await expect(page).toHaveURL(/\/$/)
  const reported = page.waitForRequest((sent) => sent.url().endsWith('/rest/client-error') && sent.method() === 'POST')
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/client-error'))
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Journey boom')
    })
  })
  const report = (await reported).postDataJSON() as Record<string, unknown> & { breadcrumbs: { category: string; message: string }[] }
  expect(report).toMatchObject({ userId: null, version: '4.0.210', location: expect.stringMatching(/\/$/), title: expect.any(String), referrer: '' })
  expect(report['error']).toMatch(/Journey boom/)
  expect(report['eventId']).toMatch(/^[\w-]{8,64}$/)
  expect(report['screenWidth']).toBeGreaterThan(0)
  // What happened before: the pages shown (paths only), the click on the logo, the search call.
  const crumbs = report.breadcrumbs.map((crumb) => `${crumb.category} ${crumb.message}`)
  expect(crumbs).toEqual(expect.arrayContaining(['navigation /search', 'navigation /', expect.stringMatching(/^click a/), expect.stringMatching(/^request POST \/rest\/jobs\/search 200$/)]))
  expect((await answered).status()).toBe(201)
  const { id } = (await (await answered).json()) as { id: string }

  const toast = page.getByRole('region', { name: 'Notifications' })
  await expect(toast.getByText('An unexpected error has occurred.')).toBeVisible()
  await toast.getByRole('button', { name: 'Details' }).click()
  await expect(toast).toContainText(`Reference ${String(report['eventId'])}`)
  await page.screenshot({ path: 'test-results/client-error-toast.png' })
  const mail = toast.getByRole('link', { name: 'Email support' })
  const href = (await mail.getAttribute('href')) ?? ''
  const link = new URL(href)
  expect(link.protocol).toBe('mailto:')
  expect(link.searchParams.get('subject')).toBe('Unexpected error')
  expect(link.searchParams.get('body')).toContain(`"eventId":"${String(report['eventId'])}"`)
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast.getByText('An unexpected error has occurred.')).toBeHidden()

  // The stored report is for administrators only.
  expect((await request.get(`/rest/client-error/${id}`)).status()).toBe(401)

  // An administrator opens its page (/client-error/{id}) and reads what the page sent.
  const admin = await signUpByApi(request, 'client-error-admin')
  expect((await request.post('/dev/accounts/admin', { data: { email: admin.email, admin: true } })).status()).toBe(200)
  await storeSession(page, admin)
  await page.goto(`/client-error/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Error report' })).toBeVisible()
  await expect(page.locator('pre')).toContainText('Journey boom')
  await expect(page.getByRole('definition').filter({ hasText: String(report['eventId']) })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^What happened before \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'navigation /search' }).first()).toBeVisible()
  await reportPageChecks(page)

  // Someone signed in who is not an administrator is sent home, and the server refuses them the report.
  const visitor = await signUpByApi(request, 'client-error-visitor')
  expect((await request.get(`/rest/client-error/${id}`, { headers: { authorization: `Bearer ${visitor.jwt}` } })).status()).toBe(403)
  await storeSession(page, visitor)
  await page.goto(`/client-error/${id}`)
  await expect(searchForm(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Error report' })).toHaveCount(0)
  await expect(page.getByText('Journey boom')).toHaveCount(0)
})

/** The report page with the keyboard (its stack can be scrolled), axe, 360 px and dark. */
async function reportPageChecks(page: Page): Promise<void> {
  await page.locator('pre').focus()
  await expect(page.locator('pre')).toBeFocused()
  await expectNoAxeViolations(page)
  await expectFitsPhoneInDark(page)
}

test('an unhandled rejection is reported once, and the page keeps working', async ({ page }) => {
  await page.goto('/')
  await expect(searchForm(page)).toBeVisible()
  const reports: string[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/rest/client-error')) reports.push(String((sent.postDataJSON() as { error: string }).error))
  })
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/client-error'))
  await page.evaluate(() => {
    void Promise.reject(new RangeError('Journey rejection'))
    void Promise.reject(new RangeError('Journey rejection'))
  })
  await answered
  await expect(page.getByText('An unexpected error has occurred.')).toBeVisible()
  expect(reports).toEqual([expect.stringMatching(/^RangeError: Journey rejection/)])
  await page.getByLabel('What').first().fill('nurse')
  await page.getByLabel('What').first().press('Enter')
  await expect(page).toHaveURL(/\/search\?what=nurse/)
})
