import type { ReactElement } from 'react'
import * as v from 'valibot'
import { JobIdSchema, JobSchema, relatedJobsCriteria, SearchResultSchema, searchTitleMessage, stringifyQuery, toCriteria, validateSearchParams, parseQuery } from '../../../core/search'
import { truncateLongDescription } from '../../../core/text'
import type { InlinedAnswer } from '../../../core/api/pageData'
import type { ServerIntl } from './intl'
import { ArticleIdSchema, NewsArticleSchema, NewsListSchema, contentDescription } from '../../../core/content'
import { ProPageSchema, ProSlugSchema } from '../../../core/pros'
import type { FrameSection } from './frame'
import { jobPostingJsonLd } from './jobPosting'
import { newsArticleJsonLd, proProfileJsonLd } from './schemaOrg'
import { HomeView, JobView, NewsArticleView, NewsListView, ProView, SearchView, jobPath, newsPath, proPath } from './views'


/** What a server loader asks of the API: the app's own routes, answered in-process; every answer is inlined. */
export type ServerApi = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; json: unknown }>

export interface ServerPageContext {
  readonly url: URL
  /** Where canonical and Open Graph addresses point: PUBLIC_ORIGIN, else the request's origin. */
  readonly origin: string
  readonly api: ServerApi
  readonly intl: ServerIntl
  /** The request's time. */
  readonly now: Date
}

/** A page as the server renders it. */
export interface ServerPage {
  readonly status?: number
  /** Page title without the brand suffix; the default title when absent. */
  readonly title?: string
  /** The meta description (cut to 170 characters); the default when absent. */
  readonly description?: string
  /** The canonical address's path and query (/details/{slug}/{jobId} for every alias of a job). */
  readonly canonicalPath: string
  readonly ogType?: 'website' | 'article' | 'profile'
  /** schema.org objects, each written as a JSON-LD script. */
  readonly jsonLd?: readonly Record<string, unknown>[]
  /** The page's content before the app starts (inside the app's frame: frame.tsx). */
  readonly body: ReactElement
  /** The main navigation's entry the frame marks current, as the app's route meta does. */
  readonly section?: FrameSection
  /**
   * The app modules (keys of Vite's manifest) whose lazy stylesheets style `body`: linked in the head, so the
   * server's paint is already styled and nothing moves when the app's chunk arrives (docs/decisions.md).
   */
  readonly styles?: readonly string[]
}

const JOB_STYLES = ['ui/features/job/JobPage.tsx']
const PRO_STYLES = ['ui/features/pros/ProPage.tsx']
const NEWS_STYLES = ['ui/features/content/pages.tsx']

/**
 * A route that opts in to server rendering: its path pattern (`$name` segments, as the app's routes write them) and
 * its server loader, which reads what the page needs through `api` and returns the page, or null to leave the address
 * to the app alone (the static index.html).
 */
export interface ServerRoute {
  readonly path: string
  load(context: ServerPageContext, params: Readonly<Record<string, string>>): Promise<ServerPage | null>
}

