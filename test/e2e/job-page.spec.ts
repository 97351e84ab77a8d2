import { expect, someJob, test } from './support'

for (const prefix of ['details', 'view', 'job']) {
  test(`a job opens by /${prefix}/{slug}/{jobId}`, async ({ page, request }) => {
    const job = await someJob(request)
    await page.goto(`/${prefix}/${job.slug}/${job.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
    await expect(page.getByText(job.recruiter.name).first()).toBeVisible()
    const apply = page.getByRole('link', { name: /apply/i }).first()
    await expect(apply).toHaveAttribute('href', `/apply/${job.slug}/${job.id}`)
  })
}

test('an unknown job id shows the job-not-found message', async ({ page }) => {
  await page.goto('/details/no-such-job/doesNotExist0000')
  await expect(page.getByText('This job could not be found.', { exact: false })).toBeVisible()
})
