/**
 * What the server's HTML shows of a page before the app's JavaScript runs: the page's content for search engines,
 * chat apps' previews and the first paint, in the app's own class names, inside the app's frame (frame.tsx). Rendered
 * with react-dom/server; React escapes every text. The app replaces it at its first render, which waits until it can show the same page (ui/main.tsx).
 */
import { SEARCH_LIMITS } from '../../../core/constants'
import { CONTENT_IMAGE_SIZE_PX, contentPreview, type NewsArticle, type NewsList } from '../../../core/content'
import type { ProPage } from '../../../core/pros'
import type { ReactNode } from 'react'
import {
  activeFilterCount, activeFilters, companyMark, descriptionParagraphs, jobActivityMessage, jobTypeMessageId, payConversionMessage, payRangeMessage, postedAge,
  responseTimeMessage, resultsCountMessage, SEARCH_SORTS, stringifyQuery, workplaceMessage, type Industry, type Job, type JobSummary, type SearchParams,
} from '../../../core/search'
import type { MessageDescriptor, MessageId } from '../../../core/i18n/en-US'
import type { ServerIntl } from './intl'

const POPULAR: ReadonlyArray<{ label: MessageId; query: string | null }> = [
  { label: 'home.popular.nurse', query: null },
  { label: 'home.popular.softwareEngineer', query: null },
  { label: 'home.popular.accountant', query: null },
  { label: 'home.popular.electrician', query: null },
  { label: 'home.popular.graphicDesigner', query: null },
  { label: 'home.popular.remote', query: 'remote=only' },
]

export const jobPath = (job: { readonly slug: string; readonly id: string }) => `/details/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.id)}`

