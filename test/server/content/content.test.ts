import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ContentPageSchema, CONTENT_PAGE_KEYS, NewsArticleSchema, NewsListSchema, type NewsArticleUpdate } from '../../../core/content'
import type { Db } from '../../../adapters/server/db/db'
import type { HubEvent, RealtimeHub } from '../../../adapters/server/realtime/hub'
import { backends, harness, type Account } from '../applyingHarness'

/** A hub that records what is announced (the realtime tests cover its delivery). */
const recordingHub = () => {
  const published: HubEvent[] = []
  const hub: RealtimeHub = { subscribe: async () => async () => {}, publish: async (event) => void published.push(event), close: async () => {} }
  return { hub, published }
}

const HOSTILE_MARKDOWN = [
  'Safe words stay.',
  '',
  '<script>alert("script")</script>',
  '',
  '<img src="/x.png" onerror="alert(\'onerror\')">',
  '',
  '[a javascript link](javascript:alert("link"))',
  '',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a> and <a href="&#106;avascript:alert(1)">entity</a>',
  '',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '',
  '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(1)">styled</p>',
  '',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '',
  '[a fine link](https://example.com/page)',
].join('\n')

const article = (body: string, overrides: Partial<NewsArticleUpdate> = {}): NewsArticleUpdate => ({
  slug: 'a-test-article',
  title: 'A test article',
  description: 'What the test article is about.',
  body,
  author: 'Test Author',
  image: { url: '/content/news/ai-job-search.svg', alt: 'A spark' },
  ...overrides,
})

