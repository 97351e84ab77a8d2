import { useLoaderData, useRouter } from '@tanstack/react-router'
import { Suspense, use, useId, useState, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { RESUME_UPLOAD_METHODS, type Resume, type ResumeSummary, type ResumeUploadMethod } from '../../../core/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { ConfirmDialog, type ConfirmAction } from '../../components/ConfirmDialog'
import { ResumeUploadField } from './ResumeUploadField'
import { useResumeList } from './useResumeList'
import type { AppActor } from '../../../machines/app/appActor'
import '../../styles/forms.css'
import './resumes.css'

/** "Delete this resume?": Keep it (focused first, and Escape) or Delete. */
const DELETE_ACTIONS: readonly ConfirmAction[] = [
  { labelId: 'resumes.delete.keep', proceeds: false },
  { labelId: 'resumes.delete.confirm', proceeds: true, tone: 'danger' },
]

export interface ResumesLoaderData {
  readonly runtime: ResumesRuntime
  /** null: the list could not be loaded (the page offers to try again). */
  readonly resumes: readonly Resume[] | null
  /** Whether this server offers the s3 upload method (for the upload method setting). */
  readonly s3Available: Promise<boolean>
}

/** The page's loader: the resume runtime (its chunk) and the user's resumes. */
export async function loadResumes({ context }: { readonly context: { readonly app: Pick<AppActor, 'resumes'> } }): Promise<ResumesLoaderData> {
  const runtime = await context.app.resumes()
  return { runtime, resumes: await runtime.api.list().catch(() => null), s3Available: runtime.s3Available() }
}

/**
 * /settings/professional/resume (login required): the user's resumes with name, date and status; upload with
 * progress and cancel; what was read from each (title, employer, skills); activate / inactivate; download (an
 * attachment, with the downloadToken); delete after a confirmation; the upload method setting (resumeUploadMethod).
 */
export function ResumesPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'resumes.title' }) })
  const data = useLoaderData({ strict: false }) as ResumesLoaderData
  return (
    <section className="resumes-page" aria-labelledby="resumes-title">
      <h1 id="resumes-title" tabIndex={-1}>
        <FormattedMessage id="resumes.title" />
      </h1>
      <p>
        <FormattedMessage id="resumes.intro" />
      </p>
      <ResumesOf key={data.resumes === null ? 'failed' : 'loaded'} runtime={data.runtime} loaded={data.resumes} />
      <Suspense fallback={null}>
        <UploadMethodSetting runtime={data.runtime} s3Available={data.s3Available} />
      </Suspense>
    </section>
  )
}

function ResumesOf({ runtime, loaded }: { readonly runtime: ResumesRuntime; readonly loaded: readonly Resume[] | null }) {
  const router = useRouter()
  const { resumes, added, setActive, changeFailed, remove, deleteFailed, deleted } = useResumeList(runtime, loaded)
  const [confirming, setConfirming] = useState<Resume | null>(null)
  const answered = (confirmed: boolean) => {
    const resume = confirming
    setConfirming(null)
    if (!confirmed || resume === null) return
    // The deleted row's button is gone: the focus goes to the page's title, the status says what happened.
    void remove(resume).then((done) => done && document.getElementById('resumes-title')?.focus())
  }
  return (
    <>
      <ResumeUploadField runtime={runtime} onUploaded={added} />
      {resumes === null && (
        <div role="alert">
          <FormattedMessage id="resumes.loadFailed" />{' '}
          <button type="button" className="button" onClick={() => void router.invalidate()}>
            <FormattedMessage id="resumes.reload" />
          </button>
        </div>
      )}
      <div role="alert" className="resumes-page__error">
        {changeFailed && <FormattedMessage id="resumes.changeFailed" />}
        {deleteFailed && <FormattedMessage id="resumes.deleteFailed" />}
      </div>
      <p role="status" className="resumes-page__status">
        {deleted !== null && <FormattedMessage id="resumes.deleted" values={{ name: deleted }} />}
      </p>
      {resumes !== null && resumes.length === 0 && (
        <p>
          <FormattedMessage id="resumes.empty" />
        </p>
      )}
      {resumes !== null && resumes.length > 0 && (
        <ul className="resumes-list" aria-labelledby="resumes-title">
          {resumes.map((resume) => (
            <ResumeItem key={resume.id} resume={resume} downloadUrl={runtime.downloadUrl(resume.id)} onActive={(active) => setActive(resume, active)} onDelete={() => setConfirming(resume)} />
          ))}
        </ul>
      )}
      {confirming !== null && (
        <ConfirmDialog titleId="resumes.delete.title" bodyId="resumes.delete.body" values={{ name: confirming.fileName }} actions={DELETE_ACTIONS} onAnswer={answered} />
      )}
    </>
  )
}

