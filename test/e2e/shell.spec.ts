import { expect, searchForm, test } from './support'

test('an unknown path shows the landing page, not a bare 404', async ({ page }) => {
  await page.goto('/no/such/page/here')
  await expect(page.getByRole('heading', { level: 1, name: 'Hire or be hired' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a job' }).first()).toBeVisible()
})

test('a path that begins with an absolute address is rewritten to its path and query', async ({ page }) => {
  await page.goto('/https://example.com/search?what=nurse')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search')
  expect(new URL(page.url()).search).toBe('?what=nurse')
  await expect(searchForm(page).getByLabel('What')).toHaveValue('nurse')
})

test('the dark-mode toggle switches the theme and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  const toggle = page.getByRole('button', { name: 'Dark mode' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
})

test('the app arrives compressed: its scripts and stylesheet as brotli, cached for a year, the page revalidated', async ({ page }) => {
  const assets: { url: string; encoding: string | null; cache: string | null; vary: string | null; wire: number; bytes: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return
    pending.push(
      Promise.all([response.allHeaders(), response.request().sizes(), response.body()]).then(([headers, sizes, body]) => {
        assets.push({ url: response.url(), encoding: headers['content-encoding'] ?? null, cache: headers['cache-control'] ?? null, vary: headers['vary'] ?? null, wire: sizes.responseBodySize, bytes: body.length })
      }),
    )
  })
  const home = await page.goto('/')
  expect(home?.headers()['cache-control']).toBe('no-cache')
  await expect(searchForm(page).getByLabel('What')).toBeVisible()
  // A body can be read only before the page navigates away: read home's files before going on.
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  // Home comes from the server with its stylesheet inline; a page it does not render links the stylesheet file.
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  const large = assets.filter((asset) => asset.bytes >= 1024)
  expect(large.some((asset) => asset.url.endsWith('.js'))).toBe(true)
  expect(large.some((asset) => asset.url.endsWith('.css'))).toBe(true)
  for (const asset of large) {
    expect(asset, asset.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' })
    expect(asset.wire, asset.url).toBeLessThan(asset.bytes / 2)
  }
})
