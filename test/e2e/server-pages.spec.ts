import type { APIRequestContext, Page } from '@playwright/test'
import { expect, header, holdAppChunk, results, searchForm, someJob, test } from './support'

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

/**
 * Watches the takeover from before the HTML is parsed: after the server's content first shows, every DOM change
 * (React's commits included, seen before they paint) and every frame checks that each of `content` (CSS selectors)
 * still matches a rendered element with text; a miss is a flash. Layout shifts are summed to the page's CLS. The
 * frame's boxes (header, main landmark; top and height of the header, top of main) are noted at the server's paint
 * and again once the app has rendered over it: React puts new elements in place of the server's, which the browser
 * never counts as a layout shift, so the frame is compared by its boxes.
 */
async function watchTakeover(page: Page, content: readonly string[], boxes: readonly string[] = []) {
  await page.addInitScript(({ selectors, boxSelectors }: { selectors: readonly string[]; boxSelectors: readonly string[] }) => {
    const record = {
      seen: false, lost: [] as string[], cls: 0, serverFrame: '', appFrame: '', serverBoxes: '', appBoxes: '', tookOver: false,
      takeoverAt: 0, lcp: [] as { at: number; size: number; element: string }[],
    }
    Object.assign(window, { __takeover: record })
    const frame = () =>
      ['.site-header', 'main'].map((selector) => {
        const box = document.querySelector(`#root ${selector}`)?.getBoundingClientRect()
        return box ? `${selector} ${Math.round(box.top)}+${selector === 'main' ? '' : Math.round(box.height)}` : `${selector} none`
      }).join(', ')
    // The page's own boxes (its first result card, its heading): where they are and how big, the LCP's candidates.
    const measure = () =>
      boxSelectors.map((selector) => {
        const box = document.querySelector(`#root main ${selector}`)?.getBoundingClientRect()
        return box ? `${selector} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}` : `${selector} none`
      }).join(', ')
    let serverRoot: Element | null = null
    document.addEventListener('DOMContentLoaded', () => {
      serverRoot = document.querySelector('#root > *')
      record.serverFrame = frame()
      record.serverBoxes = measure()
    })
    const shown = (selector: string) =>
      [...document.querySelectorAll(`#root ${selector}`)].some((element) => element.getClientRects().length > 0 && (element.textContent ?? '').trim() !== '')
    const check = () => {
      if (serverRoot && !serverRoot.isConnected && !record.tookOver) {
        record.tookOver = true
        record.takeoverAt = performance.now()
        record.appFrame = frame()
        record.appBoxes = measure()
      }
      const missing = selectors.filter((selector) => !shown(selector))
      if (missing.length === 0) record.seen = true
      else if (record.seen) record.lost.push(`${missing.join(', ')} (main: ${document.querySelector('#root main')?.textContent?.trim().slice(0, 60) ?? 'none'})`)
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
    const everyFrame = () => {
      check()
      requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.cls += (entry as PerformanceEntry & { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[]) {
        const element = entry.element
        record.lcp.push({ at: Math.round(entry.startTime), size: entry.size, element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'none' })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  }, { selectors: content, boxSelectors: boxes })
  return {
    /** Once the app has rendered over the server's content and the network is quiet: what the watcher saw. */
    async settled() {
      await expect(header(page)).toBeVisible()
      await page.waitForFunction(() => (window as unknown as { __takeover: { tookOver: boolean } }).__takeover.tookOver)
      await page.waitForLoadState('networkidle')
      type Seen = { seen: boolean; lost: string[]; cls: number; serverFrame: string; appFrame: string; serverBoxes: string; appBoxes: string; takeoverAt: number; lcp: { at: number; size: number; element: string }[] }
      return page.evaluate(() => (window as unknown as { __takeover: Seen }).__takeover)
    },
  }
}

/** The search page's first result card, its parts and the count above it: the LCP element is the card's summary. */
const SEARCH_BOXES = ['h1', '.job-card', '.job-card__title', '.job-card__summary']
/** The job page's heading and its description, the page's main content. */
const JOB_BOXES = ['h1', '.job-page__facts', '.job-page__section']

/** The pages the server renders and, for each, what must show from its first paint to the app's settled render. */
const takeovers: ReadonlyArray<{ name: string; path: (request: APIRequestContext) => Promise<string>; content: readonly string[]; boxes?: readonly string[] }> = [
  { name: 'home', path: async () => '/', content: ['h1'] },
  { name: 'search', path: async () => '/search?what=nurse', content: ['h1', '.job-card'], boxes: SEARCH_BOXES },
  { name: 'search with a place and a filter', path: async () => '/search?what=nurse&where=Austin&type=permanent', content: ['h1', '.job-card'], boxes: SEARCH_BOXES },
  { name: 'job', path: async (request) => someJob(request).then((job) => `/details/${job.slug}/${job.id}`), content: ['h1', '.job-page__section'], boxes: JOB_BOXES },
  {
    name: 'Pro',
    path: async (request) => {
      const job = await someJob(request)
      const lookup = (await (await request.get(`/rest/job-lookup/${job.id}`)).json()) as { recruiter: { slug: string } }
      return `/pro/${lookup.recruiter.slug}`
    },
    content: ['h1', '.job-card'],
    boxes: ['h1', '.job-card'],
  },
  { name: 'news', path: async () => '/news', content: ['h1', '.news-card'] },
]

test.describe('the takeover, on a CPU four times slower', () => {
  // The desktop's viewport and a 360 px phone's; for the pages whose content is compared, the phone in dark mode too,
  // and Lighthouse's mobile viewport (412 x 823), where the search's first card is the LCP element.
  const screens = [
    { label: '', phone: null, dark: false, all: true },
    { label: ' (360 px)', phone: { width: 360, height: 740 }, dark: false, all: true },
    { label: ' (360 px, dark)', phone: { width: 360, height: 740 }, dark: true, all: false },
    { label: " (Lighthouse's 412 px)", phone: { width: 412, height: 823 }, dark: false, all: false },
  ]
  for (const { name, path, content, boxes = [] } of takeovers) for (const screen of screens.filter((screen) => screen.all || boxes.length > 0)) {
    test(`${name}${screen.label}: the content never leaves the page while the app takes over, the frame does not move, and nothing shifts (CLS <= 0.02)`, async ({ page, request }) => {
      const address = await path(request)
      if (screen.phone) await page.setViewportSize(screen.phone)
      if (screen.dark) await page.emulateMedia({ colorScheme: 'dark' })
      const takeover = await watchTakeover(page, content, boxes)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(address)
      const seen = await takeover.settled()
      expect(seen.seen).toBe(true)
      expect(seen.lost).toEqual([])
      expect(seen.cls).toBeLessThanOrEqual(0.02)
      // The server paints the app's header and main landmark: the app's first render puts them in the same place.
      expect(seen.serverFrame).toMatch(/^\.site-header 0\+\d+, main \d+\+$/)
      expect(seen.appFrame).toBe(seen.serverFrame)
      // The page's own content too (search's first card, the job's heading and description): the server paints the
      // app's boxes, so the app's render is no larger contentful paint than the server's (LCP stays at the first paint).
      expect(seen.appBoxes).toBe(seen.serverBoxes)
      // On a loaded machine the app can take over before the server's content has painted (no LCP entry before the
      // takeover): then there is nothing to compare, and the boxes above still are.
      if (seen.lcp.some((entry) => entry.at <= seen.takeoverAt)) expect(seen.lcp.filter((entry) => entry.at > seen.takeoverAt)).toEqual([])
      else test.info().annotations.push({ type: 'note', description: "the app took over before the server's content painted: LCP not compared" })
    })
  }

  test('the watcher sees a flash: without its inlined answers the search page shows its skeleton', async ({ page }) => {
    // A planted flash: the same HTML without the answers, so the app has to ask for the results again.
    await page.route('**/search?what=nurse', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(/<script type="application\/json" id="hireflow-data">[^<]*<\/script>/, '')
      await route.fulfill({ response, body })
    })
    const takeover = await watchTakeover(page, ['h1', '.job-card'])
    await page.goto('/search?what=nurse')
    await expect(results(page).getByRole('article').first()).toBeVisible()
    const seen = await takeover.settled()
    expect(seen.seen).toBe(true)
    expect(seen.lost).not.toEqual([])
  })
})

test('home: the HTML shows the page; the app starts without asking for its config again, with no console warning', async ({ page, request }) => {
  // Critical CSS and the theme script come inline, in place of their files (the CSP allows them by hash: no console
  // error), so the first paint waits for no other request.
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
  expect(html).toMatch(/<style>[^<]+<\/style>/)
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*\/assets\/[^>]*\.css/)
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

test("home: text typed into the server's form before the app starts is kept, with the focus, when the app takes over", async ({ page }) => {
  // The app's chunk is held back so the visitor types into the server's form, as on a slow phone.
  const release = await holdAppChunk(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.locator('#home-where').fill('Austin, TX')
  await page.locator('#home-what').click()
  await page.keyboard.type('night nurse')
  release()
  await expect(page.locator('#home-what')).toHaveCount(0)
  const what = searchForm(page).getByLabel('What', { exact: true })
  await expect(what).toHaveValue('night nurse')
  await expect(what).toBeFocused()
  await expect(searchForm(page).getByLabel('Where', { exact: true })).toHaveValue('Austin, TX')
  // The caret is where the typing left it: at the end.
  await page.keyboard.type(' icu')
  await expect(what).toHaveValue('night nurse icu')
})

test("search: a search edited in the server's bar before the app starts is kept, not replaced by the address's", async ({ page }) => {
  const release = await holdAppChunk(page)
  await page.goto('/search?what=nurse&where=Austin%2C%20TX', { waitUntil: 'commit' })
  await page.locator('#search-what').fill('night nurse')
  release()
  await expect(page.locator('#search-what')).toHaveCount(0)
  const what = searchForm(page).getByLabel('What', { exact: true })
  await expect(what).toHaveValue('night nurse')
  await expect(what).toBeFocused()
  await expect(searchForm(page).getByLabel('Where', { exact: true })).toHaveValue('Austin, TX')
  // The caret is where the typing left it: at the end.
  await page.keyboard.type(' icu')
  await expect(what).toHaveValue('night nurse icu')
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

test('a paint entry that never comes: the app still takes over, after its bounded wait (ui/starter.ts)', async ({ page }) => {
  // A browser whose paint observer never reports (a tab that never paints, a browser without the entry): the app used
  // to wait for it for good, leaving the server's page, whose header buttons do nothing.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type !== 'paint') observe.call(this, options)
    }
  })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('#home-what')).toHaveCount(0)
  await expect(searchForm(page)).toBeVisible()
  // Started by the fallback (3 s after the entry ran), not by a paint entry that would have come within the first frames.
  expect(await page.evaluate(() => performance.now())).toBeGreaterThan(2500)
  await searchForm(page).getByLabel('What', { exact: true }).fill('nurse')
  await searchForm(page).getByLabel('What', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/search/)
  await expect(results(page).first()).toBeVisible()
})
