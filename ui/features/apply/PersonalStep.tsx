import { useCallback } from 'react'
import type { Resume } from '../../../core/resumes'
import type { ApplyRuntime } from '../../../machines/apply/applyRuntime'
import type { ResumesRuntime } from '../../../machines/resumes/resumesRuntime'
import { FormattedMessage } from '../../i18n/intl'
import { ResumeUploadField } from '../resumes'
import { ApplyField } from './ApplyField'
import type { StepProps } from './useEasyApply'

interface PersonalStepProps extends StepProps {
  readonly runtime: ApplyRuntime
  readonly accountResumes: ResumesRuntime | null
  readonly signedIn: boolean
}

/** Names, email and the resume (the account's, or one uploaded now: to the account when signed in, else as a visitor). */
export function PersonalStep({ view, runtime, accountResumes, signedIn }: PersonalStepProps) {
  const { draft, errors, edit } = view
  const uploads = accountResumes ?? runtime.visitorUploads
  const uploaded = useCallback(
    (resume: Resume) => edit({ resume: { id: resume.id, fileName: resume.fileName, uploadToken: runtime.visitorUploads.tokenOf(resume.id) } }),
    [edit, runtime],
  )
  return (
    <div className="apply-form__fields">
      <ApplyField id="apply-first-name" label="apply.field.firstName" value={draft.firstName} onValue={(firstName) => edit({ firstName })} error={errors.firstName} autoComplete="given-name" />
      <ApplyField id="apply-last-name" label="apply.field.lastName" value={draft.lastName} onValue={(lastName) => edit({ lastName })} error={errors.lastName} autoComplete="family-name" />
      <ApplyField
        id="apply-email"
        label="apply.field.email"
        type="email"
        value={draft.email}
        onValue={(email) => edit({ email })}
        error={errors.email}
        autoComplete="email"
        readOnly={signedIn}
        hint={signedIn ? 'apply.field.emailAccount' : undefined}
      />
      <fieldset className="apply-resume" aria-describedby={errors.resume ? 'apply-resume-error' : undefined}>
        <legend>
          <FormattedMessage id="apply.field.resume" />
        </legend>
        {draft.resume && (
          <p className="apply-resume__chosen">
            <FormattedMessage id="apply.field.resumeChosen" values={{ name: draft.resume.fileName }} />
          </p>
        )}
        {draft.resume && (
          <p className="apply-field__hint">
            <FormattedMessage id="apply.field.resumeReplace" />
          </p>
        )}
        <ResumeUploadField runtime={uploads} onUploaded={uploaded} />
        {errors.resume && (
          <p id="apply-resume-error" className="apply-field__error">
            <FormattedMessage id={errors.resume} />
          </p>
        )}
      </fieldset>
      <ApplyField id="apply-title" label="apply.field.mostRecentTitle" value={draft.mostRecentTitle} onValue={(mostRecentTitle) => edit({ mostRecentTitle })} error={errors.mostRecentTitle} autoComplete="organization-title" />
      <ApplyField id="apply-employer" label="apply.field.mostRecentEmployer" value={draft.mostRecentEmployer} onValue={(mostRecentEmployer) => edit({ mostRecentEmployer })} error={errors.mostRecentEmployer} autoComplete="organization" />
    </div>
  )
}
