import type { Page } from '@playwright/test'
import { exe, NURSE_RESUME, pdf, pdfWithText } from '../support/resumeFiles'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, scrollsHorizontally, signUpByApi, storeSession, test } from './support'

/** Presses Tab until the control has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxPresses = 60): Promise<void> {
  const passed: string[] = []
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isTarget()) return
    await page.keyboard.press('Tab')
    passed.push(await page.evaluate(() => {
      const active = document.activeElement
      return active ? `${active.tagName.toLowerCase()}${active.className ? '.' + String(active.className).split(' ')[0] : ''} "${(active.textContent ?? '').trim().slice(0, 20)}"` : 'none'
    }))
  }
  throw new Error(`the control was never reached with Tab; the focus went through: ${passed.join(', ')}`)
}

const focused = (page: Page, selector: string) => () => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)

test('upload a PDF with a progress bar, refuse a renamed .exe, inactivate and download: keyboard only, 360 px, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { jwt, downloadToken } = await signUpByApi(request, 'resumes')
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/settings/professional/resume')
  await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeVisible()
  await expect(page.getByText('You have not uploaded a resume yet.')).toBeVisible()

  // A slow uplink (512 KB/s), so the bar is seen while the bytes go.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 })
  await tabTo(page, focused(page, 'input[type=file]'))
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'Ada CV.pdf', mimeType: 'application/pdf', buffer: pdf({ size: 2 * 1024 * 1024 }) })
  const bar = page.getByRole('progressbar', { name: 'Uploading Ada CV.pdf' })
  await expect(bar).toBeVisible()
  // Cancel with the keyboard, then send it again.
  await tabTo(page, () => page.getByRole('button', { name: 'Cancel the upload' }).evaluate((button) => button === document.activeElement))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'The upload was cancelled.' })).toBeVisible()
  await expect(bar).toBeHidden()
  await tabTo(page, () => page.getByRole('button', { name: 'Try again' }).evaluate((button) => button === document.activeElement))
  await page.keyboard.press('Enter')
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuetext', /^([1-9]|[1-9]\d)% sent$/)
  await expectNoAxeViolations(page)
  await expect(page.getByRole('status').filter({ hasText: 'Ada CV.pdf is uploaded.' })).toBeVisible()
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  const resumes = page.getByRole('list', { name: 'My resumes' })
  const item = resumes.getByRole('listitem').filter({ hasText: 'Ada CV.pdf' })
  await expect(item).toContainText('Active')
  await expect(item.getByText(/^Uploaded /)).toBeVisible()

  await tabTo(page, focused(page, 'input[type=file]'))
  const second = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await second).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: exe() })
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF or Word (DOCX) document. Only PDF and DOCX resumes can be uploaded.' })).toBeVisible()
  await expect(resumes.getByRole('listitem')).toHaveCount(1)

  await tabTo(page, () => page.getByRole('button', { name: 'Inactivate Ada CV.pdf' }).evaluate((button) => button === document.activeElement))
  await page.keyboard.press('Enter')
  await expect(item).toContainText('Inactivated')
  await expect(page.getByRole('button', { name: 'Activate Ada CV.pdf' })).toBeFocused()

  const link = page.getByRole('link', { name: 'Download Ada CV.pdf' })
  await link.focus()
  const download = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await download).suggestedFilename()).toBe('Ada CV.pdf')
  const answer = await request.get((await link.getAttribute('href')) ?? '')
  expect(answer.headers()['content-disposition']).toMatch(/^attachment;/)
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')

  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)
})

test('what was read from a resume is shown; a resume is deleted after a confirmation: keyboard only, 360 px, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const { jwt, downloadToken } = await signUpByApi(request, 'resumes-read')
  await page.goto('/')
  await storeSession(page, { jwt, downloadToken })
  await page.goto('/settings/professional/resume')
  await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeVisible()

  await tabTo(page, focused(page, 'input[type=file]'))
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles({ name: 'Maria Gonzalez.pdf', mimeType: 'application/pdf', buffer: pdfWithText(NURSE_RESUME) })
  await expect(page.getByRole('status').filter({ hasText: 'Maria Gonzalez.pdf is uploaded.' })).toBeVisible()
  const resumes = page.getByRole('list', { name: 'My resumes' })
  const item = resumes.getByRole('listitem').filter({ hasText: 'Maria Gonzalez.pdf' })
  await expect(item).toContainText("We read: Nurse at St. Mary's Hospital; skills ")
  for (const skill of ['BLS', 'ACLS', 'IV Therapy', 'Triage']) await expect(item).toContainText(skill)
  // A file with no text says so, and stays usable.
  await tabTo(page, focused(page, 'input[type=file]'))
  const second = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await second).setFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf() })
  const scan = resumes.getByRole('listitem').filter({ hasText: 'scan.pdf' })
  await expect(scan).toContainText('We read this file but found no job title, employer or skills in it.')
  await expect(scan).toContainText('Active')
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)

  // Delete: a confirmation first; Escape keeps it and gives the focus back.
  const remove = page.getByRole('button', { name: 'Delete Maria Gonzalez.pdf' })
  await tabTo(page, () => remove.evaluate((button) => button === document.activeElement))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete this resume?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Maria Gonzalez.pdf will be deleted for good')
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(item).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Maria Gonzalez.pdf was deleted.' })).toBeVisible()
  await expect(item).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeFocused()
  await page.reload()
  await expect(resumes.getByRole('listitem')).toHaveCount(1)
  await expect(resumes).not.toContainText('Maria Gonzalez.pdf')

  // The upload method setting, folded away: Automatic unless changed, kept across a reload. It shows once the server
  // has said whether S3 uploads are offered; Tab before that passes the place where it appears.
  await expect(page.locator('.resumes-method summary')).toBeVisible()
  await tabTo(page, focused(page, '.resumes-method summary'))
  await page.keyboard.press('Enter')
  const method = page.getByRole('combobox', { name: 'How files are uploaded' })
  await expect(method).toHaveValue('auto')
  await method.selectOption('rest')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('resumeUploadMethod'))).toBe('"rest"')
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'How files are uploaded' })).toHaveValue('rest')
})
