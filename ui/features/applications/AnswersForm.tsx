import { useSelector } from '@xstate/react'
import { useId, type ChangeEvent, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { SALARY_TYPES, WORK_AUTHORIZATIONS, type AnswersField } from '../../../core/applications'
import type { MessageId } from '../../../core/i18n/en-US'
import type { ApplicationActor, ApplicationSnapshot } from '../../../machines/applications/application.machine'
import { FormFailure, FormField } from '../forms'

const selectDraft = (snapshot: ApplicationSnapshot) => snapshot.context.draft
const selectErrors = (snapshot: ApplicationSnapshot) => snapshot.context.fieldErrors
const selectSaving = (snapshot: ApplicationSnapshot) => snapshot.matches({ ready: 'saving' })
const selectSaved = (snapshot: ApplicationSnapshot) => snapshot.context.notice === 'saved'
const selectSaveFailure = (snapshot: ApplicationSnapshot) =>
  snapshot.context.failure !== null && !snapshot.context.failure.message.startsWith('myApplications.withdraw') ? snapshot.context.failure.message : null

/**
 * The application's answers (spec: desired compensation, most recent job title and employer, work authorization,
 * elevator pitch; expected and current salary per year or hour). The draft is the machine's: a failed save keeps it.
 */
export function AnswersForm({ flow, editable }: { readonly flow: ApplicationActor; readonly editable: boolean }) {
  const id = useId()
  const intl = useIntl()
  const draft = useSelector(flow, selectDraft)
  const errors = useSelector(flow, selectErrors) as Partial<Record<AnswersField, MessageId>>
  const saving = useSelector(flow, selectSaving)
  const saved = useSelector(flow, selectSaved)
  const failure = useSelector(flow, selectSaveFailure)
  if (draft === null) return null
  const edit = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    flow.send({ type: 'user.edited', field: event.target.name as AnswersField, value: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    flow.send({ type: 'user.saveRequested' })
    // The first field with a problem takes focus (the machine has checked the draft synchronously).
    const first = Object.keys(flow.getSnapshot().context.fieldErrors)[0]
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }
  const field = (name: AnswersField, label: MessageId, extra: Record<string, string> = {}) => (
    <FormField id={`${id}-${name}`} name={name} label={label} value={draft[name]} onChange={edit} error={errors[name]} disabled={!editable} {...extra} />
  )
  const salary = (amount: 'expectedSalary' | 'currentSalary', type: 'expectedSalaryType' | 'currentSalaryType', label: MessageId) => (
    <fieldset className="salary-field" disabled={!editable}>
      <legend>
        <FormattedMessage id={label} />
      </legend>
      <div className="salary-field__row">
        {field(amount, 'myApplications.edit.amount', { inputMode: 'numeric' })}
        <div className="field">
          <label htmlFor={`${id}-${type}`}>
            <FormattedMessage id="myApplications.edit.salaryType" />
          </label>
          <select id={`${id}-${type}`} name={type} value={draft[type]} onChange={edit}>
            {SALARY_TYPES.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: option === 'year' ? 'myApplications.edit.perYear' : 'myApplications.edit.perHour' })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  )
  return (
    <section className="application-page__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="myApplications.edit.heading" />
      </h2>
      {!editable && (
        <p className="warning-note">
          <FormattedMessage id="myApplications.edit.closed" />
        </p>
      )}
      <form className="auth-form answers-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <p id={`${id}-amount-hint`} className="auth-form__intro">
          <FormattedMessage id="myApplications.edit.amountHint" />
        </p>
        {salary('expectedSalary', 'expectedSalaryType', 'myApplications.edit.expectedSalary')}
        {salary('currentSalary', 'currentSalaryType', 'myApplications.edit.currentSalary')}
        {field('mostRecentTitle', 'myApplications.edit.mostRecentTitle', { autoComplete: 'organization-title' })}
        {field('mostRecentEmployer', 'myApplications.edit.mostRecentEmployer', { autoComplete: 'organization' })}
        <div className="field">
          <label htmlFor={`${id}-workAuthorization`}>
            <FormattedMessage id="myApplications.edit.workAuthorization" />
          </label>
          <select id={`${id}-workAuthorization`} name="workAuthorization" value={draft.workAuthorization} onChange={edit} disabled={!editable}>
            {WORK_AUTHORIZATIONS.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `applications.workAuthorization.${option}` })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-elevatorPitch`}>
            <FormattedMessage id="myApplications.edit.elevatorPitch" />
          </label>
          <textarea id={`${id}-elevatorPitch`} name="elevatorPitch" rows={4} value={draft.elevatorPitch} onChange={edit} disabled={!editable}
            aria-invalid={errors.elevatorPitch ? true : undefined} aria-describedby={errors.elevatorPitch ? `${id}-elevatorPitch-error` : undefined} />
          {errors.elevatorPitch && (
            <p id={`${id}-elevatorPitch-error`} className="auth-field__error">
              <FormattedMessage id={errors.elevatorPitch} />
            </p>
          )}
        </div>
        <FormFailure failure={failure} />
        <p role="status" className="answers-form__status">
          {saved && <FormattedMessage id="myApplications.edit.saved" />}
        </p>
        {editable && (
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            <FormattedMessage id={saving ? 'myApplications.edit.saving' : 'myApplications.edit.save'} />
          </button>
        )}
      </form>
    </section>
  )
}
