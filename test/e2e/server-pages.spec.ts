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

test('home: the HTML shows the page; the app starts without asking for its config again, with no console warning', async ({ page, request }) => {
  // Critical CSS and the theme script come inline, in place of their files (the CSP allows them by hash: no console
  // error), so the first paint waits for no other request.
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
  expect(html).toMatch(/<style>[^<]+<\/style>/)
  expect(html).not.toMatch(/<link rel="stylesheet"[^>]*\/assets\/index-/)
  expect(html).toContain("<script>// The theme before first paint")
  expect(html).not.toContain('src="/theme.js"')
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

test("a Pro's page: the Pro and their jobs come with the HTML; the app asks for neither again", async ({ page, request }) => {
  const job = await someJob(request)
  const lookup = (await (await request.get(`/rest/job-lookup/${job.id}`)).json()) as { recruiter: { slug: string; name: string } }
  const html = await (await request.get(`/pro/${lookup.recruiter.slug}`, { headers: { accept: 'text/html' } })).text()
  expect(html).toContain(`href="/details/${job.slug}/${job.id}"`)
  const seen = watch(page)
  await page.goto(`/pro/${lookup.recruiter.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lookup.recruiter.name)
  await expect(page.getByRole('heading', { name: 'Open jobs' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  expect(seen.console).toEqual([])
  await expect(page).toHaveTitle(`${lookup.recruiter.name}, recruiter on Hireflow | Hireflow`)
})

test('news: the list and an article come with the HTML; the app asks for neither again', async ({ page, request }) => {
  const { articles } = (await (await request.get('/rest/content/news')).json()) as { articles: { id: string; slug: string; title: string }[] }
  const first = articles[0]
  if (!first) throw new Error('The seeded data has no news article')
  const seen = watch(page)
  await page.goto('/news')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  await expect(page.getByRole('link', { name: first.title })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  await page.goto(`/news/${first.slug}/${first.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  await page.waitForLoadState('networkidle')
  expect(seen.requests).toEqual([])
  expect(seen.console).toEqual([])
  await expect(page).toHaveTitle(`${first.title} | Hireflow`)
})
