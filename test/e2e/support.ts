import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { JobSummary } from '../../core/schemas/job'
import type { SearchCriteria, SearchResult } from '../../core/schemas/search'

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
  const hrefs = await jobCards(page)
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
