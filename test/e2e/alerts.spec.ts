import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, results, scrollsHorizontally, signUpByApi, storeSession, test } from './support'

const WEEK_AND_A_MINUTE = 7 * 24 * 60 * 60 * 1000 + 60_000

/** 360 px wide and dark, as the journeys of every settings page. */
async function narrowAndDark(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
}

/** Moves the keyboard focus to `name`'s control by Tab presses, as a keyboard user would (at most `max`). */
async function tabTo(page: Page, name: RegExp | string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> | null }) | null
      if (!element) return ''
      return (element.getAttribute('aria-label') ?? element.labels?.[0]?.innerText ?? element.innerText ?? '').trim()
    })
    if (typeof name === 'string' ? focused === name : name.test(focused)) return
  }
  throw new Error(`no control named ${String(name)} within ${max} Tab presses`)
}

test('recent searches, an alert from a search, its digest a week later, the /opt link and one-click unsubscribe', async ({ page, request, browser }) => {
  const account = await signUpByApi(request, 'alerts')
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  await narrowAndDark(page)

  // A search run is a recent search; the communication settings list it, and it can be starred from the keyboard.
  await page.goto('/search?what=nurse')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/settings/communication')
  const recent = page.getByRole('region', { name: 'Recent searches' })
  await expect(recent.getByText('nurse in anywhere')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Favorite searches' }).getByText('No favorite searches yet.', { exact: false })).toBeVisible()
  await tabTo(page, 'Star search nurse in anywhere')
  await page.keyboard.press('Enter')
  const favorites = page.getByRole('region', { name: 'Favorite searches' })
  await expect(favorites.getByText('nurse in anywhere')).toBeVisible()
  expect(await scrollsHorizontally(page)).toBe(false)
  await expectNoAxeViolations(page)
  // The star is the account's: it is still there after a reload.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Favorite searches' }).getByRole('button', { name: 'Unstar search nurse in anywhere' })).toBeVisible()

  // "Alert me about this search": signed in, made at once, weekly.
  await page.goto('/search?what=nurse')
  await tabTo(page, 'Alert me about this search')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Get new jobs for this search by email' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('How often')).toBeFocused({ timeout: 2000 }).catch(async () => dialog.getByLabel('How often').focus())
  await page.keyboard.press('ArrowDown') // Daily -> Weekly
  await expect(dialog.getByLabel('How often')).toHaveValue('weekly')
  await expectNoAxeViolations(page)
  await tabTo(page, 'Create alert')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Your job alert is on. Manage it in communication settings.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // Focus goes back to the bell that opened it (issue 9, defect 9).
  await expect(page.getByRole('button', { name: 'Alert me about this search' })).toBeFocused()

  // A week later (the server's test clock) the scheduler sends the digest: read it in the dev mail viewer.
  const moved = (await (await request.post('/dev/clock', { data: { advanceMs: WEEK_AND_A_MINUTE } })).json()) as { sent: number }
  expect(moved.sent).toBeGreaterThanOrEqual(1)
  await page.goto('/dev/mail')
  const digest = page.locator('article', { has: page.getByRole('heading', { name: 'New jobs for “nurse”' }) }).filter({ hasText: account.email }).first()
  await expect(digest).toBeVisible()
  const body = await digest.locator('pre.body').innerText()
  const editLink = /http:\/\/\S+\/opt\/job-alerts\/\S+/.exec(body)?.[0] ?? ''
  expect(editLink).toContain('link=')
  expect(body).toMatch(/\/details\/\S+\?utm_source=job-alert&utm_medium=email&utm_campaign=alert-weekly&source=alert/)
  const unsubscribe = (await digest.locator('[data-header="list-unsubscribe"] .value').innerText()).replace(/^<|>$/g, '')
  await expect(digest.locator('[data-header="list-unsubscribe-post"] .value')).toHaveText('List-Unsubscribe=One-Click')

  // The /opt link in a fresh browser: a provisional session for this person's preferences only. Pause the alert.
  const fresh = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.9.8.7' } })
  const visitor = await fresh.newPage()
  await narrowAndDark(visitor)
  await visitor.goto(editLink)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Edit job alert' })).toBeVisible()
  expect(visitor.url()).not.toContain('link=')
  await expect(visitor.getByLabel('Keywords')).toHaveValue('nurse')
  await tabTo(visitor, 'Pause this alert')
  await visitor.keyboard.press('Space')
  await tabTo(visitor, 'Save alert')
  await visitor.keyboard.press('Enter')
  await expect(visitor.getByRole('status').filter({ hasText: 'Alert saved.' })).toBeVisible()
  expect(await scrollsHorizontally(visitor)).toBe(false)
  await expectNoAxeViolations(visitor)
  await visitor.goto('/opt')
  await expect(visitor.getByText(`Choose the emails ${account.email} gets from Hireflow.`)).toBeVisible()
  await expect(visitor.getByText('Paused', { exact: false })).toBeVisible()
  await expectNoAxeViolations(visitor)

  // Anywhere else the provisional session counts as signed out: the settings send it to sign in.
  await visitor.goto('/settings/communication')
  await expect(visitor).toHaveURL(/\/login\?redirect=/)

  // One click unsubscribes (the List-Unsubscribe address; a browser gets a button, GET alone changes nothing).
  await visitor.goto(unsubscribe)
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe from this job alert?' })).toBeVisible()
  await tabTo(visitor, 'Unsubscribe')
  await visitor.keyboard.press('Enter')
  await expect(visitor.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible()
  await fresh.close()

  const alerts = (await (await request.get('/rest/job-alerts', { headers: { authorization: `Bearer ${account.jwt}` } })).json()) as {
    alerts: Array<{ query: string; paused: boolean; active: boolean }>
  }
  expect(alerts.alerts).toEqual([expect.objectContaining({ query: 'nurse', paused: true, active: false })])
})

test('legacy notification addresses lead to the communication settings, which keep a half-made choice across a reload', async ({ page, request }) => {
  const account = await signUpByApi(request, 'legacy')
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  for (const legacy of ['/settings/general/notifications', '/settings/general/job-alerts', '/settings/general/job-alerts/some-alert']) {
    await page.goto(legacy)
    await expect(page).toHaveURL(/\/settings\/communication$/)
  }
  await page.getByLabel('Hireflow news and tips').check()
  await page.reload()
  await expect(page.getByLabel('Hireflow news and tips')).toBeChecked()
  // Leaving with the change unsaved asks first.
  await page.getByRole('link', { name: 'Account settings' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Changes Not Saved' })).toBeVisible()
})

test('signed out, "Alert me" asks for an email and the mailed link turns the alert on in provisional mode', async ({ page, request }) => {
  const email = `visitor.${Date.now()}@e2e.hireflow.test`
  await narrowAndDark(page)
  await page.goto('/search?what=welder')
  await tabTo(page, 'Alert me about this search')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Get new jobs for this search by email' })
  await expect(dialog.getByLabel('Email')).toBeVisible()
  // A missing address is said at the field; nothing is sent.
  await dialog.getByRole('button', { name: 'Create alert' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Email is required', { exact: false })).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.type(email)
  await dialog.getByRole('button', { name: 'Create alert' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('status')).toHaveText('Check your email: open the link we sent you to turn the alert on.')
  await expectNoAxeViolations(page)

  let link = ''
  await expect(async () => {
    const mails = await (await request.get('/dev/mail')).text()
    const mail = mails.split('<article').find((article) => article.includes(`>${email}<`) && article.includes('Turn on your job alert'))
    link = (/http:\/\/\S+\/opt\/job-alerts\/[^\s<]+/.exec(mail ?? '')?.[0] ?? '').replaceAll('&amp;', '&')
    expect(link).toContain('confirm=')
  }).toPass({ timeout: 10_000 })
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job alert' })).toBeVisible()
  await expect(page.getByLabel('Keywords')).toHaveValue('welder')
  expect(page.url()).not.toContain('confirm=')
  await page.goto('/opt')
  await expect(page.getByText(`Choose the emails ${email} gets from Hireflow.`)).toBeVisible()
  await expect(page.getByText('welder · Anywhere · Daily')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an alert keeps its search\'s distance and says it; deleting one asks first', async ({ page, request }) => {
  const account = await signUpByApi(request, 'distance')
  await page.goto('/')
  await storeSession(page, { jwt: account.jwt, downloadToken: account.downloadToken })
  const alertMe = async () => {
    await page.getByRole('button', { name: 'Alert me about this search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get new jobs for this search by email' })
    await dialog.getByRole('button', { name: 'Create alert' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Your job alert is on. Manage it in communication settings.')
    await dialog.getByRole('button', { name: 'Close' }).click()
  }

  // The search's Distance is its default, 25 miles: the alert made from it searches, and says, the same.
  await page.goto('/search?what=electrician&where=Houston%2C+TX')
  await expect(page.getByRole('combobox', { name: 'Distance' }).locator('option:checked')).toHaveText('25 miles')
  await alertMe()
  // A search at another distance makes an alert at that distance.
  await page.goto('/search?what=nurse&where=Houston%2C+TX&radius=10')
  await expect(page.getByRole('combobox', { name: 'Distance' }).locator('option:checked')).toHaveText('10 miles')
  await alertMe()
  // A whole state is searched without a distance: the search offers none, and its alert says "in".
  await page.goto('/search?what=teacher&where=Texas')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(page.getByLabel('Minimum pay')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveCount(0)
  await alertMe()

  await page.goto('/settings/communication')
  const alerts = page.getByRole('region', { name: 'Job alerts' })
  await expect(alerts.getByText('electrician · Within 25 miles of Houston, TX · Daily')).toBeVisible()
  await expect(alerts.getByText('nurse · Within 10 miles of Houston, TX · Daily')).toBeVisible()
  await expect(alerts.getByText('teacher · In Texas · Daily')).toBeVisible()

  // The alert's form shows that distance, among the search's own choices: no "Any distance" (the search has none).
  await alerts.getByRole('link', { name: 'Edit alert electrician' }).click()
  const distance = page.getByRole('combobox', { name: 'Distance' })
  await expect(distance).toHaveValue('25')
  await expect(distance.locator('option')).toHaveText(['Within 5 miles', 'Within 10 miles', 'Within 25 miles', 'Within 50 miles', 'Within 100 miles', 'Within 250 miles'])
  await distance.selectOption('50')
  await page.getByRole('button', { name: 'Save alert' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Alert saved.' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to communication settings' }).click()
  await expect(alerts.getByText('electrician · Within 50 miles of Houston, TX · Daily')).toBeVisible()

  // Delete asks first. Keep it (here Escape) keeps the alert, and the focus goes back to its Delete button.
  const remove = alerts.getByRole('button', { name: 'Delete alert electrician' })
  await remove.click()
  const confirm = page.getByRole('dialog', { name: 'Delete this job alert?' })
  await expect(confirm).toContainText('The alert for “electrician” will be deleted for good')
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(remove).toBeFocused()
  await expect(alerts.getByText('electrician · Within 50 miles of Houston, TX · Daily')).toBeVisible()
  // Delete, confirmed: it is gone, the status says so and the focus is on the section's title.
  await remove.click()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(alerts.getByRole('status')).toHaveText('The alert for “electrician” was deleted.')
  await expect(alerts.getByRole('heading', { name: 'Job alerts' })).toBeFocused()
  await expect(alerts.getByText(/^electrician ·/)).toHaveCount(0)
  const left = (await (await request.get('/rest/job-alerts', { headers: { authorization: `Bearer ${account.jwt}` } })).json()) as {
    alerts: Array<{ query: string; distanceMiles: number; location: string; stateWide?: true }>
  }
  expect(left.alerts).toEqual([
    expect.objectContaining({ query: 'nurse', distanceMiles: 10 }),
    expect.objectContaining({ query: 'teacher', location: 'Texas', stateWide: true }),
  ])

  // Its form still offers Distance (the location may become a city) and says what a whole state means for it.
  await alerts.getByRole('link', { name: 'Edit alert teacher' }).click()
  const stateHint = page.getByText('Texas is a whole state: all of it is searched, and the distance applies only to a city or ZIP code.')
  await expect(stateHint).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveAccessibleDescription(/^Texas is a whole state/)
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: 'Location' }).fill('Austin, TX')
  await expect(stateHint).toBeHidden()
})
