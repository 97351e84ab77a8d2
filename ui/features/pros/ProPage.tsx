import { useState } from 'react'
import { Link, useLoaderData } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ApiError } from '../../../core/api'
import type { ProPage as ProPageData } from '../../../core/pros'
import { companyMark, responseTimeMessage, type Industry, type SearchCriteria } from '../../../core/search'
import type { AppActor } from '../../../machines/app/appActor'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { useRecordAction } from '../../services'
import { usePageMeta } from '../../shell/usePageMeta'
import { JobList, MoreResults, selectJobs, selectView, useSearchActor } from '../search'
import './pros.css'

/** The Pro, or that there is none at this address; any other failure is the route's error screen. */
export type ProLoaderData = { readonly pro: ProPageData } | { readonly notFound: true }

export async function loadPro({ context, params, preload }: {
  readonly context: { readonly app: Pick<AppActor, 'pros' | 'search'> }
  readonly params: { readonly slug: string }
  readonly preload?: boolean
}): Promise<ProLoaderData> {
  try {
    const pro = await (await context.app.pros()).get(params.slug)
    // Its jobs' search starts with the page's load, not its render: inlined by the server, the first render has them.
    if (!preload) context.app.search(jobsOf(params.slug))
    return { pro }
  } catch (error) {
    const failure = error as ApiError
    if (failure._tag === 'HttpError' && failure.status === 404) return { notFound: true }
    throw error
  }
}

/** The Pro's jobs: the site's own search, newest first, paged as search pages (machines/search). */
const jobsOf = (slug: string): SearchCriteria => ({ pro: slug, sort: 'date' })

/** /pro/{slug}: who the Pro is, what they recruit for and where, how fast they answer, how to hire with them, their open jobs. */
export function ProPage() {
  const data = useLoaderData({ from: '/pro/$slug' }) as ProLoaderData
  return 'notFound' in data ? <ProNotFound /> : <ProProfile pro={data.pro} />
}

function ProProfile({ pro }: { readonly pro: ProPageData }) {
  const intl = useIntl()
  const record = useRecordAction()
  const places = pro.cities.length > 0 ? pro.cities.join('; ') : intl.formatMessage({ id: 'pros.none' })
  usePageMeta({
    title: intl.formatMessage({ id: 'pros.title' }, { name: pro.name }),
    description: intl.formatMessage({ id: 'pros.description' }, { name: pro.name, places }),
  })
  const promise = responseTimeMessage(pro.responseTime)
  return (
    <article className="pro-page" aria-labelledby="pro-name">
      <header className="pro-page__header">
        <ProPhoto pro={pro} />
        <div className="pro-page__intro">
          <h1 id="pro-name">{pro.name}</h1>
          {pro.headline && <p className="pro-page__headline">{pro.headline}</p>}
          <p className="pro-page__promise">
            {promise ? (
              <>
                <strong><FormattedMessage {...promise} /></strong>{' '}
                <span className="pro-page__basis"><FormattedMessage id="pros.responseTime.basis" values={{ count: pro.responseTime.answered }} /></span>
              </>
            ) : (
              <FormattedMessage id="pros.responseTime.none" />
            )}
          </p>
          <p className="pro-page__contact">
            <Link to="/hire" search={{ pro: pro.slug }} className="button button--primary" onClick={() => record({ name: 'pro.contactClicked' })}>
              <FormattedMessage id="pros.contact" values={{ name: pro.name }} />
            </Link>
            <span className="pro-page__contact-note"><FormattedMessage id="pros.contactNote" values={{ name: pro.name }} /></span>
          </p>
        </div>
      </header>
      <dl className="pro-page__facts">
        <Fact label="pros.specialties" items={pro.specialties} />
        <Fact label="pros.industries" items={pro.industries.map((industry) => intl.formatMessage({ id: `search.industry.${industry as Industry}` }))} />
        <Fact label="pros.cities" items={pro.cities} />
      </dl>
      <ProJobs slug={pro.slug} count={pro.openJobs} />
    </article>
  )
}

function Fact({ label, items }: { readonly label: 'pros.specialties' | 'pros.industries' | 'pros.cities'; readonly items: readonly string[] }) {
  return (
    <div className="pro-page__fact">
      <dt><FormattedMessage id={label} /></dt>
      <dd>
        {items.length > 0 ? (
          <ul className="pro-page__tags">
            {items.map((item) => <li key={item}>{item}</li>)}
          </ul>
        ) : (
          <FormattedMessage id="pros.none" />
        )}
      </dd>
    </div>
  )
}

/**
 * The Pro's photo at 175 x 175, cropped on the face (object-position from the answer), or a generated avatar: the
 * initials on a tone derived from the name, the same for the same name everywhere (core/search companyMark).
 */
function ProPhoto({ pro }: { readonly pro: ProPageData }) {
  const intl = useIntl()
  if (pro.photoUrl) {
    return (
      <img className="pro-page__photo" src={pro.photoUrl} width={175} height={175} style={{ objectPosition: pro.photoFocus }}
        alt={intl.formatMessage({ id: 'pros.photo' }, { name: pro.name })} />
    )
  }
  const mark = companyMark(pro.name)
  return (
    <span className={`pro-page__photo pro-page__avatar company-mark company-mark--${mark.tone}`} aria-hidden="true">
      {mark.initials}
    </span>
  )
}

function ProJobs({ slug, count }: { readonly slug: string; readonly count: number }) {
  const actor = useSearchActor(jobsOf(slug))
  const view = useSelector(actor, selectView)
  const jobs = useSelector(actor, selectJobs)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  return (
    <section className="pro-page__jobs results" aria-labelledby="pro-jobs" aria-busy={view === 'loading' || view === 'loadingMore'}>
      <h2 id="pro-jobs"><FormattedMessage id="pros.jobs" /></h2>
      <p className="pro-page__count"><FormattedMessage id="pros.jobsCount" values={{ count }} /></p>
      <JobList jobs={jobs} focusIndex={focusIndex} />
      {view === 'failed' && (
        <div className="results__error" role="alert">
          <p><FormattedMessage id="pros.failed" /></p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.retryRequested' })}>
            <FormattedMessage id="pros.retry" />
          </button>
        </div>
      )}
      <MoreResults actor={actor} onShowMore={() => setFocusIndex(jobs.length)} />
    </section>
  )
}

function ProNotFound() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'pros.notFoundTitle' }) })
  return (
    <section className="pro-page pro-page--missing" aria-labelledby="pro-missing-title">
      <h1 id="pro-missing-title"><FormattedMessage id="pros.notFoundTitle" /></h1>
      <p><FormattedMessage id="pros.notFound" /></p>
      <Link to="/search" className="button button--primary"><FormattedMessage id="pros.searchJobs" /></Link>
    </section>
  )
}
