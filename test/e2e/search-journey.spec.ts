import type { SearchResult } from '../../core/search'
import { cardJobIds, expect, jobCards, pageToTheEnd, submitSearch, test } from './support'

test('home -> search "nurse" near "Austin, TX" -> page to the end -> open a job -> back restores the scroll', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const firstPage = page.waitForResponse(
    (response) => response.url().endsWith('/rest/jobs/search') && response.request().method() === 'POST',
  )
  await submitSearch(page, 'nurse', 'Austin, TX')
  await expect(page).toHaveURL(/\/search\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('what')).toBe('nurse')
  expect(url.searchParams.get('where')).toBe('Austin, TX')

  // The answer holds nurse jobs near Austin (in Texas, or remote ones, which the default search includes).
  const answer = (await (await firstPage).json()) as SearchResult
  expect(answer.message).toBeNull()
  expect(answer.documents.length).toBeGreaterThan(0)
  for (const job of answer.documents) {
    expect(job.remote || job.location.address.state === 'TX', `${job.title} in ${job.location.address.city}`).toBe(true)
  }
  const aboutNursing = answer.documents.filter((job) => /nurs/i.test(`${job.title} ${job.skills.join(' ')}`))
  expect(aboutNursing.length).toBeGreaterThanOrEqual(Math.ceil(answer.documents.length / 2))
  await expect(jobCards(page).first()).toBeVisible()
  await expect(jobCards(page).first().getByRole('heading')).toContainText(answer.documents[0]!.title)

  // Page to the visible end: every job once.
  const total = await pageToTheEnd(page)
  const ids = await cardJobIds(page)
  expect(ids.length).toBe(total)
  expect(new Set(ids).size).toBe(ids.length)

  // Scroll to a card in the middle, open it, come back.
  const middle = jobCards(page).nth(Math.floor(ids.length / 2))
  await middle.evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 80))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const scrolledTo = await page.evaluate(() => window.scrollY)
  const title = (await middle.getByRole('heading').textContent()) ?? ''
  await middle.getByRole('link').click()

  await expect(page).toHaveURL(/\/details\/[^/]+\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  await page.goBack()
  await expect(page).toHaveURL(/\/search\?/)
  await expect.poll(() => cardJobIds(page)).toEqual(ids)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 30)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(30)
})
