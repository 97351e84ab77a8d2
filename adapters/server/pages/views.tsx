/**
 * What the server's HTML shows of a page before the app's JavaScript runs: the page's content for search engines,
 * chat apps' previews and the first paint, in the app's own class names. Rendered with react-dom/server; React
 * escapes every text. The app replaces it once it starts (ui/main.tsx).
 */
import { descriptionParagraphs, jobTypeMessageId, payRangeMessage, resultsCountMessage, workplaceMessageId, type Job, type JobSummary } from '../../../core/search'
import type { MessageId } from '../../../core/i18n/en-US'
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
    <main className="home">
      <section className="home__hero" aria-labelledby="home-heading">
        <p className="home__tagline">{intl.format('home.tagline')}</p>
        <h1 id="home-heading" className="home__title">{intl.format('home.pageTitle')}</h1>
        <p className="home__intro">{intl.format('home.intro')}</p>
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
    </main>
  )
}

const place = (job: Pick<Job, 'location'>) => `${job.location.address.city}, ${job.location.address.state}`

function JobFactsLine({ job, intl }: { job: Job | JobSummary; intl: ServerIntl }) {
  const pay = payRangeMessage(job)
  return (
    <ul className="job-facts">
      <li>{place(job)}</li>
      <li>{intl.format(workplaceMessageId(job.remote))}</li>
      <li>{intl.format(jobTypeMessageId(job.jobType))}</li>
      <li>{intl.format(pay.id, pay.values)}</li>
    </ul>
  )
}

export function SearchView({ intl, title, jobs, total, totalIsExact, complete }: { intl: ServerIntl; title: string; jobs: readonly JobSummary[]; total: number; totalIsExact: boolean; complete: boolean }) {
  const count = resultsCountMessage({ total, totalIsExact, loaded: jobs.length, complete })
  return (
    <main className="search-page">
      <h1 className="search-page__title">{title}</h1>
      <p className="results-count">{intl.format(count.id, count.values)}</p>
      <ol className="search-results__list">
        {jobs.map((job) => (
          <li key={job.id} className="job-card">
            <h2 className="job-card__title">
              <a href={jobPath(job)}>{job.title}</a>
            </h2>
            <p className="job-card__company">{job.company}</p>
            <JobFactsLine job={job} intl={intl} />
            <p className="job-card__summary">{job.summary}</p>
          </li>
        ))}
      </ol>
    </main>
  )
}

export function JobView({ intl, job }: { intl: ServerIntl; job: Job }) {
  return (
    <main>
      <article className="job-page" aria-labelledby="job-title">
        <header className="job-page__header">
          <p className="company job-page__company">{job.company}</p>
          <h1 id="job-title" className="job-page__title">{job.title}</h1>
          <p className="job-page__pro">
            {intl.format('job.by', { name: '\u0000' }).split('\u0000').flatMap((part, index) =>
              index === 0 ? [part] : [<a key="pro" href={`/pro/${encodeURIComponent(job.recruiter.slug)}`}>{job.recruiter.name}</a>, part],
            )}
          </p>
          {job.closedAt ? (
            <section className="job-page__closed" aria-labelledby="job-closed">
              <h2 id="job-closed">{intl.format('job.closed.title')}</h2>
              <p>{intl.format('job.closed.body')}</p>
              <a className="button" href={`/search?what=${encodeURIComponent(job.title)}`}>{intl.format('job.closed.search')}</a>
            </section>
          ) : null}
        </header>
        <JobFactsLine job={job} intl={intl} />
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
        </div>
      </article>
    </main>
  )
}
