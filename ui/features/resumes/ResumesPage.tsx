import { useLoaderData, useRouter } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import type { Resume } from '../../../core/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { ResumeUploadField } from './ResumeUploadField'
import { useResumeList } from './useResumeList'
import type { AppActor } from '../../../machines/app/appActor'
import '../../styles/forms.css'
import './resumes.css'

export interface ResumesLoaderData {
  readonly runtime: ResumesRuntime
  /** null: the list could not be loaded (the page offers to try again). */
  readonly resumes: readonly Resume[] | null
}

/** The page's loader: the resume runtime (its chunk) and the user's resumes. */
export async function loadResumes({ context }: { readonly context: { readonly app: Pick<AppActor, 'resumes'> } }): Promise<ResumesLoaderData> {
  const runtime = await context.app.resumes()
  return { runtime, resumes: await runtime.api.list().catch(() => null) }
}

/**
 * /settings/professional/resume (login required): the user's resumes with name, date and status; upload with
 * progress and cancel; activate / inactivate; download (an attachment, with the downloadToken).
 */
export function ResumesPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'resumes.title' }) })
  const data = useLoaderData({ strict: false }) as ResumesLoaderData
  return (
    <section className="resumes-page" aria-labelledby="resumes-title">
      <h1 id="resumes-title">
        <FormattedMessage id="resumes.title" />
      </h1>
      <p>
        <FormattedMessage id="resumes.intro" />
      </p>
      <ResumesOf key={data.resumes === null ? 'failed' : 'loaded'} runtime={data.runtime} loaded={data.resumes} />
    </section>
  )
}

function ResumesOf({ runtime, loaded }: { readonly runtime: ResumesRuntime; readonly loaded: readonly Resume[] | null }) {
  const router = useRouter()
  const { resumes, added, setActive, changeFailed } = useResumeList(runtime, loaded)
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
      </div>
      {resumes !== null && resumes.length === 0 && (
        <p>
          <FormattedMessage id="resumes.empty" />
        </p>
      )}
      {resumes !== null && resumes.length > 0 && (
        <ul className="resumes-list" aria-labelledby="resumes-title">
          {resumes.map((resume) => (
            <ResumeItem key={resume.id} resume={resume} downloadUrl={runtime.downloadUrl(resume.id)} onActive={(active) => setActive(resume, active)} />
          ))}
        </ul>
      )}
    </>
  )
}

function ResumeItem({ resume, downloadUrl, onActive }: { readonly resume: Resume; readonly downloadUrl: string | null; readonly onActive: (active: boolean) => void }) {
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
      </div>
    </li>
  )
}
