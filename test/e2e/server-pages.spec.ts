import type { Page } from '@playwright/test'
import { expect, header, results, searchForm, someJob, test } from './support'

/**
 * Server-rendered pages (adapters/server/pages) with JavaScript on: the HTML already shows the page, the app then
 * starts on the answers the HTML inlined (core/api/pageData.ts) without asking for them again, and says nothing in
 * the console.
 */

/** Every request of the page for the API's config or for data the server inlined, and every console warning or error. */
function watch(page: Page) {
  const requests: string[] = []
  const console: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/env' || url.pathname.startsWith('/rest/')) requests.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`)
  })
  page.on('console', (message) => {
    // The journeys block the service worker (playwright.config.ts), and the app says so: not this page's doing.
    if (/service worker/i.test(message.text())) return
    if (message.type() === 'warning' || message.type() === 'error') console.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`))
  return { requests, console }
}

test('home: the HTML shows the page; the app starts without asking for its config again, with no console warning', async ({ page }) => {
  const seen = watch(page)
  await page.goto('/')
  await expect(searchForm(page)).toBeVisible()
  await expect(header(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  expect(seen.console).toEqual([])
  await expect(page).toHaveTitle('Find your next job | Hireflow')
})

test('search: the results come with the HTML; the app shows them without a second search request', async ({ page, request }) => {
  const html = await (await request.get('/search?what=nurse')).text()
  const job = await someJob(request)
  expect(html).toContain(`href="/details/${job.slug}/${job.id}"`)
  const seen = watch(page)
  await page.goto('/search?what=nurse')
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  expect(seen.console).toEqual([])
  await expect(page).toHaveTitle('nurse jobs | Hireflow')
})

test('job: the job and its related jobs come with the HTML; the app asks for neither again', async ({ page, request }) => {
  const job = await someJob(request)
  const seen = watch(page)
  await page.goto(`/details/${job.slug}/${job.id}`)
  await expect(page.getByRole('link', { name: /apply/i }).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  expect(seen.console).toEqual([])
  await expect(page).toHaveTitle(`${job.title} | Hireflow`)
})