/** The params of `pathname` when it matches `pattern`, else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/')
  const have = pathname.split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? ''
    if (segment.startsWith('$')) {
      if (actual === '') return null
      try {
        params[segment.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (segment !== actual) return null
  }
  return params
}

const homePage: ServerRoute['load'] = async ({ intl }) => ({
  description: intl.format('home.intro'),
  canonicalPath: '/',
  section: 'find-a-job',
  body: HomeView({ intl }),
})

const searchPage: ServerRoute['load'] = async ({ url, api, intl, now }) => {
  const params = validateSearchParams(parseQuery(url.search))
  const criteria = toCriteria(params)
  const { status, json } = await api('POST', '/rest/jobs/search', criteria)
  const result = v.safeParse(SearchResultSchema, json)
  if (status !== 200 || !result.success) return null
  const titleMessage = searchTitleMessage(params)
  const title = intl.format(titleMessage.id, titleMessage.values)
  const query = stringifyQuery(params as Record<string, unknown>)
  const page = result.output
  return {
    title,
    description: intl.format('search.pageDescription'),
    canonicalPath: `/search${query}`,
    section: 'find-a-job',
    body: SearchView({
      intl,
      title,
      params,
      now,
      jobs: page.documents,
      total: page.hits.total.value,
      totalIsExact: page.hits.total.relation === 'eq',
      complete: page.complete,
    }),
  }
}

const jobPage: ServerRoute['load'] = async ({ api, intl, origin, now }, params) => {
  const id = v.safeParse(JobIdSchema, params.jobId)
  if (!id.success) return null
  const { status, json } = await api('GET', `/rest/job-lookup/${encodeURIComponent(id.output)}`)
  const job = v.safeParse(JobSchema, json)
  if (status !== 200 || !job.success) return null
  // The job page's side column searches for related jobs at once: answered here too, so the app asks nothing again.
  await api('POST', '/rest/jobs/search', relatedJobsCriteria(job.output))
  const canonicalPath = jobPath(job.output)
  return {
    title: job.output.title,
    description: job.output.description,
    canonicalPath,
    ogType: 'article',
    section: 'find-a-job',
    styles: JOB_STYLES,
    jsonLd: [jobPostingJsonLd(job.output, origin + canonicalPath, `${origin}/pro/${encodeURIComponent(job.output.recruiter.slug)}`)],
    body: JobView({ intl, job: job.output, now }),
  }
}

const proPage: ServerRoute['load'] = async ({ api, intl, origin, now }, params) => {
  const slug = v.safeParse(ProSlugSchema, params.slug)
  if (!slug.success) return null
  const { status, json } = await api('GET', `/rest/pros/${encodeURIComponent(slug.output)}`)
  const pro = v.safeParse(ProPageSchema, json)
  if (status !== 200 || !pro.success) return null
  // The page's list of open jobs is the site's search, newest first (ui/features/pros): its first page is inlined too.
  const jobs = await api('POST', '/rest/jobs/search', { pro: pro.output.slug, sort: 'date' })
  const page = v.safeParse(SearchResultSchema, jobs.json)
  const places = pro.output.cities.length > 0 ? pro.output.cities.join('; ') : intl.format('pros.none')
  const canonicalPath = proPath(pro.output.slug)
  return {
    title: intl.format('pros.title', { name: pro.output.name }),
    description: intl.format('pros.description', { name: pro.output.name, places }),
    canonicalPath,
    ogType: 'profile',
    styles: PRO_STYLES,
    jsonLd: [proProfileJsonLd(pro.output, origin + canonicalPath, origin)],
    body: ProView({ intl, pro: pro.output, now, jobs: jobs.status === 200 && page.success ? page.output.documents : [] }),
  }
}

const newsListPage: ServerRoute['load'] = async ({ api, intl }) => {
  const { status, json } = await api('GET', '/rest/content/news')
  const list = v.safeParse(NewsListSchema, json)
  if (status !== 200 || !list.success) return null
  return {
    title: intl.format('content.news.title'),
    description: intl.format('content.news.description'),
    canonicalPath: '/news',
    section: 'news',
    styles: NEWS_STYLES,
    body: NewsListView({ intl, list: list.output }),
  }
}

const newsArticlePage: ServerRoute['load'] = async ({ api, intl, origin }, params) => {
  const id = v.safeParse(ArticleIdSchema, params.articleId)
  if (!id.success) return null
  const { status, json } = await api('GET', `/rest/content/news/${encodeURIComponent(id.output)}`)
  const article = v.safeParse(NewsArticleSchema, json)
  if (status !== 200 || !article.success) return null
  const canonicalPath = newsPath(article.output)
  return {
    title: article.output.title,
    description: contentDescription(article.output.description),
    canonicalPath,
    ogType: 'article',
    section: 'news',
    styles: NEWS_STYLES,
    jsonLd: [newsArticleJsonLd(article.output, origin + canonicalPath, origin, intl.format('shell.brand'))],
    body: NewsArticleView({ intl, article: article.output }),
  }
}

/** The routes the server renders: home, search, the job page at its three addresses, Pro pages and news (spec section 2). */
export const SERVER_ROUTES: readonly ServerRoute[] = [
  { path: '/', load: homePage },
  { path: '/index.html', load: homePage },
  { path: '/search', load: searchPage },
  { path: '/details/$slug/$jobId', load: jobPage },
  { path: '/view/$slug/$jobId', load: jobPage },
  { path: '/job/$slug/$jobId', load: jobPage },
  { path: '/pro/$slug', load: proPage },
  { path: '/news', load: newsListPage },
  { path: '/news/$slug/$articleId', load: newsArticlePage },
]

/** The description as the meta tags carry it: whitespace collapsed, cut to the spec's 170 characters. */
export type { InlinedAnswer }

export const metaDescription = (text: string) => truncateLongDescription(text)
