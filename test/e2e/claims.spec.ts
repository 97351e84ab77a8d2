import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, freshEmail, mailedSignUpCode, scrollsHorizontally, someJob, storeSession, test } from './support'
import { applyByApi } from './applying'

/** A visitor's application, as Easy Apply makes it (a visitor's resume upload, then POST /rest/applications without a token). */
const visitorApplies = async (request: APIRequestContext, email: string, jobId: string): Promise<string> => (await applyByApi(request, { jobId, email })).applicationId

/** What the apply flow leaves on the device: the partnerApplies row { id, email, jobId } in IndexedDB 'hireflow'. */
async function rememberOnDevice(page: Page, row: { id: string; email: string; jobId: string }): Promise<void> {
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('hireflow')
        opening.onupgradeneeded = () => {
          opening.result.createObjectStore('application', { keyPath: 'id' }).createIndex('searchText', 'searchText')
          opening.result.createObjectStore('partnerApplies', { keyPath: 'id' }).createIndex('email', 'email')
        }
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const tx = opening.result.transaction('partnerApplies', 'readwrite')
          tx.objectStore('partnerApplies').put(value)
          tx.oncomplete = () => {
            opening.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    row,
  )
}

const rowsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('hireflow')
        opening.onsuccess = () => {
          const count = opening.result.transaction('partnerApplies').objectStore('partnerApplies').count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

const PASSWORD = 'correct horse battery staple'

/** An account made with this email through the API (the mailed sign-up code). */
async function signUpAs(request: APIRequestContext, email: string): Promise<{ jwt: string; downloadToken: string }> {
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login?timezoneOffset=0', {
    data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(login.ok()).toBe(true)
  return (await login.json()) as { jwt: string; downloadToken: string }
}

/** The claim code mailed to `email` (GET /dev/mail). */
async function mailedClaimCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const viewer = await (await request.get('/dev/mail')).text()
    const mail = viewer.split('<article').find((article) => article.includes(`>${email}<`) && article.includes('Your Hireflow code'))
    code = /Your Hireflow code: (\d{6})/.exec(mail ?? '')?.[1]
    expect(code).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return code ?? ''
}

const checkAgain = (request: APIRequestContext, jwt: string, claim: { id: string; email: string; jobId: string }) =>
  request.post('/rest/interview/check-claims', { data: { claims: [claim] }, headers: { authorization: `Bearer ${jwt}` } }).then((r) => r.json())

test('a visitor applies, signs up with the same email and sees the application claimed', async ({ page, request }) => {
  const email = freshEmail('claims-same')
  const job = await someJob(request)
  const id = await visitorApplies(request, email, job.id)
  await page.goto('/')
  await rememberOnDevice(page, { id, email, jobId: job.id })
  // Signs up through the sign-up screens with the same email.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: /Create an account/ }).click()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm the password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Send the code' }).click()
  await page.getByLabel('Sign-up code').fill(await mailedSignUpCode(request, email))
  await page.getByRole('button', { name: 'Create account' }).click()

  const dialog = page.getByRole('dialog', { name: 'Your applications' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('This application you made before signing in is now in your account.')).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveText(`${job.title} at ${job.company}`)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await rowsOnDevice(page)).toBe(0)
  // In the account now: the server says so, and a reload shows no dialog again.
  const jwt = await page.evaluate(() => JSON.parse(localStorage.getItem('jwt') ?? 'null') as string)
  expect(await checkAgain(request, jwt, { id, email, jobId: job.id })).toEqual([{ id, success: true, reason: 'alreadyYours', job: { title: job.title, company: job.company } }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dialog).toBeHidden()
  // The resume uploaded while applying came with it: on the application, and among the account's resumes.
  await page.goto(`/applications/view/${id}`)
  const resume = page.getByRole('region', { name: 'Resume' })
  await expect(resume.getByText('cv.pdf')).toBeVisible()
  await resume.getByRole('link', { name: 'Your resumes' }).click()
  await expect(page).toHaveURL(/\/settings\/professional\/resume$/)
  await expect(page.getByText('cv.pdf', { exact: true })).toBeVisible()
})

test('an application made with another email is claimed with the code mailed there: keyboard only, 360 px, dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  const oldEmail = freshEmail('claims-old')
  const job = await someJob(request)
  const id = await visitorApplies(request, oldEmail, job.id)
  await page.goto('/')
  await rememberOnDevice(page, { id, email: oldEmail, jobId: job.id })
  const { jwt, downloadToken } = await signUpAs(request, freshEmail('claims-new'))
  await storeSession(page, { jwt, downloadToken })

  const dialog = page.getByRole('dialog', { name: 'Your applications' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`One more application was made with ${oldEmail}.`)).toBeVisible()
  const field = dialog.getByRole('textbox', { name: 'Code from the email' })
  await expect(field).toBeFocused()
  expect(await scrollsHorizontally(page)).toBe(false)
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await expectNoAxeViolations(page)
  const code = await mailedClaimCode(request, oldEmail)

  await page.keyboard.type(code === '000000' ? '111111' : '000000')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText(/This code is not valid/)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await field.fill('')
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('This application you made before signing in is now in your account.')).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveText(`${job.title} at ${job.company}`)
  await expect(field).toBeHidden()
  expect(await rowsOnDevice(page)).toBe(0)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
})
