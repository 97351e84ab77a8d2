import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'
import { Hono } from 'hono'
import { createHash } from 'node:crypto'
import { securityHeaders } from '../../adapters/server/http/securityHeaders'
import type { JobSummary, SearchCriteria, SearchResult } from '../../core/search'
import { appOrigin } from './servers'

/** The search landmark of the page (home and /search both have exactly one). */
export const searchForm = (page: Page): Locator => page.getByRole('search', { name: 'Job search' })

/** The results region of /search. */
export const results = (page: Page): Locator => page.getByRole('region', { name: 'Results' })

/** The job cards of the results list (not the alternatives). */
export const jobCards = (page: Page): Locator => results(page).getByRole('list').first().getByRole('article')

/** Types the terms into the page's search form and submits it with the keyboard. */
export async function submitSearch(page: Page, what: string, where: string): Promise<void> {
  const form = searchForm(page)
  await form.getByLabel('What').fill(what)
  await form.getByLabel('Where').fill(where)
  await form.getByLabel('Where').press('Enter')
}

/** The ids of the jobs the cards link to, in order (from /details/{slug}/{jobId}). */
export async function cardJobIds(page: Page): Promise<string[]> {
  // Each card's heading link: a card also links its Pro and the Pros who posted it too ("Also posted by").
  const hrefs = await jobCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => href.split('/').pop() ?? '')
}

/**
 * Pages through the results until the visible end ("You've seen all N jobs"), with the "Show more jobs"
 * button (scrolling may bring pages too). Returns N.
 */
export async function pageToTheEnd(page: Page, maxPages = 200): Promise<number> {
  const end = results(page).getByText(/You've seen (all [\d,]+ jobs|the only job)/)
  const more = results(page).getByRole('button', { name: 'Show more jobs' })
  for (let pages = 0; pages < maxPages; pages++) {
    await expect(end.or(more).first()).toBeVisible()
    if (await end.isVisible()) break
    await more.click({ timeout: 5000 }).catch(() => undefined) // it may turn into "Loading more jobs…" under us
  }
  await expect(end).toBeVisible()
  const text = (await end.textContent()) ?? ''
  return /the only job/.test(text) ? 1 : Number(text.replace(/\D/g, ''))
}

/** A search straight against the API (for tests that need a real job without going through the UI). */
export async function apiSearch(request: APIRequestContext, criteria: SearchCriteria): Promise<SearchResult> {
  const response = await request.post('/rest/jobs/search', { data: criteria })
  expect(response.status()).toBe(200)
  return (await response.json()) as SearchResult
}

/** A job that exists, found through the API. */
export async function someJob(request: APIRequestContext, what = 'nurse'): Promise<JobSummary> {
  const { documents } = await apiSearch(request, { what })
  const job = documents[0]
  if (!job) throw new Error(`The seeded data has no "${what}" job`)
  return job
}

/** Runs axe on the page as it is and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is measured on what is painted: a dialog or toast still fading in (300 ms) would read as too faint.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} - ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
  expect(readable).toEqual([])
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function scrollsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

/**
 * The e2e server's JWT secret (playwright.config.ts hands it to the server as JWT_SECRET), so a test can sign the
 * tokens a real session would hold at another time (aged past 24 h, expired). Only ever used by the e2e server.
 */
/** At 360 px in dark mode: no axe violations and no sideways scroll; then back to 1280 px, light. */
export async function expectFitsPhoneInDark(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  expect(await scrollsHorizontally(page)).toBe(false)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
}

export const E2E_JWT_SECRET = 'hireflow-e2e-only-jwt-secret-not-for-any-real-server'

/** The e2e server's impersonation key (IMPERSONATION_KEY): the debug panel's sign-in as another account types it. */
export const E2E_IMPERSONATION_KEY = 'hireflow-e2e-only-impersonation-key'

/** A client address of its own for this test (and retry): the e2e server trusts X-Forwarded-For (TRUST_PROXY). */
export const clientAddressFor = (testInfo: TestInfo): string => {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`).digest()
  return `10.${a}.${b}.${c}`
}

export { expect }

/**
 * `test` whose page, context and request fixtures all talk to this worker's own server (servers.ts) and send this
 * test's own X-Forwarded-For address, so the server's per-address limit on auth calls (60 per 15 min) counts each
 * test apart rather than the whole run.
 */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await use(appOrigin(testInfo.parallelIndex))
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo) })
  },
  page: async ({ page }, use) => {
    await waitForTheAppOnNavigation(page)
    await use(page)
  },
})

/**
 * The server renders home, search, job, Pro and news pages in the app's frame, and the app takes over a moment later.
 * A journey tests the app, so `page.goto` and `page.reload` resolve once it has: the server's nodes under #root are
 * gone (a page the server did not render has none). `waitUntil: 'commit'` leaves the takeover to the journey (the
 * ones about the server's HTML itself). If the app never takes over, the journey goes on after 15 s and fails on its
 * own assertions.
 */
async function waitForTheAppOnNavigation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const server = document.querySelector('#root > *')
      Object.assign(window, { __appTookOver: () => !server?.isConnected })
    })
  })
  const tookOver = () =>
    page
      .waitForFunction(() => (window as unknown as { __appTookOver?: () => boolean }).__appTookOver?.() ?? true, undefined, { timeout: 15_000 })
      .then(() => undefined, () => undefined)
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await tookOver()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await tookOver()
    return response
  }
}

/** A fresh address per call, so runs against a reused data folder never collide. */
export const freshEmail = (label: string): string =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.hireflow.test`

/** The newest sign-up code mailed to `email`, read from the development mail viewer (GET /dev/mail). */
/** The newest code mailed to `email` whose mail says `kind` ("code is", or "reset code is" to skip an older sign-up code). */
async function mailedCode(request: APIRequestContext, email: string, kind: RegExp): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const page = await (await request.get('/dev/mail')).text()
    const mail = page.split('<article').find((article) => article.includes(`>${email}<`) && kind.test(article))
    code = mail?.match(new RegExp(`${kind.source} (\\d{6,10})`))?.[1]
    expect(code).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return code ?? ''
}

export const mailedSignUpCode = (request: APIRequestContext, email: string): Promise<string> => mailedCode(request, email, /code is/)

/** The password reset code mailed to `email`, never the sign-up code the account was made with (the reset mail may land later). */
export const mailedResetCode = (request: APIRequestContext, email: string): Promise<string> => mailedCode(request, email, /reset code is/)

/** A new account made through the API (a mailed sign-up code): its email and the login's tokens. */
export async function signUpByApi(request: APIRequestContext, label: string): Promise<{ email: string; jwt: string; downloadToken: string }> {
  const email = freshEmail(label)
  expect((await request.post('/rest/auth/email', { data: { email, purpose: 'signUp' } })).status()).toBe(202)
  const code = await mailedSignUpCode(request, email)
  const login = await request.post('/rest/auth/login?timezoneOffset=0', {
    data: { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(login.ok()).toBe(true)
  const { jwt, downloadToken } = (await login.json()) as { jwt: string; downloadToken: string }
  return { email, jwt, downloadToken }
}

/** Puts a session into the page's local storage as the app keeps it (JSON values) and reloads. */
export async function storeSession(page: Page, values: { jwt: string; downloadToken?: string; developerMode?: boolean }): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.clear()
    sessionStorage.clear()
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value))
  }, values)
  await page.reload()
}

