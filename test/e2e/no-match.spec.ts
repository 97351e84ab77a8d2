import { apiSearch, expect, expectNoAxeViolations, jobCards, results, scrollsHorizontally, submitSearch, test } from './support'

/*
 * Issue 9, defect 7: a search with no match near a place offers the wider distance that has real matches (and related
 * titles) before any unrelated jobs. The seed always holds an electrician in Aurora, IL, 31 miles from Chicago.
 */

test('electrician near Chicago, IL: "Widen to 50 miles" comes before the unrelated jobs and finds the Aurora electrician', async ({ page, request }) => {
  const wider = await apiSearch(request, { what: 'electrician', where: 'Chicago, IL', radiusMiles: 50 })
  const count = wider.hits.total.value
  expect(count).toBeGreaterThan(0)

  await page.goto('/')
  await submitSearch(page, 'electrician', 'Chicago, IL')
  await expect(results(page).getByText('No jobs match your search.')).toBeVisible()
  const widen = results(page).getByRole('link', { name: `Widen to 50 miles (${count} ${count === 1 ? 'job' : 'jobs'})` })
  await expect(widen).toBeVisible()

  // Before the unrelated jobs, in reading order.
  const unrelated = results(page).getByRole('heading', { name: 'Other jobs you may like' })
  await expect(unrelated).toBeVisible()
  const [widenTop, unrelatedTop] = [await widen.boundingBox(), await unrelated.boundingBox()]
  expect(widenTop!.y).toBeLessThan(unrelatedTop!.y)
  await expectNoAxeViolations(page)

  // Keyboard only: the link runs the wider search.
  await widen.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/radius=50/)
  await expect(jobCards(page).filter({ hasText: 'Aurora, IL' }).getByRole('heading', { name: 'Electrician' }).first()).toBeVisible()
  await expect(results(page).getByText('No jobs match your search.')).toHaveCount(0)
})

test('related titles run their own search at the same place', async ({ page, request }) => {
  const answer = await apiSearch(request, { what: 'registered electrician', where: 'Austin, TX' })
  const related = answer.relatedTitles?.[0]
  expect(related).toBeDefined()
  await page.goto('/')
  await submitSearch(page, 'registered electrician', 'Austin, TX')
  const count = related!.total.value
  const link = results(page).getByRole('link', { name: `${related!.title} (${count}${related!.total.relation === 'gte' ? '+ jobs' : count === 1 ? ' job' : ' jobs'})` })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('what')).toContain(related!.title)
  await expect(jobCards(page).first()).toBeVisible()
})

test.describe('at 360 px in dark mode', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' })

  test('the no-match help fits and has no axe violations', async ({ page }) => {
    await page.goto('/')
    await submitSearch(page, 'electrician', 'Chicago, IL')
    await expect(results(page).getByRole('link', { name: /^Widen to 50 miles/ })).toBeVisible()
    expect(await scrollsHorizontally(page)).toBe(false)
    await expectNoAxeViolations(page)
  })
})
