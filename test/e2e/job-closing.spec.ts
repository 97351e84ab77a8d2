import type { APIRequestContext } from '@playwright/test'
import { apiSearch, expect, expectNoAxeViolations, scrollsHorizontally, signUpByApi, storeSession, test } from './support'
import { applyByApi } from './applying'

/** Closes or reopens a job as its Pro or an administrator would (the development twin of POST /rest/admin/jobs/{id}/close). */
async function setClosed(request: APIRequestContext, jobId: string, closed: boolean): Promise<void> {
  const response = await request.post(`/dev/jobs/${jobId}/${closed ? 'close' : 'reopen'}`)
  expect(response.status()).toBe(200)
}

test('a closed job: its waiting application is under Closed, marked and explained; its apply page says so with a way back; search leaves it out', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  // A job of its own title, far down a search no other journey pages through.
  const { documents } = await apiSearch(request, { what: 'forklift operator', pageSize: 50 })
  const job = documents.at(-1)!
  const { email, jwt, downloadToken } = await signUpByApi(request, 'closing')
  const { applicationId } = await applyByApi(request, { jobId: job.id, email, jwt })
  await setClosed(request, job.id, true)
  try {
    await page.goto('/')
    await storeSession(page, { jwt, downloadToken })
    await page.goto('/applications/closed')
    const tabs = page.getByRole('tablist', { name: 'Applications by status' })
    await expect(tabs.getByRole('tab')).toHaveText(['Active (0)', 'Interviewing (0)', 'Offers (0)', 'Closed (1)'])
    const card = page.getByRole('tabpanel').getByRole('article', { name: job.title })
    await expect(card.getByText('Job closed')).toBeVisible()
    // Closing is a change the applicant has not seen yet.
    await expect(card.getByText('Updated')).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await scrollsHorizontally(page)).toBe(false)

    await card.getByRole('link', { name: job.title }).click()
    await expect(page).toHaveURL(new RegExp(`/applications/view/${applicationId}$`))
    await expect(page.getByText('This job no longer takes applications.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'All applications' })).toHaveAttribute('href', '/applications/closed')
    await expectNoAxeViolations(page)

    // Its own page (from a mail or a saved link) still reads, says it is closed, and offers no way to apply.
    await page.goto(`/details/${job.slug}/${job.id}`)
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'This job is closed' })).toBeVisible()
    await expect(page.getByText('It no longer takes applications.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /apply/i })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Search for similar jobs' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await scrollsHorizontally(page)).toBe(false)
    await page.screenshot({ path: 'test-results/closed-job-360-dark.png' })

    await page.goto(`/apply/${job.slug}/${job.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This job is closed' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Search for another job' }).click()
    await expect(page).toHaveURL(/\/search/)

    const after = await apiSearch(request, { what: 'forklift operator', pageSize: 50 })
    expect(after.documents.map((found) => found.id)).not.toContain(job.id)
  } finally {
    await setClosed(request, job.id, false)
  }
  expect((await apiSearch(request, { what: 'forklift operator', pageSize: 50 })).documents.map((found) => found.id)).toContain(job.id)
})
