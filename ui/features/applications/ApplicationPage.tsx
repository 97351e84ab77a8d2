import { Link, useLoaderData, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { canEdit, canWithdraw, tabOfApplication, type Application } from '../../../core/applications'
import type { MessageId } from '../../../core/i18n/en-US'
import { hasUnsavedChanges, type ApplicationActor, type ApplicationSnapshot } from '../../../machines/applications/application.machine'
import type { ApplicationsRuntime } from '../../../machines/applications/applicationsRuntime'
import type { AppActor } from '../../../machines/app/appActor'
import { useUnsavedChanges } from '../navigation'
import { AnswersForm } from './AnswersForm'
import { WithdrawDialog } from './WithdrawDialog'
import '../../styles/forms.css'
import './applications.css'

export interface ApplicationLoaderData {
  readonly runtime: ApplicationsRuntime
  readonly flow: ApplicationActor
}

/** The page's loader: the application's flow (kept for Back and Forward; it loads the application at once). */
export async function loadApplicationPage({ context, params }: { readonly context: { readonly app: Pick<AppActor, 'applications'> }; readonly params: { readonly id: string } }): Promise<ApplicationLoaderData> {
  const runtime = await context.app.applications.load()
  return { runtime, flow: runtime.open(params.id) }
}

const selectApplication = (snapshot: ApplicationSnapshot) => snapshot.context.application
const selectLoadFailure = (snapshot: ApplicationSnapshot) => (snapshot.matches('loadFailed') ? (snapshot.context.failure?.message ?? null) : null)
const selectDirty = (snapshot: ApplicationSnapshot) => hasUnsavedChanges(snapshot.context)
const selectStopped = (snapshot: ApplicationSnapshot) => snapshot.status === 'stopped'

/**
 * /applications/view/{id} (login required): the job, the status and its history with dates, the answers to edit
 * and save (leaving with unsaved ones asks "Changes Not Saved"), and Withdraw after a confirmation.
 */
export function ApplicationPage() {
  const { runtime, flow } = useLoaderData({ from: '/applications/view/$id' }) as ApplicationLoaderData
  const application = useSelector(flow, selectApplication)
  const loadFailure = useSelector(flow, selectLoadFailure)
  const dirty = useSelector(flow, selectDirty)
  useUnsavedChanges(dirty, { holder: 'application', onDiscard: () => runtime.discard(flow.getSnapshot().context.id) })
  useLiveFlow(flow)
  return (
    <article className="application-page" aria-labelledby="application-title">
      <p>
        <Link to="/applications/{-$status}" params={{ status: application ? tabOfApplication(application) : 'active' }}>
          <FormattedMessage id="myApplications.back" />
        </Link>
      </p>
      {application === null ? (
        <Pending flow={flow} failure={loadFailure} />
      ) : (
        <>
          <ApplicationHeader application={application} />
          {application.interviewPath && <InterviewWaiting path={application.interviewPath} />}
          <StatusHistory application={application} />
          <AnswersForm flow={flow} editable={canEdit(application.status)} />
          <ResumeSent application={application} />
          {canWithdraw(application.status) && <WithdrawDialog flow={flow} />}
          <WithdrawOutcome flow={flow} />
        </>
      )}
    </article>
  )
}

/**
 * The runtime keeps one application's flow at a time, and the router runs this page's loader for a link only hovered
 * or focused (preload): tabbing past two applications' links stops the first one's flow, and the router may still
 * hand that loader answer to the page. A page holding a stopped flow asks the router to load it again, which opens a
 * live one (with what was typed, kept as a draft).
 */
function useLiveFlow(flow: ApplicationActor): void {
  const router = useRouter()
  const stopped = useSelector(flow, selectStopped)
  useEffect(() => {
    if (stopped) void router.invalidate()
  }, [stopped, router])
}

function Pending({ flow, failure }: { readonly flow: ApplicationActor; readonly failure: MessageId | null }) {
  if (failure === null) return <h1 id="application-title" className="application-page__loading" aria-busy="true" />
  return (
    <>
      <h1 id="application-title">
        <FormattedMessage id={failure} />
      </h1>
      {failure !== 'myApplications.notFound' && (
        <button type="button" className="button" onClick={() => flow.send({ type: 'user.retried' })}>
          <FormattedMessage id="myApplications.retry" />
        </button>
      )}
    </>
  )
}

/** The way back to an instant interview left unfinished (its signed link: a page of its own, as after applying). */
function InterviewWaiting({ path }: { readonly path: string }) {
  return (
    <p className="application-page__interview">
      <FormattedMessage id="myApplications.interview.waiting" />{' '}
      <a href={path}>
        <FormattedMessage id="myApplications.interview.take" />
      </a>
    </p>
  )
}

function ApplicationHeader({ application }: { readonly application: Application }) {
  const intl = useIntl()
  const job = application.job
  const title = job?.title ?? intl.formatMessage({ id: 'myApplications.jobGone' })
  usePageMeta({ title })
  return (
    <header className="application-page__header">
      <h1 id="application-title" tabIndex={-1}>
        {title}
      </h1>
      {job && (
        <>
          <p className="application-card__facts">{[job.company, [job.city, job.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</p>
          {job.closed === true && (
            <p className="application-page__closed">
              <FormattedMessage id="myApplications.jobClosedNote" />
            </p>
          )}
          <p>
            <Link to="/details/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }}>
              <FormattedMessage id="myApplications.viewJob" />
            </Link>
          </p>
        </>
      )}
    </header>
  )
}

function StatusHistory({ application }: { readonly application: Application }) {
  const intl = useIntl()
  return (
    <section className="application-page__section" aria-labelledby="application-status">
      <h2 id="application-status">
        <FormattedMessage id="myApplications.status" />
      </h2>
      <p>
        <span className={`status-chip status-chip--${application.status}`}>
          <FormattedMessage id={`applications.status.${application.status}`} />
        </span>
      </p>
      <h3>
        <FormattedMessage id="myApplications.history" />
      </h3>
      <ol className="status-history">
        {[...application.history].reverse().map((entry) => (
          <li key={`${entry.at}-${entry.status}`}>
            <FormattedMessage
              id="myApplications.historyEntry"
              values={{ status: intl.formatMessage({ id: `applications.status.${entry.status}` }), date: intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The resume sent with it: the account's file (a claimed visitor upload became the account's), managed on the resumes page. */
function ResumeSent({ application }: { readonly application: Application }) {
  return (
    <section className="application-page__section" aria-labelledby="application-resume">
      <h2 id="application-resume">
        <FormattedMessage id="myApplications.resume" />
      </h2>
      <p>{application.resume ? <span className="application-page__resume">{application.resume.fileName}</span> : <FormattedMessage id="myApplications.resumeNone" />}</p>
      <p>
        <Link to="/settings/professional/resume">
          <FormattedMessage id="myApplications.manageResumes" />
        </Link>
      </p>
    </section>
  )
}

const selectWithdrawFailure = (snapshot: ApplicationSnapshot) =>
  snapshot.context.failure !== null && snapshot.context.failure.message.startsWith('myApplications.withdraw') ? snapshot.context.failure.message : null
const selectWithdrawn = (snapshot: ApplicationSnapshot) => snapshot.context.notice === 'withdrawn'

/** How the withdraw ended: announced (the dialog has closed, focus is back on the page). */
function WithdrawOutcome({ flow }: { readonly flow: ApplicationActor }) {
  const failure = useSelector(flow, selectWithdrawFailure)
  const withdrawn = useSelector(flow, selectWithdrawn)
  const notice = useRef<HTMLParagraphElement>(null)
  // The Withdraw button is gone once withdrawn: the notice takes the focus rather than the page's body.
  useEffect(() => {
    if (withdrawn) notice.current?.focus()
  }, [withdrawn])
  return (
    <>
      <p role="alert" className="application-page__failure">
        {failure && <FormattedMessage id={failure} />}
      </p>
      <p ref={notice} tabIndex={-1} role="status" className="application-page__notice">
        {withdrawn && <FormattedMessage id="myApplications.withdraw.done" />}
      </p>
    </>
  )
}
