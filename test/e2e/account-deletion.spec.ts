import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, header, scrollsHorizontally, signUpByApi, someJob, storedSession, storeSession, test } from './support'
import { applyByApi } from './applying'

/** Presses Tab until the element has the focus (keyboard only). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, maxPresses = 80): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was never reached with Tab')
}

test('deleting the account: keyboard only, 360 px, dark; the email typed again; everything goes and the session ends', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { email, jwt, downloadToken } = await signUpByApi(request, 'deletion')
  const { applicationId } = await applyByApi(request, { jobId: (await someJob(request, 'cashier')).id, email, jwt })
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/settings/account')
  const section = page.getByRole('region', { name: 'Delete your account' })
  await expect(section).toBeVisible()

  const open = section.getByRole('button', { name: 'Delete the account…' })
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' })
  await expect(dialog).toBeVisible()
  const typed = dialog.getByRole('textbox', { name: 'Your email address' })
  await expect(typed).toBeFocused()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  // Escape keeps everything and gives the focus back.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(typed).toBeFocused()
  await page.keyboard.type('someone.else@example.com')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('This is not your account\'s email address.')).toBeVisible()
  await expect(typed).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(email.toUpperCase())
  await tabTo(page, dialog.getByRole('button', { name: 'Delete everything' }))
  await page.keyboard.press('Enter')

  await expect(page.getByText('Your account and everything in it was deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect((await storedSession(page)).jwt).toBeNull()
  // The server has nothing left: the old token opens nothing.
  const bearer = { authorization: `Bearer ${jwt}` }
  expect((await request.get('/rest/profile', { headers: bearer })).status()).toBe(401)
  expect((await request.get(`/rest/applications/${applicationId}`, { headers: bearer })).status()).toBe(401)
})
