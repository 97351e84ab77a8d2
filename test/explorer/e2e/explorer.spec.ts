import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

/** Moves the focus with Tab (never the mouse) until `target` has it; fails if it is not reachable. */
async function tabTo(page: Page, target: Locator, maxTabs = 80) {
  for (let tabs = 0; tabs < maxTabs; tabs++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`)
}

const press = async (page: Page, target: Locator, key = 'Enter') => {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

const state = (page: Page) => page.getByTestId('current-state')
const screen = (page: Page, name: string) => page.frameLocator(`iframe[title="Screen: ${name}"]`)
const requests = (page: Page) => page.getByRole('region', { name: 'Requests and notices' })

test('a designer steps the sign-in machine, advances the session to its refresh, and shares the step (keyboard only)', async ({ page, context }) => {
  await page.goto('/explorer/')
  await expect(page.getByRole('navigation', { name: 'Machines and scenarios' })).toBeVisible()

  // Sign-in: a wrong password, then the right one, each with its screen and its highlighted state.
  await press(page, page.getByRole('link', { name: 'Wrong password, then the right one' }))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wrong password, then the right one')
  await expect(page.getByRole('heading', { name: 'Step 0 of 2' })).toBeVisible()
  await press(page, page.getByRole('button', { name: 'Step forward' }))
  await expect(page.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible()
  await expect(state(page)).toHaveText('State: signingIn.editing')
  await expect(page.locator('.chart-active[data-state="signIn.signingIn.editing"]')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Context' })).toContainText('"auth.error.invalidCredentials"')
  for (const name of ['Phone, 360 px, light', 'Desktop, 1280 px, dark']) {
    await expect(screen(page, name).getByText('The email or password is not correct.')).toBeVisible()
  }
  await page.keyboard.press('Enter') // the focus stayed on "Step forward"
  await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible()
  await expect(state(page)).toHaveText('State: completed (done)')
  await expect(page.locator('.chart-active[data-state="signIn.completed"]')).toBeVisible()
  await expect(screen(page, 'Phone, 360 px, light').getByRole('button', { name: 'Account' })).toBeVisible()

  // Session: the simulated clock moves on, and just past 24 h the token is refreshed, once.
  await press(page, page.getByRole('link', { name: 'The token refreshes 24 h after it was issued' }))
  await expect(state(page)).toHaveText('State: loggedIn.token.fresh, loggedIn.profile.loaded')
  const twelveHours = page.getByRole('button', { name: 'Advance the clock by 12 hours' })
  await press(page, twelveHours)
  await expect(page.getByTestId('clock')).toContainText('start + 12 h')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('clock')).toContainText('start + 1 d)')
  await expect(requests(page)).not.toContainText('/rest/auth/refresh')
  await press(page, page.getByRole('button', { name: 'Advance the clock by 1 minute' }))
  await expect(page.getByTestId('clock')).toContainText('start + 1 d 1 min')
  await expect(requests(page).getByText('POST /rest/auth/refresh')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible()

  // The link of this step opens the same step in a fresh page.
  const link = await page.getByLabel('Link to this step').inputValue()
  expect(link).toContain('scenario=session.refreshAt24h')
  const fresh = await context.newPage()
  await fresh.goto(link)
  await expect(fresh.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible()
  await expect(fresh.getByTestId('clock')).toContainText('start + 1 d 1 min')
  await expect(requests(fresh).getByText('POST /rest/auth/refresh')).toHaveCount(1)
  await expect(state(fresh)).toHaveText(await state(page).innerText())
})

test('an event typed in the form becomes a step; a payload that is not JSON is refused with a reason', async ({ page }) => {
  await page.goto('/explorer/?scenario=signIn.wrongThenRight&step=0')
  const payload = page.getByLabel('Payload of user.signInSubmitted (JSON, may be empty)')
  const send = page.getByRole('button', { name: 'Send user.signInSubmitted' })
  await payload.fill('{"email": "ada@example.com", ')
  await send.press('Enter')
  await expect(page.getByText('The payload is not JSON')).toBeVisible()
  await expect(payload).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { name: 'Step 0 of 2' })).toBeVisible()

  await payload.fill('{"email": "ada@example.com", "password": "not it either"}')
  await send.press('Enter')
  await expect(page.getByRole('heading', { name: 'Step 1 of 1' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Context' })).toContainText('"auth.error.invalidCredentials"')
  expect(new URL(page.url()).searchParams.get('history')).toContain('not it either')
})

test('the explorer has no axe violations (the framed screens are the app, checked by its own journeys)', async ({ page }) => {
  await page.goto('/explorer/?scenario=signIn.wrongThenRight&step=1')
  await expect(page.locator('.chart-active').first()).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})

test('stepping back and through the history replays each step, with its address', async ({ page }) => {
  await page.goto('/explorer/?scenario=signIn.wrongThenRight&step=2')
  await expect(state(page)).toHaveText('State: completed (done)')
  await press(page, page.getByRole('button', { name: 'Step back' }))
  await expect(page.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible()
  await expect(state(page)).toHaveText('State: signingIn.editing')
  await expect(screen(page, 'Phone, 360 px, dark').getByText('The email or password is not correct.')).toBeVisible()
  expect(new URL(page.url()).searchParams.get('step')).toBe('1')
  await press(page, page.getByRole('link', { name: 'Start' }))
  await expect(page.getByRole('heading', { name: 'Step 0 of 2' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Step back' })).toBeDisabled()
  await press(page, page.getByRole('link', { name: 'user.signInSubmitted' }).last())
  await expect(page.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible()
})

test("the screens follow the machines a page creates itself and the router: a form, an upload, the leave dialog", async ({ page }) => {
  const phone = () => screen(page, 'Phone, 360 px, light')
  await page.goto('/explorer/?scenario=formSubmission.saved&step=1')
  await expect(state(page)).toHaveText('State: submitting')
  await expect(phone().getByRole('button', { name: 'Saving…' })).toBeDisabled()
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(phone().getByText('Your name is saved.')).toBeVisible()

  await page.goto('/explorer/?scenario=resumeUpload.uploaded&step=2')
  await expect(phone().getByText('50% sent')).toBeVisible()

  await page.goto('/explorer/?scenario=navigationGuard.unsavedChanges&step=1')
  await expect(state(page)).toHaveText('State: confirmingLeave')
  await expect(phone().getByRole('dialog', { name: 'Changes Not Saved' })).toBeVisible()
  await page.getByRole('button', { name: 'Step forward' }).click()
  await expect(page.getByRole('heading', { name: 'Step 2 of 4' })).toBeVisible()
  await expect(phone().getByRole('heading', { name: 'Account settings' })).toBeVisible()
  await expect(phone().getByRole('dialog')).toHaveCount(0)
  await page.goto('/explorer/?scenario=navigationGuard.unsavedChanges&step=4')
  await expect(phone().getByRole('heading', { name: 'Find your next job' })).toBeVisible()
})
