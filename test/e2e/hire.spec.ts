import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, freshEmail, scrollsHorizontally, test } from './support'

/**
 * The hire contact form (/hire, /become-a-client; issue 13, "Employers"): errors first, what was typed kept across a
 * too-early send and a reload, then sent, routed to a Pro and acknowledged in the development mail viewer.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Your hiring needs' })
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })
const send = (page: Page) => form(page).getByRole('button', { name: 'Send' })

/** Waits until the form's kept token is older than the server's minimum fill time (3 s), as a person's would be. */
const pastMinimumFillTime = (page: Page) =>
  page.waitForFunction(() => {
    const kept = JSON.parse(sessionStorage.getItem('hireflow.hireFormToken') ?? 'null') as { issuedAt: number } | null
    return kept !== null && Date.now() - kept.issuedAt > 3500
  })

test('hire form with errors, then sent, acknowledgement in the dev mail viewer (keyboard, 360 px, dark)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const email = freshEmail('employer')
  await page.goto('/hire')
  await expect(page.getByRole('heading', { level: 1, name: 'Hire with Hireflow' })).toBeVisible()

  // Keyboard only: the company and the name, then Send (the honeypot is never reached).
  await field(page, 'Company').focus()
  await page.keyboard.type('Acme Robotics')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Your name')).toBeFocused()
  await page.keyboard.type('Dana Whitfield')
  let tabs = 0
  while (!(await send(page).evaluate((button) => button === document.activeElement)) && tabs++ < 20) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website')
  }
  await page.keyboard.press('Enter')

  // Errors: a work email or a phone, the industry, the city, the needs; the first one has the focus.
  await expect(form(page).getByText('A work email or phone is required.')).toBeVisible()
  await expect(form(page).getByText('Choose the industry you hire in.')).toBeVisible()
  await expect(form(page).getByText('City is required.')).toBeVisible()
  await expect(form(page).getByText('Tell us what you need to hire.')).toBeVisible()
  await expect(field(page, 'Work email')).toBeFocused()
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)

  // A misspelled provider, then a good address; the marked error follows what is there.
  await field(page, 'Work email').fill('dana@gmial.com')
  await expect(form(page).getByText('The email domain appears invalid.')).toBeVisible()
  await field(page, 'Work email').fill(email)
  await expect(form(page).getByText('A work email or phone is required.')).toHaveCount(0)
  await field(page, 'Industry').selectOption({ label: 'Engineering' })
  await field(page, 'City where you hire').fill('Austin, TX')

  // A reload keeps what was typed (the draft) and when the form was opened (the token).
  await page.reload()
  await expect(field(page, 'Company')).toHaveValue('Acme Robotics')
  await expect(field(page, 'Work email')).toHaveValue(email)
  await expect(field(page, 'Industry')).toHaveValue('engineering')
  await field(page, 'Hiring needs').fill('Two senior embedded engineers by March.')
  await pastMinimumFillTime(page)
  await send(page).click()

  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Dana Whitfield' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Your request went to' })).toContainText('who recruits in your industry and city')
  await expect(field(page, 'Company')).toHaveValue('')
  await expectNoAxeViolations(page)

  // The acknowledgement, in the development mail viewer.
  await page.goto('/dev/mail')
  // (Administrators get the request too, naming the same email: the employer's copy is the one with this subject.)
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: 'We received your hiring request' })
  await expect(mail).toHaveCount(1)
  await expect(mail).toContainText('Hello Dana Whitfield')
  await expect(mail).toContainText('Industry: Engineering')
  const viewer = await (await request.get('/dev/mail')).text()
  expect(viewer).toContain(email)
})

test('a form sent within seconds of opening is held back and kept; /become-a-client in light mode has no axe violations', async ({ page }) => {
  await page.goto('/become-a-client')
  await expect(page.getByRole('heading', { level: 1, name: 'Become a client' })).toBeVisible()
  await expectNoAxeViolations(page)
  await field(page, 'Company').fill('Quick Co')
  await field(page, 'Your name').fill('Sam Quick')
  await field(page, 'Phone').fill('512 555 0142')
  await field(page, 'Industry').selectOption({ label: 'Engineering' })
  await field(page, 'City where you hire').fill('Austin')
  await field(page, 'Hiring needs').fill('One welder.')
  // A send at once after the form was opened (its kept token dropped, so the send asks for a new one): the real
  // server's time check holds it back, and nothing typed is lost.
  await page.evaluate(() => sessionStorage.removeItem('hireflow.hireFormToken'))
  await send(page).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That was quick!' })).toBeVisible()
  await expect(field(page, 'Company')).toHaveValue('Quick Co')
  await expect(field(page, 'Hiring needs')).toHaveValue('One welder.')
  await pastMinimumFillTime(page)
  await send(page).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Sam Quick' })).toBeVisible()
})