/** The page's stored session values (parsed), for asserting what was kept or cleared. */
export const storedSession = (page: Page): Promise<Record<'jwt' | 'downloadToken' | 'profile', unknown>> =>
  page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
    return { jwt: read('jwt'), downloadToken: read('downloadToken'), profile: read('profile') }
  })

/** One API call the page made, as seen on the wire. */
export interface ApiCallSeen {
  readonly method: string
  readonly path: string
  readonly status: number
  readonly bearer: string | null
}

/** Records every /rest/ call of the page (method, path, status, bearer) from now on. */
export function recordApiCalls(page: Page): ApiCallSeen[] {
  const calls: ApiCallSeen[] = []
  page.on('response', (response) => {
    const request = response.request()
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/rest/')) return
    const bearer = request.headers()['authorization']?.replace(/^Bearer /, '') ?? null
    calls.push({ method: request.method(), path: url.pathname, status: response.status(), bearer })
  })
  return calls
}

/** Presses Tab until `target` has the focus (the test never clicks or focuses it); fails past `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target.toString()} was never reached with Tab`)
}

/** The page's header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole('banner')

/** Signs out through the header's account menu and waits for its "Sign in" link. */
export async function signOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: /^Account/ }).click()
  await header(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
}

/** The client id the page is told when a test acts as if Google sign-in were configured. */
export const E2E_GOOGLE_CLIENT_ID = 'hireflow-e2e.apps.googleusercontent.com'

/**
 * Makes the page see the e2e server (which has no GOOGLE_CLIENT_ID) as if Google sign-in were configured:
 * GET /rest/auth/providers names a client id, and every page arrives with the security headers the server sends
 * then (its own middleware, adapters/server/http/securityHeaders.ts), so Google's script meets the real policy.
 */
export async function actAsIfGoogleConfigured(page: Page): Promise<void> {
  const withGoogle = await new Hono().use(securityHeaders({ google: true })).get('*', (c) => c.body(null, 204)).request('/')
  const policy = Object.fromEntries(['content-security-policy', 'cross-origin-opener-policy'].map((name) => [name, withGoogle.headers.get(name) ?? '']))
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    return route.fulfill({ response, headers: { ...response.headers(), ...policy } })
  })
  await page.route('**/rest/auth/providers', async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({ json: { ...answer, googleClientId: E2E_GOOGLE_CLIENT_ID } })
  })
}

/**
 * Serves the page's HTML without the API answers the server inlined (core/api/pageData.ts), so the app asks the
 * network for everything, as on a page the server did not render: for journeys that change an API answer on the way.
 */
export async function withoutInlinedAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/rest/') && !url.pathname.startsWith('/assets/') && url.pathname !== '/env',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = (await response.text()).replace(/<script type="application\/json" id="hireflow-data">[\s\S]*?<\/script>/, '')
      await route.fulfill({ response, body: html })
    },
  )
}

/**
 * Holds the app's chunk back until the returned function is called: the server's page stays and takes the typing, as
 * on a slow phone.
 */
export async function holdAppChunk(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/app-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}
