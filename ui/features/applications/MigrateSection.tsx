import { useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { MigrateCodeFormSchema, MigrateCodeRequestSchema, type MigrateAnswer, type MigrateRequest } from '../../../core/applications'
import { MIGRATE_FAILURES } from '../../../machines/applications/applicationFailures'
import type { ApplicationsRuntime } from '../../../machines/applications/applicationsRuntime'
import { checkForm, FormFailure, FormField, useCheckedForm, useFormSubmission } from '../forms'

/**
 * Moving applications made under another account into this one (spec: migrate; mismatched-user views warn): when
 * this tab holds another account's email-link session, a warning and one button (its token is the proof);
 * otherwise the other email, a code mailed to it, and the code. The answer says how many moved, and that some
 * could not be migrated when the account already had an application for the same job.
 */
export function MigrateSection({ runtime }: { readonly runtime: ApplicationsRuntime }) {
  const id = useId()
  const router = useRouter()
  const [other] = useState(() => runtime.otherAccount())
  const migrate = useFormSubmission<MigrateRequest, MigrateAnswer>('migrate', MIGRATE_FAILURES, async (request) => {
    const answer = await runtime.api.migrate(request)
    void router.invalidate()
    return answer
  })
  return (
    <section className="migrate-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="myApplications.migrate.heading" />
      </h2>
      {other !== null && (
        <div className="migrate-section__mismatch">
          <p className="warning-note">
            <FormattedMessage id="myApplications.migrate.mismatch" values={{ email: other.email ?? '?' }} />
          </p>
          <button type="button" className="button button--primary" disabled={migrate.pending} onClick={() => migrate.submitted({ proof: 'token', token: other.token })}>
            <FormattedMessage id="myApplications.migrate.moveFromLink" values={{ email: other.email ?? '?' }} />
          </button>
        </div>
      )}
      <MigrateByCode runtime={runtime} onCode={migrate.submitted} pending={migrate.pending} edited={migrate.edited} />
      <FormFailure failure={migrate.failure} />
      <p role="status" className="migrate-section__result">
        {migrate.saved && <FormattedMessage id="myApplications.migrate.moved" values={{ count: migrate.saved.moved.length }} />}
      </p>
      {migrate.saved && migrate.saved.notMoved.length > 0 && (
        <p role="alert" className="warning-note">
          <FormattedMessage id="myApplications.migrate.partial" />
        </p>
      )}
    </section>
  )
}

interface MigrateByCodeProps {
  readonly runtime: ApplicationsRuntime
  readonly onCode: (request: MigrateRequest) => void
  readonly pending: boolean
  readonly edited: () => void
}

function MigrateByCode({ runtime, onCode, pending, edited }: MigrateByCodeProps) {
  const id = useId()
  const mail = useFormSubmission<{ readonly email: string }, string>('migrate.code', MIGRATE_FAILURES, ({ email }) => runtime.api.requestMigrateCode(email).then(() => email))
  const emailForm = useCheckedForm((values) => checkForm(MigrateCodeRequestSchema, values))
  const codeForm = useCheckedForm((values) => checkForm(MigrateCodeFormSchema, values))
  const sentTo = mail.saved
  return (
    <>
      <form className="auth-form" noValidate onSubmit={emailForm.submitWith(mail.submitted)} onInput={(event) => (emailForm.revise(event), mail.edited())}>
        <p className="auth-form__intro">
          <FormattedMessage id="myApplications.migrate.intro" />
        </p>
        <FormField id={`${id}-email`} name="email" type="email" label="myApplications.migrate.email" autoComplete="off" error={emailForm.errors.email} />
        <FormFailure failure={mail.failure} />
        <p role="status" className="migrate-section__sent">
          {sentTo && <FormattedMessage id="myApplications.migrate.codeSent" />}
        </p>
        <button type="submit" className="button" disabled={mail.pending}>
          <FormattedMessage id="myApplications.migrate.sendCode" />
        </button>
      </form>
      {sentTo && (
        <form className="auth-form" noValidate onSubmit={codeForm.submitWith(({ code }) => onCode({ proof: 'code', email: sentTo, code }))} onInput={(event) => (codeForm.revise(event), edited())}>
          <FormField id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" label="myApplications.migrate.code" error={codeForm.errors.code} />
          <button type="submit" className="button button--primary" disabled={pending}>
            <FormattedMessage id={pending ? 'myApplications.migrate.working' : 'myApplications.migrate.submit'} />
          </button>
        </form>
      )}
    </>
  )
}