export function HomeView({ intl }: { intl: ServerIntl }) {
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-heading">
        <p className="home__tagline">{intl.format('home.tagline')}</p>
        <h1 id="home-heading" className="home__title">{intl.format('home.pageTitle')}</h1>
        <p className="home__intro">{intl.format('home.intro')}</p>
        <HeroSearchForm intl={intl} />
      </section>
      <nav className="home__popular" aria-labelledby="home-popular-heading">
        <h2 id="home-popular-heading">{intl.format('home.popularHeading')}</h2>
        <ul>
          {POPULAR.map(({ label, query }) => (
            <li key={label}>
              <a className="home__chip" href={`/search?${query ?? new URLSearchParams({ what: intl.format(label) }).toString()}`}>
                {intl.format(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/**
 * The app's hero search form (ui/features/search/SearchForm) as plain HTML: the same size, so the popular searches
 * stay put at the takeover; before the app runs it submits as an ordinary GET of /search, which the server renders.
 */
function HeroSearchForm({ intl }: { intl: ServerIntl }) {
  const field = (name: 'what' | 'where', type: string, label: MessageId, placeholder: MessageId, autoComplete: string) => (
    <div className="search-form__field">
      <label htmlFor={`home-${name}`}>{intl.format(label)}</label>
      <div className="search-form__combobox">
        <input id={`home-${name}`} name={name} type={type} placeholder={intl.format(placeholder)} maxLength={SEARCH_LIMITS.maxQueryLength} autoComplete={autoComplete} enterKeyHint="search" />
      </div>
    </div>
  )
  return (
    <form role="search" aria-label={intl.format('search.form.label')} className="search-form search-form--hero" action="/search" method="get">
      {field('what', 'search', 'search.form.what', 'search.form.whatPlaceholder', 'off')}
      {field('where', 'text', 'search.form.where', 'search.form.wherePlaceholder', 'address-level2')}
      <button type="submit" className="button button--primary search-form__submit">{intl.format('search.form.submit')}</button>
    </form>
  )
}

const format = (intl: ServerIntl, message: MessageDescriptor) => intl.format(message.id, message.values)

/** The app's answers line (ui/features/job/JobAnswers): activity, direct or agency, visas, response time; then the other Pros. */
function JobAnswersLine({ job, intl, now, className }: { job: Job | JobSummary; intl: ServerIntl; now: Date; className: string }) {
  const parts = [
    jobActivityMessage(job.lastActivityAt, now.getTime()),
    job.hiring ? { id: job.hiring === 'direct' ? 'job.hiring.direct' : 'job.hiring.agency' } as const : null,
    job.visaSponsorship === undefined ? null : ({ id: job.visaSponsorship ? 'job.visa.yes' : 'job.visa.no' } as const),
    responseTimeMessage(job.responseTime),
  ].filter((part) => part !== null)
  const others = job.alsoPostedBy ?? []
  return (
    <>
      {parts.length > 0 && (
        <ul className={className}>
          {parts.map((part) => <li key={part.id} className={part.id === 'job.activeHiring' ? 'job-answers__active' : undefined}>{format(intl, part)}</li>)}
        </ul>
      )}
      {others.length > 0 && (
        <p className="job-answers__others">
          {intl.format('job.alsoPostedBy')}{' '}
          {others.map((other, index) => (
            <span key={other.jobId}>
              {index > 0 && ', '}
              <a href={`/pro/${encodeURIComponent(other.recruiter.slug)}`}>{other.recruiter.name}</a>
            </span>
          ))}
        </p>
      )}
    </>
  )
}

/** The posting's age as the app's card writes it (ui/features/job/JobFacts PostedAgo): "Posted 3 days ago". */
function PostedAgo({ intl, postedAt, now, bare = false }: { intl: ServerIntl; postedAt: string; now: Date; bare?: boolean }) {
  const age = postedAge(postedAt, now.getTime())
  if (!age) return null
  const when = intl.formatRelativeTime(age.value, age.unit)
  return <time dateTime={postedAt}>{bare ? when : intl.format('job.postedRelative', { when })}</time>
}

/** The pay in the other period (ui/features/job/JobFacts PayConversion): " (about $93,600 a year)". */
function PayConversion({ intl, job, className }: { intl: ServerIntl; job: Job | JobSummary; className: string }) {
  const other = payConversionMessage(job)
  if (!other) return null
  return <span className={className}>{' '}{intl.format('job.pay.converted', { pay: format(intl, other) })}</span>
}

/** The company's name after its mark (ui/features/job/CompanyName). */
function CompanyName({ name, className }: { name: string; className: string }) {
  const mark = companyMark(name)
  return (
    <p className={className}>
      <span className={`company-mark company-mark--${mark.tone}`} aria-hidden="true">{mark.initials}</span>
      <span className="company-name">{name}</span>
    </p>
  )
}

/** The Save toggle (ui/features/savedJobs/SaveJobButton), unsaved: it works once the app has taken over. */
function SaveJobButton({ intl, job }: { intl: ServerIntl; job: Job | JobSummary }) {
  return (
    <button type="button" className="button save-job" aria-pressed="false" aria-label={intl.format('saveJob.label', { title: job.title })}>
      <svg className="save-job__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6 3h12v18l-6-4.5L6 21z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {intl.format('saveJob.save')}
    </button>
  )
}

/** A search result (ui/features/search/JobCard) as a signed-out visitor's first visit shows it: no badges, no 1-Click Apply. */
function JobCard({ intl, job, now, index }: { intl: ServerIntl; job: JobSummary; now: Date; index: number }) {
  const pay = payRangeMessage(job)
  return (
    <JobCardFrame job={job} index={index}>
      <SaveJobButton intl={intl} job={job} />
      <CompanyName name={job.company} className="company job-card__company" />
      <p className="job-card__pro">{intl.format('job.via', { name: job.recruiter.name })}</p>
      <ul className="job-facts">
        <li className="job-facts__pay">
          {intl.format(pay.id, pay.values)}
          <PayConversion intl={intl} job={job} className="job-facts__pay-note" />
        </li>
        <li>{intl.format('job.location', job.location.address)}</li>
        <li>{intl.format(jobTypeMessageId(job.jobType))}</li>
        <li>{format(intl, workplaceMessage(job))}</li>
        <li><PostedAgo intl={intl} postedAt={job.postedAt} now={now} /></li>
      </ul>
      <JobAnswersLine job={job} intl={intl} now={now} className="job-answers" />
      <p className="job-card__summary">{job.summary}</p>
    </JobCardFrame>
  )
}

/**
 * How many of a list's first cards the server writes in full (the app's card): those a first screen can show, up to a
 * tall desktop's. The others, below the fold, are the card's title, company and summary: the app's render over them
 * moves nothing on screen, and the page's HTML stays small enough to lay out and replace cheaply (docs/decisions.md).
 */
const FULL_CARDS = 4

/** A card below the first screen: its heading link (every job's address is in the HTML), company and summary. */
function CompactJobCard({ job, index }: { job: JobSummary; index: number }) {
  return (
    <JobCardFrame job={job} index={index}>
      <p className="company job-card__company"><span className="company-name">{job.company}</span></p>
      <p className="job-card__summary">{job.summary}</p>
    </JobCardFrame>
  )
}

/** A card's article, named by its heading: the job's title linking to its page; the card's body follows. */
function JobCardFrame({ job, index, children }: { job: JobSummary; index: number; children: ReactNode }) {
  const headingId = `job-card-${index}`
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="job-card__title">
        <a className="job-card__link" href={jobPath(job)}>{job.title}</a>
      </h3>
      {children}
    </article>
  )
}

/** Jobs as the app's list of cards (ui/features/search/JobCard JobList): the first FULL_CARDS in full, then compact. */
function JobList({ intl, jobs, now }: { intl: ServerIntl; jobs: readonly JobSummary[]; now: Date }) {
  return (
    <ol className="job-list">
      {jobs.map((job, index) => (
        <li key={job.id}>
          {index < FULL_CARDS ? <JobCard intl={intl} job={job} now={now} index={index} /> : <CompactJobCard job={job} index={index} />}
        </li>
      ))}
    </ol>
  )
}

/** The search form's bar (ui/features/search/SearchForm, variant 'bar') with the search's terms: a GET of /search before the app runs. */
function BarSearchForm({ intl, what, where }: { intl: ServerIntl; what: string; where: string }) {
  const field = (name: 'what' | 'where', type: string, label: MessageId, placeholder: MessageId, autoComplete: string, value: string) => (
    <div className="search-form__field">
      <label htmlFor={`search-${name}`}>{intl.format(label)}</label>
      <div className="search-form__combobox">
        <input id={`search-${name}`} name={name} type={type} defaultValue={value} placeholder={intl.format(placeholder)} maxLength={SEARCH_LIMITS.maxQueryLength} autoComplete={autoComplete} enterKeyHint="search" />
      </div>
    </div>
  )
  return (
    <form role="search" aria-label={intl.format('search.form.label')} className="search-form search-form--bar" action="/search" method="get">
      {field('what', 'search', 'search.form.what', 'search.form.whatPlaceholder', 'off', what)}
      {field('where', 'text', 'search.form.where', 'search.form.wherePlaceholder', 'address-level2', where)}
      <button type="submit" className="button button--primary search-form__submit">{intl.format('search.form.submit')}</button>
    </form>
  )
}

/**
 * /search as the app's first render shows it (ui/features/search/SearchPage, SearchResults, JobCard): the same
 * elements, class names and texts, so the app's takeover paints no larger element than the server's (the first card's
 * summary is the page's LCP element) and moves nothing. The filters stay folded (the app opens them beside the results
 * on wide screens, where they take a column of their own); their controls, the chips and the sort work once the app has taken over.
 */
export function SearchView({ intl, title, params, jobs, total, totalIsExact, complete, now }: { intl: ServerIntl; title: string; params: SearchParams; jobs: readonly JobSummary[]; total: number; totalIsExact: boolean; complete: boolean; now: Date }) {
  const count = resultsCountMessage({ total, totalIsExact, loaded: jobs.length, complete })
  const filters = activeFilters(params).map((filter) => format(intl, filter.label))
  return (
    <div className="search-page">
      <h1 tabIndex={-1} className="search-page__title">{title}</h1>
      <BarSearchForm intl={intl} what={params.what ?? ''} where={params.where ?? ''} />
      {filters.length > 0 && (
        <ul className="chips" aria-label={intl.format('search.chips.label')}>
          {filters.map((filter) => (
            <li key={filter}>
              <button type="button" className="chip" aria-label={intl.format('search.chips.remove', { filter })}>
                {filter}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="chips__clear">{intl.format('search.chips.clearAll')}</button>
          </li>
        </ul>
      )}
      <div className="search-page__layout">
        <details className="filters">
          <summary className="filters__summary">
            <h2 className="filters__heading">{intl.format('search.filters.heading', { count: activeFilterCount(params) })}</h2>
          </summary>
        </details>
        <section className="results" aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="visually-hidden">{intl.format('search.results.heading')}</h2>
          <div className="results__bar">
            <p className="results__count" role="status">{intl.format(count.id, count.values)}</p>
            <div className="results__tools">
              {/[\p{L}\p{N}]/u.test(params.what ?? '') && (
                <button type="button" className="icon-button alert-me" title={intl.format('alertMe.button')}>
                  <svg aria-hidden="true" focusable="false" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4ZM10 21h4" />
                  </svg>
                  <span className="visually-hidden">{intl.format('alertMe.button')}</span>
                </button>
              )}
              {jobs.length > 0 && (
                <div className="filter filter--inline">
                  <label htmlFor="search-sort">{intl.format('search.filters.sort')}</label>
                  <select id="search-sort" defaultValue={params.sort ?? 'relevance'}>
                    {SEARCH_SORTS.map((sort) => <option key={sort} value={sort}>{intl.format(`search.filters.sort.${sort}`)}</option>)}
                  </select>
                </div>
              )}
            </div>
          </div>
          <JobList intl={intl} jobs={jobs} now={now} />
          {complete ? (
            jobs.length > 0 && <p className="results__end">{intl.format('search.results.end', { count: jobs.length })}</p>
          ) : (
            <div className="results__more">
              <div className="results__sentinel" />
              <button type="button" className="button results__more-button">{intl.format('search.results.showMore')}</button>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}

/**
 * The job page as the app's first render shows it to a signed-out visitor who came from outside (ui/features/job/JobPage):
 * "More … jobs", the company, title, Pro, Apply and Save, the facts, the answers, the description and skills, so the
 * app's render over it moves nothing. The side column (pay, Pro, share, similar jobs) comes with the app, below or beside the rest.
 */
export function JobView({ intl, job, now }: { intl: ServerIntl; job: Job; now: Date }) {
  const open = !job.closedAt
  const pay = payRangeMessage(job)
  const apply = <a className="button button--primary job-page__apply" href={`/apply/${encodeURIComponent(job.slug)}/${encodeURIComponent(job.id)}`}>{intl.format('job.apply')}</a>
  const fact = (label: MessageId, children: ReactNode) => (
    <div className="job-page__fact">
      <dt>{intl.format(label)}</dt>
      <dd>{children}</dd>
    </div>
  )
  return (
    <>
      <article className="job-page" aria-labelledby="job-title">
        <header className="job-page__header">
          <a className="job-page__back" href={`/search${stringifyQuery({ what: job.title })}`}>{intl.format('jobPage.searchTitle', { title: job.title })}</a>
          <CompanyName name={job.company} className="company job-page__company" />
          <h1 id="job-title" className="job-page__title">{job.title}</h1>
          <p className="job-page__pro">
            {intl.format('job.by', { name: '\u0000' }).split('\u0000').flatMap((part, index) =>
              index === 0 ? [part] : [<a key="pro" href={`/pro/${encodeURIComponent(job.recruiter.slug)}`}>{job.recruiter.name}</a>, part],
            )}
          </p>
          {open ? (
            <>
              {apply}
              <SaveJobButton intl={intl} job={job} />
            </>
          ) : (
            <section className="job-page__closed" aria-labelledby="job-closed">
              <h2 id="job-closed">{intl.format('job.closed.title')}</h2>
              <p>{intl.format('job.closed.body')}</p>
              <a className="button" href={`/search?what=${encodeURIComponent(job.title)}`}>{intl.format('job.closed.search')}</a>
            </section>
          )}
        </header>
        <dl className="job-page__facts" aria-label={intl.format('job.facts')}>
          {fact('job.facts.pay', <>{intl.format(pay.id, pay.values)}<PayConversion intl={intl} job={job} className="job-page__age" /></>)}
          {fact('job.facts.location', intl.format('job.location', job.location.address))}
          {fact('job.facts.type', intl.format(jobTypeMessageId(job.jobType)))}
          {fact('job.facts.workplace', format(intl, workplaceMessage(job)))}
          {fact('job.facts.posted', <><time dateTime={job.postedAt}>{intl.formatDate(job.postedAt)}</time>{' '}<span className="job-page__age">(<PostedAgo intl={intl} postedAt={job.postedAt} now={now} bare />)</span></>)}
        </dl>
        <div className="job-page__answers">
          <JobAnswersLine job={job} intl={intl} now={now} className="job-answers" />
        </div>
        <div className="job-page__main">
          <section className="job-page__section" aria-labelledby="job-description">
            <h2 id="job-description">{intl.format('job.description')}</h2>
            {descriptionParagraphs(job.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          {job.skills.length > 0 && (
            <section className="job-page__section" aria-labelledby="job-skills">
              <h2 id="job-skills">{intl.format('job.skills')}</h2>
              <ul className="job-page__skills">
                {job.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </section>
          )}
          <footer className="job-page__footer">{open && apply}</footer>
        </div>
        <div className="job-page__aside" />
      </article>
    </>
  )
}

export const proPath = (slug: string) => `/pro/${encodeURIComponent(slug)}`
export const newsPath = (article: { readonly slug: string; readonly id: string }) => `/news/${encodeURIComponent(article.slug)}/${encodeURIComponent(article.id)}`

function ProFact({ intl, label, items }: { intl: ServerIntl; label: 'pros.specialties' | 'pros.industries' | 'pros.cities'; items: readonly string[] }) {
  return (
    <div className="pro-page__fact">
      <dt>{intl.format(label)}</dt>
      <dd>
        {items.length > 0 ? (
          <ul className="pro-page__tags">
            {items.map((item) => <li key={item}>{item}</li>)}
          </ul>
        ) : (
          intl.format('pros.none')
        )}
      </dd>
    </div>
  )
}

/** /pro/{slug}: who the Pro is, their facts, their response-time promise and their first open jobs (the app's cards, as on /search). */
export function ProView({ intl, pro, jobs, now }: { intl: ServerIntl; pro: ProPage; jobs: readonly JobSummary[]; now: Date }) {
  const promise = responseTimeMessage(pro.responseTime)
  const mark = companyMark(pro.name)
  return (
    <>
      <article className="pro-page" aria-labelledby="pro-name">
        <header className="pro-page__header">
          {/* No style attribute (the face's object-position): the CSP allows no inline style; the app sets it. */}
          {pro.photoUrl ? (
            <img className="pro-page__photo" src={pro.photoUrl} width={175} height={175} alt={intl.format('pros.photo', { name: pro.name })} />
          ) : (
            <span className={`pro-page__photo pro-page__avatar company-mark company-mark--${mark.tone}`} aria-hidden="true">{mark.initials}</span>
          )}
          <div className="pro-page__intro">
            <h1 id="pro-name">{pro.name}</h1>
            {pro.headline && <p className="pro-page__headline">{pro.headline}</p>}
            <p className="pro-page__promise">
              {promise ? (
                <>
                  <strong>{intl.format(promise.id as MessageId, promise.values)}</strong>{' '}
                  <span className="pro-page__basis">{intl.format('pros.responseTime.basis', { count: pro.responseTime.answered })}</span>
                </>
              ) : (
                intl.format('pros.responseTime.none')
              )}
            </p>
            <p className="pro-page__contact">
              <a className="button button--primary" href={`/hire?${new URLSearchParams({ pro: pro.slug }).toString()}`}>{intl.format('pros.contact', { name: pro.name })}</a>
              <span className="pro-page__contact-note">{intl.format('pros.contactNote', { name: pro.name })}</span>
            </p>
          </div>
        </header>
        <dl className="pro-page__facts">
          <ProFact intl={intl} label="pros.specialties" items={pro.specialties} />
          <ProFact intl={intl} label="pros.industries" items={pro.industries.map((industry) => intl.format(`search.industry.${industry as Industry}`))} />
          <ProFact intl={intl} label="pros.cities" items={pro.cities} />
        </dl>
        <section className="pro-page__jobs results" aria-labelledby="pro-jobs">
          <h2 id="pro-jobs">{intl.format('pros.jobs')}</h2>
          <p className="pro-page__count">{intl.format('pros.jobsCount', { count: pro.openJobs })}</p>
          <JobList intl={intl} jobs={jobs} now={now} />
        </section>
      </article>
    </>
  )
}

/** /news: the newest articles first, each with its title, byline and first words. */
export function NewsListView({ intl, list }: { intl: ServerIntl; list: NewsList }) {
  return (
    <>
      <section className="content-page content-page--wide" aria-labelledby="news-title">
        <h1 id="news-title">{intl.format('content.news.title')}</h1>
        <p className="content-page__lead">{intl.format('content.news.description')}</p>
        {list.articles.length === 0 ? (
          <p>{intl.format('content.news.empty')}</p>
        ) : (
          <ol className="news-list">
            {list.articles.map((article) => (
              <li key={article.id}>
                <article className="news-card" aria-labelledby={`news-${article.id}`}>
                  {article.image && <img className="news-card__image content-image" src={article.image.url} alt="" width={CONTENT_IMAGE_SIZE_PX} height={CONTENT_IMAGE_SIZE_PX} loading="lazy" />}
                  <div className="news-card__text">
                    <h2 id={`news-${article.id}`} className="news-card__title">
                      <a href={newsPath(article)}>{article.title}</a>
                    </h2>
                    <p className="news-card__byline">{intl.format('content.news.byline', { author: article.author, date: intl.formatDate(article.publishedAt) })}</p>
                    <p className="news-card__preview">{contentPreview(article.description)}</p>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}

/** /news/{slug}/{articleId}: the article, its byline, lead and text (HTML the content service already sanitised). */
export function NewsArticleView({ intl, article }: { intl: ServerIntl; article: NewsArticle }) {
  return (
    <>
      <article className="content-page news-article" aria-labelledby="article-title">
        <p className="news-article__back">
          <a href="/news">{intl.format('content.news.all')}</a>
        </p>
        <h1 id="article-title">{article.title}</h1>
        <p className="news-card__byline">{intl.format('content.news.byline', { author: article.author, date: intl.formatDate(article.publishedAt) })}</p>
        {article.image && <img className="news-article__image content-image" src={article.image.url} alt={article.image.alt} width={CONTENT_IMAGE_SIZE_PX} height={CONTENT_IMAGE_SIZE_PX} />}
        <p className="content-page__lead">{article.description}</p>
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.updatedAt > article.publishedAt && <p className="content-page__updated">{intl.format('content.news.updated', { date: intl.formatDate(article.updatedAt) })}</p>}
      </article>
    </>
  )
}
