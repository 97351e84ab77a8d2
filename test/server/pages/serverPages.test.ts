import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_NOW, type TestServer } from '../helpers'

/**
 * The server's HTML of home, search and job pages, read raw (no JavaScript runs): the content, the title, the
 * canonical link, Open Graph tags, the job's JSON-LD against Google's JobPosting rules, and no way for a job's text to
 * break out of a script.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.db.close()
})

const html = async (path: string) => {
  const response = await server.app.request(path, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  return response.text()
}
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const titleOf = (page: string) => decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '')
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1]
const metaOf = (page: string, attribute: string, name: string) => decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(page)?.[1] ?? '')
const jsonLdOf = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
const rootOf = (page: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(page)?.[1] ?? ''

async function someJob(body: Record<string, unknown> = {}) {
  const result = await server.search(body)
  const job = result.documents[0]
  if (!job) throw new Error('The test data has no job for this search.')
  return job
}

describe('server-rendered pages', () => {
  it('a closed job’s page still opens, says it is closed, offers a search and no apply; its posting ends when it closed', async () => {
    const job = await someJob({ what: 'nurse' })
    const closedAt = TEST_NOW.toISOString()
    await server.db.query('UPDATE jobs SET closed_at = $2 WHERE id = $1', [job.id, closedAt])
    try {
      const looked = await server.app.request(`/rest/job-lookup/${job.id}`)
      expect(((await looked.json()) as { closedAt: unknown }).closedAt).toBe(closedAt)
      const page = decode(rootOf(await html(`/details/${job.slug}/${job.id}`)))
      expect(page).toContain('This job is closed')
      expect(page).toContain('It no longer takes applications.')
      expect(page).toContain(`href="/search?what=${encodeURIComponent(job.title)}"`)
      expect(page).not.toContain('Apply now')
      expect(jsonLdOf(await html(`/details/${job.slug}/${job.id}`))[0]).toMatchObject({ validThrough: closedAt })
    } finally {
      await server.db.query('UPDATE jobs SET closed_at = NULL WHERE id = $1', [job.id])
    }
    const reopened = await server.app.request(`/rest/job-lookup/${job.id}`)
    expect(((await reopened.json()) as { closedAt: unknown }).closedAt).toBeNull()
    expect(decode(rootOf(await html(`/details/${job.slug}/${job.id}`)))).not.toContain('This job is closed')
  })

  it('a job page carries its content, title, canonical link, Open Graph tags and valid JobPosting JSON-LD', async () => {
    const job = await someJob({ remote: 'exclude' })
    // Any alias of the job page names /details/... as canonical.
    const page = await html(`/view/${job.slug}/${job.id}`)
    expect(titleOf(page)).toBe(`${job.title} | Hireflow`)
    expect(canonicalOf(page)).toBe(`http://localhost/details/${job.slug}/${job.id}`)
    expect(metaOf(page, 'property', 'og:title')).toBe(job.title)
    expect(metaOf(page, 'property', 'og:type')).toBe('article')
    expect(metaOf(page, 'property', 'og:url')).toBe(`http://localhost/details/${job.slug}/${job.id}`)
    expect(metaOf(page, 'name', 'description').length).toBeLessThanOrEqual(170)
    expect(rootOf(page)).toContain(`<h1 id="job-title" class="job-page__title">`)
    expect(decode(rootOf(page))).toContain(job.title)
    expect(decode(rootOf(page))).toContain(job.company)

    const [posting, ...others] = jsonLdOf(page)
    expect(others).toEqual([])
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt,
      hiringOrganization: { '@type': 'Organization', name: job.company },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location.address.city, addressRegion: job.location.address.state, addressCountry: 'US' } },
    })
    expect(typeof posting?.description).toBe('string')
    expect(String(posting?.description)).toMatch(/^<p>/)
    expect(['FULL_TIME', 'CONTRACTOR']).toContain(posting?.employmentType)
    expect(Date.parse(String(posting?.validThrough))).toBeGreaterThan(Date.parse(job.postedAt))
    expect(posting).not.toHaveProperty('jobLocationType')
  })

  it('a remote job says TELECOMMUTE with where applicants may live (its remote region), and its pay as a MonetaryAmount with a unit', async () => {
    const job = await someJob({ remote: 'only', minPay: 1 })
    const [posting] = jsonLdOf(await html(`/details/${job.slug}/${job.id}`))
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(posting?.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', unitText: job.compensation === 'hour' ? 'HOUR' : 'YEAR' } })
    // One job of each region: the US is a Country, a state a State (by name), anywhere no requirement at all.
    const regionJob = async (region: string) => {
      const [row] = await server.db.query<{ id: string; slug: string }>(
        `SELECT id, slug FROM jobs WHERE remote AND remote_region = $1 AND closed_at IS NULL ORDER BY id LIMIT 1`, [region])
      if (!row) throw new Error(`no remote job for ${region}`)
      return jsonLdOf(await html(`/details/${row.slug}/${row.id}`))[0]
    }
    expect((await regionJob('US'))?.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'US' })
    const anywhere = await regionJob('anywhere')
    expect(anywhere).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
    expect(anywhere).not.toHaveProperty('applicantLocationRequirements')
    const [state] = await server.db.query<{ id: string; slug: string; remote_region: string }>(
      `SELECT id, slug, remote_region FROM jobs WHERE remote AND remote_region ~ '^[A-Z]{2}$' AND remote_region <> 'US' ORDER BY id LIMIT 1`)
    if (!state) throw new Error('no remote job for a state')
    const names: Record<string, string> = { TX: 'Texas', CA: 'California', NY: 'New York', WA: 'Washington', CO: 'Colorado', FL: 'Florida', IL: 'Illinois', MA: 'Massachusetts', GA: 'Georgia', NC: 'North Carolina' }
    const statePosting = jsonLdOf(await html(`/details/${state.slug}/${state.id}`))[0]
    expect(statePosting?.applicantLocationRequirements).toMatchObject({ '@type': 'State' })
    if (names[state.remote_region]) expect(statePosting?.applicantLocationRequirements).toEqual({ '@type': 'State', name: names[state.remote_region] })
  })

  it('the job view says what the app says of a job: where a remote worker may live, activity, direct or agency, visas, response time, also posted by', async () => {
    const [row] = await server.db.query<{ id: string; slug: string; other: string }>(
      `SELECT f.id, f.slug, op.name AS other FROM jobs f JOIN jobs s ON s.duplicate_of = f.id JOIN pros op ON op.id = s.pro_id
        WHERE f.remote AND f.remote_region = 'US' AND s.closed_at IS NULL AND s.last_activity_at >= now() - interval '30 days' ORDER BY f.id LIMIT 1`)
    const job = row ?? (await server.db.query<{ id: string; slug: string; other: string }>(`SELECT id, slug, '' AS other FROM jobs WHERE remote AND remote_region = 'US' ORDER BY id LIMIT 1`))[0]
    if (!job) throw new Error('no remote US job')
    const looked = (await (await server.app.request(`/rest/job-lookup/${job.id}`)).json()) as { hiring: string; visaSponsorship: boolean; responseTime: { answered: number } }
    const root = decode(rootOf(await html(`/details/${job.slug}/${job.id}`)))
    // The workplace fact, in the job facts' description list as the app writes it (ui/features/job/JobDetailsFacts).
    expect(root).toContain('<dt>Workplace</dt><dd>Remote, US only</dd>')
    expect(root).toMatch(/<div class="job-page__answers"><ul class="job-answers"><li( class="job-answers__active")?>(Actively hiring|Active \d+ days? ago)<\/li>/)
    expect(root).toContain(`<li>${looked.hiring === 'direct' ? 'Direct hire' : 'Through an agency'}</li>`)
    expect(root).toContain(`<li>${looked.visaSponsorship ? 'Sponsors work visas' : 'No visa sponsorship'}</li>`)
    if (looked.responseTime.answered >= 3) expect(root).toMatch(/<li>Usually answers within \d+ (hours?|days?)<\/li><\/ul>/)
    if (job.other) expect(root.replace(/<!-- -->/g, '')).toMatch(new RegExp(`Also posted by <span><a href="/pro/[a-z0-9-]+">${job.other}</a>`))
  })

  it('a search page lists its first page of jobs with their links, and names the normalised search as canonical', async () => {
    const result = await server.search({ what: 'nurse' })
    const page = await html('/search?what=nurse')
    expect(titleOf(page)).toBe('nurse jobs | Hireflow')
    expect(canonicalOf(page)).toBe('http://localhost/search?what=nurse')
    const root = decode(rootOf(page))
    for (const job of result.documents) expect(root).toContain(`href="/details/${job.slug}/${job.id}"`)
    expect(jsonLdOf(page)).toEqual([])
  })

  it('home has its heading and the default title; the page data is inlined as JSON', async () => {
    const page = await html('/')
    expect(titleOf(page)).toBe('Find your next job | Hireflow')
    expect(canonicalOf(page)).toBe('http://localhost/')
    expect(decode(rootOf(page))).toContain('Find your next job')
    const data = /<script type="application\/json" id="hireflow-data">([\s\S]*?)<\/script>/.exec(await html('/search?what=nurse'))?.[1]
    expect(JSON.parse(data ?? '')).toMatchObject({
      answers: [
        { method: 'GET', path: '/env', status: 200 },
        { method: 'POST', path: '/rest/jobs/search', body: { what: 'nurse' }, status: 200 },
      ],
    })
  })

  it('a Pro page carries the Pro, their open jobs, title, canonical link and ProfilePage JSON-LD; its answers are inlined', async () => {
    const [pro] = await server.db.query<{ slug: string; name: string }>(`SELECT p.slug, p.name FROM pros p WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.pro_id = p.id) ORDER BY p.id LIMIT 1`)
    if (!pro) throw new Error('The test data has no Pro with jobs.')
    const page = await html(`/pro/${pro.slug}`)
    expect(titleOf(page)).toBe(`${pro.name}, recruiter on Hireflow | Hireflow`)
    expect(canonicalOf(page)).toBe(`http://localhost/pro/${pro.slug}`)
    expect(metaOf(page, 'property', 'og:type')).toBe('profile')
    expect(metaOf(page, 'name', 'description')).toContain(pro.name)
    const root = decode(rootOf(page))
    expect(root).toContain(`<h1 id="pro-name">${pro.name}</h1>`)
    const jobs = await server.search({ pro: pro.slug, sort: 'date' })
    expect(jobs.documents.length).toBeGreaterThan(0)
    for (const job of jobs.documents) expect(root).toContain(`href="/details/${job.slug}/${job.id}"`)
    const [profile, ...others] = jsonLdOf(page)
    expect(others).toEqual([])
    expect(profile).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'ProfilePage',
      url: `http://localhost/pro/${pro.slug}`,
      mainEntity: { '@type': 'Person', name: pro.name, url: `http://localhost/pro/${pro.slug}` },
    })
    const data = JSON.parse(/<script type="application\/json" id="hireflow-data">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '') as { answers: { method: string; path: string; body?: unknown }[] }
    expect(data.answers.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/env', body: undefined },
      { method: 'GET', path: `/rest/pros/${pro.slug}`, body: undefined },
      { method: 'POST', path: '/rest/jobs/search', body: { pro: pro.slug, sort: 'date' } },
    ])
    // An unknown or malformed slug is the plain app (which shows its own "not found").
    expect(rootOf(await html('/pro/no-such-pro'))).toBe('')
    expect(rootOf(await html('/pro/Bad%20Slug!'))).toBe('')
  })

  it('the news list and an article carry their content, title, canonical link and NewsArticle JSON-LD', async () => {
    const list = (await (await server.app.request('/rest/content/news')).json()) as { articles: { id: string; slug: string; title: string; author: string; publishedAt: string }[] }
    const first = list.articles[0]
    if (!first) throw new Error('The test data has no news article.')
    const news = await html('/news')
    expect(titleOf(news)).toBe('News | Hireflow')
    expect(canonicalOf(news)).toBe('http://localhost/news')
    const newsRoot = decode(rootOf(news))
    for (const article of list.articles) expect(newsRoot).toContain(`href="/news/${article.slug}/${article.id}"`)

    // Any slug finds the article by its id; the canonical link names its own slug.
    const page = await html(`/news/another-slug/${first.id}`)
    expect(titleOf(page)).toBe(`${first.title} | Hireflow`)
    expect(canonicalOf(page)).toBe(`http://localhost/news/${first.slug}/${first.id}`)
    expect(metaOf(page, 'property', 'og:type')).toBe('article')
    expect(metaOf(page, 'name', 'description').length).toBeLessThanOrEqual(170)
    const root = decode(rootOf(page))
    expect(root).toContain(first.title)
    expect(root).toContain('<div class="prose">')
    const [article, ...others] = jsonLdOf(page)
    expect(others).toEqual([])
    expect(article).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'NewsArticle',
      headline: first.title,
      datePublished: first.publishedAt,
      author: [{ '@type': 'Person', name: first.author }],
      publisher: { '@type': 'Organization', name: 'Hireflow', url: 'http://localhost/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `http://localhost/news/${first.slug}/${first.id}` },
    })
    expect(Date.parse(String(article?.dateModified))).toBeGreaterThanOrEqual(Date.parse(first.publishedAt))
    expect(rootOf(await html(`/news/x/no-such-article`))).toBe('')
  })

  it("every page comes in the app's frame for a signed-out visitor: header with its section current, one main landmark, footer", async () => {
    const job = await someJob({ what: 'nurse' })
    const pages = [
      { path: '/', current: 'Find a job', signIn: '/login"' },
      { path: '/search?what=nurse', current: 'Find a job', signIn: '/login?redirect=/search?what%3Dnurse"' },
      { path: `/details/${job.slug}/${job.id}`, current: 'Find a job', signIn: `/login?redirect=/details/${job.slug}/${job.id}"` },
      { path: '/news', current: 'News', signIn: '/login?redirect=/news"' },
    ]
    for (const { path, current, signIn } of pages) {
      const root = decode(rootOf(await html(path)))
      expect(root).toMatch(/^<div class="app"><a class="skip-link" href="#main-content">/)
      expect(root).toContain('<header class="site-header">')
      expect(root).toMatch(new RegExp(`aria-current="page">${current}</a>`))
      expect(root.match(/aria-current="page"/g)).toHaveLength(1)
      expect(root).toContain(`href="${signIn}`)
      expect(root.match(/<main/g)).toHaveLength(1)
      expect(root).toContain('<main id="main-content" class="site-main" tabindex="-1">')
      expect(root).toContain('<footer class="site-footer">')
    }
    // Home's search form works before the app runs: a plain GET of /search, which the server renders.
    expect(rootOf(await html('/'))).toMatch(/<form role="search" aria-label="Job search" class="search-form search-form--hero" action="\/search" method="get">/)
  })

  it('an unknown job id or an address no server route knows is the plain app', async () => {
    const missing = await html('/details/no-such/zzzzzzzz')
    expect(rootOf(missing)).toBe('')
    expect(missing).toContain('<div id="root"></div>')
    expect(await html('/settings/account')).toContain('<div id="root"></div>')
  })

  it("a job's text never closes a script or adds markup: </script> in its title and description stays text", async () => {
    const job = await someJob()
    const hostile = `Nurse </script><script>alert(1)</script> <!-- & "quotes" 'x' \u2028`
    await server.db.query(`UPDATE jobs SET title = $2, description = $3 WHERE id = $1`, [job.id, hostile, `${hostile}\n\nSecond </SCRIPT> paragraph`])
    const page = await html(`/details/${job.slug}/${job.id}`)
    expect(page).not.toMatch(/<script>alert/i)
    expect(page.match(/<\/script>/gi)?.length).toBe(page.match(/<script/gi)?.length)
    const [posting] = jsonLdOf(page)
    expect(posting?.title).toBe(hostile)
    expect(String(posting?.description)).toContain('Second &lt;/SCRIPT&gt; paragraph')
    expect(titleOf(page)).toBe(`${hostile} | Hireflow`)
    const data = JSON.parse(/<script type="application\/json" id="hireflow-data">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '') as { answers: { path: string; answer: string }[] }
    const lookup = data.answers.find((answer) => answer.path.startsWith('/rest/job-lookup/'))
    expect((JSON.parse(lookup?.answer ?? '') as { title: string }).title).toBe(hostile)
  })

  it('robots.txt names the sitemap; the sitemap lists home, search, the news, its articles, Pro pages and open jobs with their canonical addresses', async () => {
    const robots = await server.app.request('/robots.txt')
    expect(await robots.text()).toContain('Sitemap: http://localhost/sitemap.xml')
    const sitemap = await server.app.request('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await sitemap.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<loc>http://localhost/</loc>')
    const job = await someJob()
    expect(xml).toContain(`<loc>http://localhost/details/${job.slug}/${job.id}</loc>`)
    // The news, its published articles and every Pro's page are listed too.
    expect(xml).toContain('<loc>http://localhost/news</loc>')
    const [pro] = await server.db.query<{ slug: string }>(`SELECT slug FROM pros ORDER BY slug LIMIT 1`)
    expect(xml).toContain(`<loc>http://localhost/pro/${pro?.slug ?? ''}</loc>`)
    const { articles } = (await (await server.app.request('/rest/content/news')).json()) as { articles: { id: string; slug: string }[] }
    for (const article of articles) expect(xml).toContain(`<loc>http://localhost/news/${article.slug}/${article.id}</loc>`)
    expect(TEST_NOW).toBeInstanceOf(Date)
  })
})