describe.each(await backends('content'))('content on $name', ({ open, drop }) => {
  let db: Db
  let h: ReturnType<typeof harness>
  let admin: Account
  let seeker: Account
  const announced = recordingHub()
  beforeAll(async () => {
    db = await open()
    h = harness(db, { realtimeHub: announced.hub })
    admin = await h.signUp('admin.content')
    await db.query('UPDATE users SET admin = true WHERE id = $1', [admin.id])
    seeker = await h.signUp('seeker.content')
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  test('the seeded pages and news answer everyone: the newest article first, each with its picture', async () => {
    for (const key of CONTENT_PAGE_KEYS) {
      const response = await h.call('GET', `/rest/content/pages/${key}`)
      expect(response.status).toBe(200)
      const page = v.parse(ContentPageSchema, await response.json())
      expect(page.key).toBe(key)
      expect(page.html).toContain('<h2>')
    }
    const list = v.parse(NewsListSchema, await (await h.call('GET', '/rest/content/news')).json())
    expect(list.articles.length).toBeGreaterThanOrEqual(6)
    const dates = list.articles.map((each) => each.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const each of list.articles) expect(each.image?.url).toMatch(/^\/content\/news\/[a-z0-9-]+\.svg$/)
    const first = list.articles[0]!
    const one = v.parse(NewsArticleSchema, await (await h.call('GET', `/rest/content/news/${first.id}`)).json())
    expect(one).toMatchObject({ id: first.id, title: first.title })
    expect(one.html.length).toBeGreaterThan(200)
  })

  test('an unknown page or article, or an id that cannot be one, is a 404 content.notFound', async () => {
    for (const path of ['/rest/content/pages/nope', '/rest/content/news/no-such-article', '/rest/content/news/Bad%20Id!']) {
      const response = await h.call('GET', path)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'content.notFound' } })
    }
  })

  test('only an administrator changes content: 401 without a session, 403 for another account, nothing stored or announced', async () => {
    const before = await (await h.call('GET', '/rest/content/pages/about')).json()
    const change = { title: 'Hacked', description: 'Hacked.', body: 'Hacked.' }
    expect((await h.call('PUT', '/rest/content/pages/about', null, change)).status).toBe(401)
    const refused = await h.call('PUT', '/rest/content/pages/about', seeker.jwt, change)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'auth.forbidden' } })
    expect((await h.call('PUT', '/rest/content/news/hacked', seeker.jwt, article('Hacked.'))).status).toBe(403)
    expect(await (await h.call('GET', '/rest/content/pages/about')).json()).toEqual(before)
    expect((await h.call('GET', '/rest/content/news/hacked')).status).toBe(404)
    expect(announced.published).toEqual([])
  })

  test("an administrator's change is stored, its version raised, and announced on /rest/cms", async () => {
    const response = await h.call('PUT', '/rest/content/pages/contact', admin.jwt, { title: 'Talk to us', description: 'How to reach us.', body: '## Phone\n\nCall **555 0100**.' })
    expect(response.status).toBe(200)
    const page = v.parse(ContentPageSchema, await response.json())
    expect(page).toMatchObject({ key: 'contact', title: 'Talk to us', version: 2 })
    expect(page.html).toBe('<h2>Phone</h2>\n<p>Call <strong>555 0100</strong>.</p>\n')
    expect(await (await h.call('GET', '/rest/content/pages/contact')).json()).toEqual(page)
    expect(announced.published).toContainEqual({ kind: 'cms', source: '/rest/content/pages/contact' })
    const created = await h.call('PUT', '/rest/content/news/a-test-article', admin.jwt, article('First words of the test article.'))
    expect(created.status).toBe(200)
    expect(v.parse(NewsArticleSchema, await created.json())).toMatchObject({ id: 'a-test-article', version: 1 })
    expect(announced.published).toContainEqual({ kind: 'cms', source: '/rest/content/news/a-test-article' })
    expect(announced.published).toContainEqual({ kind: 'cms', source: '/rest/content/news' })
  })

  test('a <script>, an onerror attribute and a javascript: link written in Markdown never survive', async () => {
    const response = await h.call('PUT', '/rest/content/news/hostile', admin.jwt, article(HOSTILE_MARKDOWN, { slug: 'hostile' }))
    expect(response.status).toBe(200)
    for (const html of [v.parse(NewsArticleSchema, await response.json()).html, v.parse(NewsArticleSchema, await (await h.call('GET', '/rest/content/news/hostile')).json()).html]) {
      expect(html).not.toMatch(/<script|<\/script|<iframe|<svg|onerror|onclick|onload|javascript:|data:text|style=/iu)
      expect(html).not.toContain('alert(')
      expect(html).toContain('Safe words stay.')
      expect(html).toContain('<img src="/x.png" loading="lazy" />')
      expect(html).toContain('<a href="https://example.com/page" rel="noopener noreferrer nofollow">a fine link</a>')
    }
  })

  test('a Markdown body may pass the app-wide 16 KB (up to 256 KB); over that it is a 413', async () => {
    const long = `## A long page\n\n${'A paragraph of a long privacy policy. '.repeat(1000)}`.slice(0, 40_000)
    const ok = await h.call('PUT', '/rest/content/pages/privacy-policy', admin.jwt, { title: 'Privacy policy', description: 'Long.', body: long })
    expect(ok.status).toBe(200)
    const huge = await h.call('PUT', '/rest/content/pages/privacy-policy', admin.jwt, { title: 'x', description: 'x', body: 'x'.repeat(300 * 1024) })
    expect(huge.status).toBe(413)
  })

  test('a change that is not well formed is refused with its field: an empty title, a picture from another site, an unknown key', async () => {
    const empty = await h.call('PUT', '/rest/content/pages/about', admin.jwt, { title: '  ', description: 'x', body: 'x' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain('content.titleRequired')
    const foreign = await h.call('PUT', '/rest/content/news/foreign', admin.jwt, article('x', { image: { url: 'https://evil.example/x.png', alt: 'x' } }))
    expect(foreign.status).toBe(400)
    expect((await h.call('PUT', '/rest/content/pages/careers', admin.jwt, { title: 'x', description: 'x', body: 'x' })).status).toBe(404)
    // A page's key is not an article's id.
    expect((await h.call('PUT', '/rest/content/news/about', admin.jwt, article('x'))).status).toBe(404)
  })
})
