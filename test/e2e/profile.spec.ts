import type { Locator, Page } from '@playwright/test'
// `test` from support.ts: each test calls the auth routes from its own client address (the per-address rate limit).
import { expect, expectNoAxeViolations, scrollsHorizontally, signUpByApi, storeSession, test } from './support'

const SCREENS = [
  ['/settings/professional/personal', 'Personal information'],
  ['/settings/professional/background', 'Background'],
  ['/settings/professional/phones', 'Phones'],
  ['/settings/professional/goals', 'Goals'],
  ['/settings/professional/experience', 'Experience'],
  ['/settings/professional/experience/new', 'Add experience'],
  ['/settings/professional/skills', 'Skills'],
  ['/settings/account', 'Account settings'],
] as const

async function signedIn(page: Page, request: Parameters<typeof signUpByApi>[0], label: string) {
  const session = await signUpByApi(request, label)
  await page.goto('/')
  await storeSession(page, session)
  return session
}

test('every new settings screen: 360 px, dark, no axe violations, no sideways scroll', async ({ page, request }) => {
  // Eight screens, each with axe: over a minute on a loaded 2-core machine (it timed out at the last screen).
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await signedIn(page, request, 'profile-screens')
  await page.goto('/settings/professional')
  await expect(page).toHaveURL(/\/settings\/professional\/personal$/)
  for (const [path, title] of SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save' }).first().or(page.getByRole('link', { name: 'Add experience' }))).toBeVisible()
    if (process.env.PROFILE_SHOTS) await page.screenshot({ path: `/tmp/profile-shots/${path.replaceAll('/', '_')}.png`, fullPage: true })
    await expectNoAxeViolations(page)
    expect(await scrollsHorizontally(page), path).toBe(false)
  }
})

/*
 * Keyboard only: every control is reached with Tab (never clicked or focused by the test), typed into, chosen with
 * the select's type-ahead, pressed with Enter or Space.
 */
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)

