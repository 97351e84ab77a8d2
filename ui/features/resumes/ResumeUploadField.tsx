import { useEffect, useId, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { Resume } from '../../../core/resumes'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { useResumeUpload, useUploadState } from './useResumeUpload'

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * A resume upload for any form: a file picker, the bytes sent as a progress bar with a cancel button, the reason
 * of a failure with a retry when one can help. `onUploaded` gets the stored resume.
 */
export function ResumeUploadField({ runtime, onUploaded }: { readonly runtime: Pick<ResumesRuntime, 'startUpload'>; readonly onUploaded?: (resume: Resume) => void }) {
  const id = useId()
  const intl = useIntl()
  const actor = useResumeUpload(runtime)
  const { state, context } = useUploadState(actor)
  const uploaded = state === 'done' ? context.resume : null
  useEffect(() => {
    if (uploaded) onUploaded?.(uploaded)
  }, [uploaded, onUploaded])

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) actor.send({ type: 'user.filePicked', file })
    event.target.value = ''
  }
  const percent = context.progress.total > 0 ? Math.round((context.progress.sent / context.progress.total) * 100) : 0
  const name = context.file?.name ?? ''
  return (
    <div className="resume-upload">
      <label className="resume-upload__label" htmlFor={`${id}-file`}>
        <FormattedMessage id="resumes.upload.choose" />
      </label>
      <input id={`${id}-file`} className="resume-upload__input" type="file" accept={ACCEPT} onChange={picked} disabled={state === 'uploading'} />
      {state === 'uploading' && (
        <div className="resume-upload__progress">
          <label htmlFor={`${id}-progress`}>
            <FormattedMessage id="resumes.upload.progress" values={{ name }} />
          </label>
          <progress id={`${id}-progress`} max={context.progress.total || 1} value={context.progress.sent} aria-valuetext={intl.formatMessage({ id: 'resumes.upload.progressText' }, { percent })} />
          <span aria-hidden="true">{intl.formatMessage({ id: 'resumes.upload.progressText' }, { percent })}</span>
          <button type="button" className="button" onClick={() => actor.send({ type: 'user.cancelled' })}>
            <FormattedMessage id="resumes.upload.cancel" />
          </button>
        </div>
      )}
      <p className="resume-upload__status" role="status">
        {state === 'done' && <FormattedMessage id="resumes.upload.done" values={{ name: context.resume?.fileName ?? name }} />}
        {state === 'cancelled' && <FormattedMessage id="resumes.upload.cancelled" />}
      </p>
      {state === 'cancelled' && (
        <button type="button" className="button" onClick={() => actor.send({ type: 'user.retried' })}>
          <FormattedMessage id="resumes.upload.retry" />
        </button>
      )}
      <div role="alert" className="resume-upload__error">
        {state === 'failed' && context.failure && <FormattedMessage id={context.failure.message.id} values={context.failure.message.values} />}
      </div>
      {state === 'failed' && context.failure?.retry && (
        <button type="button" className="button" onClick={() => actor.send({ type: 'user.retried' })}>
          <FormattedMessage id="resumes.upload.retry" />
        </button>
      )}
    </div>
  )
}
