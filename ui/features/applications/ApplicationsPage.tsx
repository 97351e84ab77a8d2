import { Link, redirect, useLoaderData, useNavigate, useParams, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { APPLICATION_TABS, applicationsIn, tabCounts, type Application, type ApplicationTab } from '../../../core/applications'
import type { ApplicationsPageData, ApplicationsRuntime } from '../../../machines/applications/applicationsRuntime'
import type { AppActor } from '../../../machines/app/appActor'
import { DeviceApplications } from './DeviceApplications'
import { MigrateSection } from './MigrateSection'
import './applications.css'

const TABS = Object.keys(APPLICATION_TABS) as ApplicationTab[]

export interface ApplicationsLoaderData {
  readonly runtime: ApplicationsRuntime
  readonly page: ApplicationsPageData
}

/** The page's loader: the applications' runtime (its chunk) and the page's data, read again on each visit. */
export async function loadApplicationsPage({ context, params }: {
  readonly context: { readonly app: Pick<AppActor, 'applications'> }
  readonly params: { readonly status?: string }
}): Promise<ApplicationsLoaderData> {
  if (params.status !== undefined && !(TABS as readonly string[]).includes(params.status)) {
    throw redirect({ to: '/applications/{-$status}', params: { status: undefined }, replace: true })
  }
  const runtime = await context.app.applications.load()
  return { runtime, page: await runtime.pageData() }
}

/**
 * /applications and /applications/{status}: the account's applications under the status tabs (active,
 * interviewing, offers, closed; docs/decisions.md), each with its job, status and date, and the migration of
 * applications made under another account. Signed out: the applications made on this device, with a sign-in.
 */
export function ApplicationsPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'myApplications.title' }) })
  const { runtime, page: data } = useLoaderData({ from: '/applications/{-$status}' }) as ApplicationsLoaderData
  const { status } = useParams({ strict: false }) as { status?: ApplicationTab }
  const router = useRouter()
  // A status the server pushes (realtime) shows at once: the loader reads the list again, no reload.
  useEffect(() => runtime.onStatusChanged(() => void router.invalidate()), [runtime, router])
  return (
    <section className="applications-page" aria-labelledby="applications-title">
      <h1 id="applications-title" tabIndex={-1}>
        <FormattedMessage id="myApplications.title" />
      </h1>
      {data.kind === 'device' && <DeviceApplications rows={data.rows} />}
      {data.kind === 'failed' && <LoadFailed />}
      {data.kind === 'account' && (
        <>
          <ApplicationTabs applications={data.applications} tab={status ?? 'active'} />
          <MigrateSection runtime={runtime} />
        </>
      )}
    </section>
  )
}

function LoadFailed() {
  const router = useRouter()
  return (
    <div className="applications-page__failed">
      <p role="alert">
        <FormattedMessage id="myApplications.loadFailed" />
      </p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <FormattedMessage id="myApplications.retry" />
      </button>
    </div>
  )
}

/** An ARIA tab list of links (automatic activation: the arrow keys move to a tab and open it), each with its count. */
function ApplicationTabs({ applications, tab }: { readonly applications: readonly Application[]; readonly tab: ApplicationTab }) {
  const intl = useIntl()
  const id = useId()
  const navigate = useNavigate()
  const list = useRef<HTMLDivElement>(null)
  const counts = tabCounts(applications)
  const shown = applicationsIn(applications, tab)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // From the focused tab, not the one shown: a second key press may come before the first tab's page is in.
    const from = TABS.indexOf((event.target as HTMLElement).dataset['tab'] as ApplicationTab)
    const index = from < 0 ? TABS.indexOf(tab) : from
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = TABS[(next + TABS.length) % TABS.length]!
    list.current?.querySelector<HTMLElement>(`[data-tab="${target}"]`)?.focus()
    void navigate({ to: '/applications/{-$status}', params: { status: target } })
  }
  return (
    <>
      <div ref={list} role="tablist" className="applications-tabs" aria-label={intl.formatMessage({ id: 'myApplications.tabs' })} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <Link key={name} to="/applications/{-$status}" params={{ status: name }} role="tab" id={`${id}-${name}`} data-tab={name}
            aria-selected={name === tab} aria-controls={`${id}-panel`} tabIndex={name === tab ? 0 : -1} className="applications-tabs__tab">
            <FormattedMessage id="myApplications.tabCount" values={{ label: intl.formatMessage({ id: `applications.tab.${name}` }), count: counts[name] }} />
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="applications-panel">
        {applications.length === 0 ? (
          <p>
            <FormattedMessage id="myApplications.none" />{' '}
            <Link to="/">
              <FormattedMessage id="myApplications.findJobs" />
            </Link>
          </p>
        ) : shown.length === 0 ? (
          <p>
            <FormattedMessage id={`myApplications.empty.${tab}`} />
          </p>
        ) : (
          <ol className="applications-list">
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicationItem application={application} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  )
}

function ApplicationItem({ application }: { readonly application: Application }) {
  const intl = useIntl()
  const headingId = useId()
  const job = application.job
  return (
    <article className="application-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="application-card__title">
        <Link to="/applications/view/$id" params={{ id: application.id }}>
          {job?.title ?? intl.formatMessage({ id: 'myApplications.jobGone' })}
        </Link>
      </h2>
      {job && <p className="application-card__facts">{[job.company, [job.city, job.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</p>}
      <p className="application-card__status">
        <span className={`status-chip status-chip--${application.status}`}>
          <FormattedMessage id={`applications.status.${application.status}`} />
        </span>
        {job?.closed === true && (
          <span className="updated-chip">
            <FormattedMessage id="myApplications.jobClosed" />
          </span>
        )}
        {!application.viewed && (
          <span className="updated-chip">
            <FormattedMessage id="myApplications.updated" />
          </span>
        )}
        <span className="application-card__date">
          <FormattedMessage id="myApplications.appliedOn" values={{ date: intl.formatDate(application.appliedAt, { dateStyle: 'medium' }) }} />
        </span>
      </p>
    </article>
  )
}