async function tabTo(page: Page, target: Locator, maxPresses = 150): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target.toString()} was never reached with Tab`)
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  if (text !== '') await page.keyboard.type(text)
}

/** A select's option by typing its first letters (the select's own type-ahead). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select)
  await page.keyboard.type(option)
  await expect(select.locator('option:checked')).toHaveText(option)
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

/** A radio button: Tab reaches its group (one stop), the arrow keys move within it, Space picks. */
async function pickRadio(page: Page, group: Locator, name: string): Promise<void> {
  const target = group.getByRole('radio', { name, exact: true })
  const inGroup = () => group.evaluate((fieldset) => fieldset.contains(document.activeElement) && document.activeElement?.getAttribute('type') === 'radio')
  for (let presses = 0; presses < 150 && !(await inGroup()); presses++) await page.keyboard.press('Tab')
  for (let presses = 0; presses < 10 && !(await isFocused(target)); presses++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Space')
  await expect(target).toBeChecked()
}

const save = (page: Page, name = 'Save') => press(page, page.getByRole('button', { name, exact: true }))
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
const problem = (page: Page, text: string) => page.getByText(text, { exact: true })
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Changes Not Saved' })
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true })

test('fill the whole professional profile, errors first then fixes, keyboard only at 360 px in dark mode', async ({ page, request }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await signedIn(page, request, 'profile-journey')

  // Personal information: the country is required; its problem goes as soon as one is chosen.
  await page.goto('/settings/professional')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible()
  await save(page)
  await expect(problem(page, 'Country is required.')).toBeVisible()
  await expect(page.getByLabel('Country')).toBeFocused()
  await expectNoAxeViolations(page)
  await choose(page, page.getByLabel('Country'), 'United States')
  await expect(problem(page, 'Country is required.')).toBeHidden()
  await choose(page, page.getByLabel('State, province or region'), 'Texas')
  await typeInto(page, page.getByLabel('City'), 'Austin')
  await typeInto(page, page.getByLabel('Headline'), 'ICU nurse')
  await pickRadio(page, page.getByRole('group', { name: 'Work authorization' }), 'Requires sponsorship')
  await save(page)
  await saved(page)

  // Background: the education is required; a language is chosen from the platform's list.
  await press(page, menuLink(page, 'Background'))
  await expect(page.getByRole('heading', { level: 1, name: 'Background' })).toBeVisible()
  await save(page)
  await expect(problem(page, 'Highest education is required.')).toBeVisible()
  await choose(page, page.getByLabel('Highest education'), "Bachelor's degree")
  await typeInto(page, page.getByLabel('Years of experience'), '7')
  await choose(page, page.getByLabel('Language to add'), 'Spanish')
  await press(page, page.getByRole('button', { name: 'Add language' }))
  await expect(page.getByRole('button', { name: 'Remove Spanish' })).toBeVisible()
  await save(page)
  await saved(page)

  // Goals: a desired title and the remote preference are required; a salary is whole dollars.
  await press(page, page.getByRole('link', { name: 'Next: your career goals' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible()
  await typeInto(page, page.getByLabel('Expected salary (USD)'), '95k')
  await save(page)
  await expect(problem(page, 'Add at least one desired job title.')).toBeVisible()
  await expect(problem(page, 'Remote preference is required.')).toBeVisible()
  await expect(problem(page, 'Enter a whole amount in dollars.')).toBeVisible()
  await expectNoAxeViolations(page)
  await typeInto(page, page.getByLabel('Job title to add'), 'Registered nurse')
  await page.keyboard.press('Enter')
  await expect(problem(page, 'Add at least one desired job title.')).toBeHidden()
  await press(page, page.getByRole('checkbox', { name: 'Healthcare' }), 'Space')
  await typeInto(page, page.getByLabel('Expected salary (USD)'), '95000')
  await expect(problem(page, 'Enter a whole amount in dollars.')).toBeHidden()
  await typeInto(page, page.getByLabel('Current salary (USD)'), '41')
  await choose(page, page.getByLabel('Current salary per'), 'Hour')
  await pickRadio(page, page.getByRole('group', { name: 'Remote preference' }), 'Hybrid')
  await save(page)
  await saved(page)

  // Phones: an empty phone, then an incomplete number, then a whole one.
  await press(page, menuLink(page, 'Phones'))
  await expect(page.getByRole('heading', { level: 1, name: 'Phones' })).toBeVisible()
  await press(page, page.getByRole('button', { name: 'Add a phone' }))
  await save(page)
  await expect(problem(page, 'This phone is empty: type its number or remove it.')).toBeVisible()
  await typeInto(page, page.getByLabel('Phone number'), '555-01')
  await save(page)
  await expect(problem(page, 'Phone number is incomplete.')).toBeVisible()
  await expectNoAxeViolations(page)
  await typeInto(page, page.getByLabel('Phone number'), '(512) 555-0100')
  await expect(problem(page, 'Phone number is incomplete.')).toBeHidden()
  await choose(page, page.getByLabel('Type'), 'Office')
  await typeInto(page, page.getByLabel('Extension'), '12')
  await save(page)
  await saved(page)

  // Experience: title and company required, both month and year, not in the future, start not after end.
  await press(page, menuLink(page, 'Experience'))
  await press(page, page.getByRole('link', { name: 'Add experience' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Add experience' })).toBeVisible()
  await save(page)
  for (const text of ['Title is required.', 'Company name is required.', 'Start date is required.', 'End date is required.']) await expect(problem(page, text)).toBeVisible()
  await expectNoAxeViolations(page)
  await typeInto(page, page.getByLabel('Title'), 'Nurse')
  await typeInto(page, page.getByLabel('Company'), 'St. Mary')
  const started = page.getByRole('group', { name: 'Started' })
  const ended = page.getByRole('group', { name: 'Ended' })
  await choose(page, started.getByLabel('Month'), 'March')
  // A marked field says its current problem as it is typed in.
  await expect(started.getByText('Both month and year are required.')).toBeVisible()
  await typeInto(page, started.getByLabel('Year'), '2099')
  await expect(started.getByText('The date cannot be in the future.')).toBeVisible()
  await typeInto(page, started.getByLabel('Year'), '2020')
  await choose(page, ended.getByLabel('Month'), 'June')
  await typeInto(page, ended.getByLabel('Year'), '2019')
  await save(page)
  await expect(started.getByText('The start date cannot be after the end date.')).toBeVisible()
  await typeInto(page, ended.getByLabel('Year'), '2024')
  await expect(started.getByText('The start date cannot be after the end date.')).toBeHidden()
  await save(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Experience' })).toBeVisible()
  const item = page.getByRole('list', { name: 'Experience' }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Nurse')
  await expect(item).toContainText('March 2020 to June 2024')

  // A current job has no end.
  await press(page, page.getByRole('link', { name: 'Add experience' }))
  await typeInto(page, page.getByLabel('Title'), 'Charge nurse')
  await typeInto(page, page.getByLabel('Company'), 'Dell Seton')
  await choose(page, started.getByLabel('Month'), 'July')
  await typeInto(page, started.getByLabel('Year'), '2024')
  await press(page, page.getByRole('checkbox', { name: 'I work here now' }), 'Space')
  await expect(ended).toBeHidden()
  await save(page)
  await expect(item.first()).toContainText('July 2024 to present')
  await expect(item).toHaveCount(2)

  // Skills: at least one.
  await press(page, menuLink(page, 'Skills'))
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible()
  await save(page)
  await expect(problem(page, 'Add at least one skill.')).toBeVisible()
  await typeInto(page, page.getByLabel('Skill to add'), 'Triage')
  await page.keyboard.press('Enter')
  await save(page)
  await saved(page)

  // Account settings: the LinkedIn address and the postal code.
  await press(page, menuLink(page, 'Account settings'))
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await typeInto(page, page.getByLabel('LinkedIn profile URL'), 'http://linkedin.com/in/ada')
  await typeInto(page, page.getByLabel('Postal code'), '7')
  await save(page, 'Save profile and location')
  await expect(problem(page, 'The LinkedIn URL must start with https://www.linkedin.com/in/')).toBeVisible()
  await expect(problem(page, 'Postal code is too short.')).toBeVisible()
  await expectNoAxeViolations(page)
  await typeInto(page, page.getByLabel('Postal code'), '')
  await expect(problem(page, 'Postal code is required.')).toBeVisible()
  await typeInto(page, page.getByLabel('Postal code'), '78701')
  await typeInto(page, page.getByLabel('LinkedIn profile URL'), 'https://www.linkedin.com/in/ada-lovelace')
  await save(page, 'Save profile and location')
  await saved(page)
  await typeInto(page, page.getByLabel('Agency name'), 'Acme Staffing')
  await save(page, 'Save the agency')
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(2)

  // Everything was kept by the server.
  await page.reload()
  await expect(page.getByLabel('Postal code')).toHaveValue('78701')
  await expect(page.getByLabel('Agency name')).toHaveValue('Acme Staffing')
  await page.goto('/settings/professional/personal')
  await expect(page.getByLabel('Country')).toHaveValue('US')
  await expect(page.getByLabel('State, province or region')).toHaveValue('TX')
  await page.goto('/settings/professional/goals')
  await expect(page.getByRole('button', { name: 'Remove Registered nurse' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Healthcare' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked()
  await page.goto('/settings/professional/phones')
  await expect(page.getByLabel('Phone number')).toHaveValue('(512) 555-0100')
})

test('a half-filled form survives a reload; leaving it asks "Changes Not Saved"', async ({ page, request }) => {
  await signedIn(page, request, 'profile-dirty')
  await page.goto('/settings/professional/experience/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Add experience' })).toBeVisible()
  await typeInto(page, page.getByLabel('Title'), 'Nurse')
  await choose(page, page.getByRole('group', { name: 'Started' }).getByLabel('Month'), 'March')
  await page.reload()
  await expect(page.getByLabel('Title')).toHaveValue('Nurse')
  await expect(page.getByRole('group', { name: 'Started' }).getByLabel('Month')).toHaveValue('3')

  // Still unsaved after the reload: leaving asks, Cancel stays with what was typed.
  await press(page, menuLink(page, 'Skills'))
  await expect(leaveDialog(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await press(page, leaveDialog(page).getByRole('button', { name: 'Cancel' }))
  await expect(page).toHaveURL(/\/experience\/new$/)
  await expect(page.getByLabel('Title')).toHaveValue('Nurse')

  // Continue leaves and forgets the draft.
  await press(page, menuLink(page, 'Skills'))
  await press(page, leaveDialog(page).getByRole('button', { name: 'Continue' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible()
  await page.goto('/settings/professional/experience/new')
  await expect(page.getByLabel('Title')).toHaveValue('')

  // Another user's experience is not there for this one.
  const other = await signUpByApi(request, 'profile-other')
  const created = await request.post('/rest/professional/experience', {
    headers: { Authorization: `Bearer ${other.jwt}` },
    data: { title: 'Chef', company: 'Elsewhere', started: '2020-01', ended: null, current: true, description: '' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await page.goto(`/settings/professional/experience/${id}`)
  await expect(page.getByRole('alert').filter({ hasText: 'This does not exist, or it is not yours.' })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveCount(0)

  // The account page's new sections ask too.
  await page.goto('/settings/account')
  await typeInto(page, page.getByLabel('Postal code'), '787')
  await press(page, menuLink(page, 'Phones'))
  await expect(leaveDialog(page)).toBeVisible()
  await press(page, leaveDialog(page).getByRole('button', { name: 'Cancel' }))
  await expect(page.getByLabel('Postal code')).toHaveValue('787')
})
