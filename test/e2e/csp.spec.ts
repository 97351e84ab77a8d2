import type { Page } from '@playwright/test'
import { actAsIfGoogleConfigured, expect, header, jobCards, submitSearch, test } from './support'

interface Violation {
  readonly directive: string
  readonly blocked: string
}

declare global {
  interface Window {
    cspViolations?: Violation[]
  }
}

/**
 * Collects what the page reports against its Content-Security-Policy: `securitypolicyviolation` events into
 * `window.cspViolations` (one list per document), and console messages about the policy (or the
 * Permissions-Policy header) into the returned array.
 */
async function watchPolicies(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI })
    })
  })
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) messages.push(message.text())
  })
  return messages
}

const violations = (page: Page): Promise<Violation[]> => page.evaluate(() => window.cspViolations ?? [])

test.use({ colorScheme: 'dark' })

test('home -> search -> a job -> sign-in under the policy: nothing is blocked, and dark mode is there before the app runs', async ({ page }) => {
  const messages = await watchPolicies(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).toContain("frame-ancestors 'none'")
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  await submitSearch(page, 'nurse', 'Austin, TX')
  await expect(page).toHaveURL(/\/search\?/)
  const card = jobCards(page).first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/details\/[^/]+\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await header(page).getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible()

  // The realtime channel's address (ws: to the page's own origin) is allowed by connect-src 'self': it opens.
  const opened = await page.evaluate(() => new Promise<boolean>((done) => {
    const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/rest/websocket`)
    socket.addEventListener('open', () => {
      socket.close()
      done(true)
    })
    socket.addEventListener('close', () => done(false))
  }))
  expect(opened).toBe(true)

  expect(await violations(page)).toEqual([])
  expect(messages).toEqual([])

  // The watch sees a violation when there is one: a call to another origin is blocked and reported.
  await page.evaluate(() => fetch('http://127.0.0.1:9/elsewhere').catch(() => undefined))
  await expect.poll(() => violations(page)).toEqual([{ directive: 'connect-src', blocked: 'http://127.0.0.1:9/elsewhere' }])
})

test("the theme script alone sets the theme before the app's code runs (the stored choice, else the system's)", async ({ page }) => {
  const messages = await watchPolicies(page)
  await page.route('**/assets/**', (route) => route.abort()) // no app code, no styles: only public/theme.js runs
  const html = page.locator('html')
  await page.goto('/')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.evaluate(() => localStorage.setItem('dark', 'false'))
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'light')
  expect(await violations(page)).toEqual([])
  expect(messages).toEqual([])
})

test("with Google sign-in configured, one-tap's script loads under the policy the server then sends", async ({ page }) => {
  const messages = await watchPolicies(page)
  await actAsIfGoogleConfigured(page)
  const googleScript: string[] = []
  await page.route('https://accounts.google.com/**', (route) => {
    googleScript.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toContain('https://accounts.google.com/gsi/client')
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible()
  await expect.poll(() => googleScript).toEqual(['https://accounts.google.com/gsi/client'])
  expect(await violations(page)).toEqual([])
  expect(messages).toEqual([])
})