interface ResumeItemProps {
  readonly resume: Resume
  readonly downloadUrl: string | null
  readonly onActive: (active: boolean) => void
  readonly onDelete: () => void
}

function ResumeItem({ resume, downloadUrl, onActive, onDelete }: ResumeItemProps) {
  const intl = useIntl()
  const name = resume.fileName
  return (
    <li className="resumes-list__item">
      <div className="resumes-list__what">
        <span className="resumes-list__name">{name}</span>
        <span className="resumes-list__meta">
          <time dateTime={resume.uploadedAt}>{intl.formatMessage({ id: 'resumes.uploadedOn' }, { date: intl.formatDate(resume.uploadedAt, { dateStyle: 'medium' }) })}</time>
          {' · '}
          <FormattedMessage id={resume.active ? 'resumes.status.active' : 'resumes.status.inactive'} />
        </span>
        {resume.summary !== undefined && <SummaryLine summary={resume.summary} />}
      </div>
      <div className="resumes-list__actions">
        {downloadUrl !== null && (
          <a className="button" href={downloadUrl} download={name}>
            <FormattedMessage id="resumes.download" values={{ name }} />
          </a>
        )}
        <button type="button" className="button" onClick={() => onActive(!resume.active)}>
          <FormattedMessage id={resume.active ? 'resumes.inactivate' : 'resumes.activate'} values={{ name }} />
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          <FormattedMessage id="resumes.delete" values={{ name }} />
        </button>
      </div>
    </li>
  )
}

/** "We read: Nurse at St. Mary's Hospital; skills BLS, ACLS", so the user sees what the apply form will offer. */
function SummaryLine({ summary }: { readonly summary: ResumeSummary | null }) {
  const intl = useIntl()
  if (summary === null) {
    return (
      <p className="resumes-list__summary resumes-list__summary--none">
        <FormattedMessage id="resumes.summary.unreadable" />
      </p>
    )
  }
  const { mostRecentTitle: title, mostRecentEmployer: employer, skills } = summary
  const job = title !== null && employer !== null ? intl.formatMessage({ id: 'resumes.summary.job' }, { title, employer }) : (title ?? employer)
  const parts = [job, skills.length > 0 ? intl.formatMessage({ id: 'resumes.summary.skills' }, { skills: skills.join(', ') }) : null].filter((part) => part !== null)
  if (parts.length === 0) {
    return (
      <p className="resumes-list__summary resumes-list__summary--none">
        <FormattedMessage id="resumes.summary.nothingFound" />
      </p>
    )
  }
  return (
    <p className="resumes-list__summary">
      <FormattedMessage id="resumes.summary.read" values={{ summary: parts.join('; ') }} />
    </p>
  )
}

const METHOD_LABELS = {
  auto: 'resumes.method.auto',
  s3: 'resumes.method.s3',
  api: 'resumes.method.api',
  rest: 'resumes.method.rest',
} as const satisfies Record<ResumeUploadMethod, string>

/**
 * The upload method setting (stored value resumeUploadMethod), folded away under "Upload method": automatic is
 * right for almost everyone; the others are for troubleshooting (docs/decisions.md, "Resume upload methods").
 */
function UploadMethodSetting({ runtime, s3Available }: { readonly runtime: ResumesRuntime; readonly s3Available: Promise<boolean> }) {
  const id = useId()
  const intl = useIntl()
  const [method, setMethod] = useState(() => runtime.uploadMethod())
  const offered = use(s3Available)
  const changed = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = RESUME_UPLOAD_METHODS.find((candidate) => candidate === event.target.value) ?? 'auto'
    runtime.setUploadMethod(next)
    setMethod(next)
  }
  return (
    <details className="resumes-method" open={method !== 'auto' || undefined}>
      <summary>
        <FormattedMessage id="resumes.method.title" />
      </summary>
      <div className="resumes-method__field">
        <label htmlFor={`${id}-method`}>
          <FormattedMessage id="resumes.method.label" />
        </label>
        <select id={`${id}-method`} value={method} onChange={changed} aria-describedby={`${id}-hint`}>
          {RESUME_UPLOAD_METHODS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {intl.formatMessage({ id: METHOD_LABELS[candidate] })}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="resumes-method__hint">
          <FormattedMessage id={offered ? 'resumes.method.hint' : 'resumes.method.s3Unavailable'} />
        </p>
      </div>
    </details>
  )
}
