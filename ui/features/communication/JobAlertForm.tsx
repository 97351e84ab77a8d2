import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import {
  alertDistanceChoices,
  alertFormValues,
  alertRequestOf,
  clearCommunicationDraft,
  JobAlertFormSchema,
  readAlertDraft,
  writeAlertDraft,
  type JobAlert,
  type JobAlertFormValues,
  type JobAlertRequest,
} from '../../../core/alerts'
import { ALERT_FAILURES } from '../../../machines/alerts/alertFailures'
import { useServices } from '../../services'
import { checkForm, FormFailure, FormField, formValues, useCheckedForm, useFormSubmission } from '../forms'
import { useUnsavedChanges } from '../navigation'
import { ChoiceField } from './ChoiceField'

interface JobAlertFormProps {
  readonly alert: JobAlert
  /** Names the draft in session storage (whose form it is). */
  readonly draftKey: string
  readonly save: (request: JobAlertRequest) => Promise<JobAlert>
}

const REMOTE = [
  { value: '', label: 'alerts.form.remote.choose' },
  { value: 'include', label: 'alerts.form.remote.include' },
  { value: 'only', label: 'alerts.form.remote.only' },
  { value: 'exclude', label: 'alerts.form.remote.exclude' },
] as const
const FREQUENCY = [
  { value: '', label: 'alerts.form.frequency.choose' },
  { value: 'daily', label: 'alerts.form.frequency.daily' },
  { value: 'weekly', label: 'alerts.form.frequency.weekly' },
  { value: 'monthly', label: 'alerts.form.frequency.monthly' },
] as const
const distanceChoices = (alert: JobAlert) =>
  alertDistanceChoices(alert.distanceMiles).map((miles) => ({ value: String(miles), label: 'alerts.form.distance.miles' as const, values: { miles } }))

const valuesOf = (form: HTMLFormElement): JobAlertFormValues => {
  const { query = '', location = '', remote = '', frequency = '', distanceMiles = '', paused = '' } = formValues(form)
  return { query, location, remote, frequency, distanceMiles, paused }
}
const same = (a: JobAlertFormValues, b: JobAlertFormValues) => JSON.stringify(a) === JSON.stringify(b)

/**
 * One job alert's form (query, location, remote option, frequency, distance, paused; query, remote option and
 * frequency required): the typed values survive a reload (session storage), leaving them unsaved asks first.
 */
export function JobAlertForm({ alert, draftKey, save }: JobAlertFormProps) {
  const id = useId()
  const { storage } = useServices()
  const [saved, setSaved] = useState(() => alertFormValues(alert))
  const [initial] = useState(() => readAlertDraft(storage.session, draftKey) ?? saved)
  const [typed, setTyped] = useState(initial)
  useUnsavedChanges(!same(typed, saved), { holder: `alert-${alert.id}`, onDiscard: () => clearCommunicationDraft(storage.session, draftKey) })
  const form = useFormSubmission<JobAlertRequest, JobAlert>(`jobAlert.${alert.id}`, ALERT_FAILURES, (request) =>
    save(request).then((answer) => {
      clearCommunicationDraft(storage.session, draftKey)
      setSaved(alertFormValues(answer))
      setTyped(alertFormValues(answer))
      return answer
    }),
  )
  const { errors, submitWith, revise } = useCheckedForm((values) => checkForm(JobAlertFormSchema, values), form.refusedFields)
  const kept = (element: HTMLFormElement) => {
    form.edited()
    const values = valuesOf(element)
    setTyped(values)
    writeAlertDraft(storage.session, draftKey, values)
  }
  return (
    <form className="auth-form alert-form" noValidate aria-labelledby={`${id}-title`}
      onSubmit={submitWith((values) => form.submitted(alertRequestOf(values, alert)))} onChange={(event) => (revise(event), kept(event.currentTarget))}>
      <h2 id={`${id}-title`} className="visually-hidden">
        <FormattedMessage id="alerts.edit.title" />
      </h2>
      <FormField id={`${id}-query`} name="query" label="alerts.form.query" defaultValue={initial.query} error={errors.query} maxLength={200} />
      <FormField id={`${id}-location`} name="location" label="alerts.form.location" defaultValue={initial.location} error={errors.location} maxLength={200} />
      <ChoiceField id={`${id}-remote`} name="remote" label="alerts.form.remote" defaultValue={initial.remote} choices={REMOTE} error={errors.remote} />
      <ChoiceField id={`${id}-frequency`} name="frequency" label="alerts.form.frequency" defaultValue={initial.frequency} choices={FREQUENCY} error={errors.frequency} />
      <ChoiceField id={`${id}-distance`} name="distanceMiles" label="alerts.form.distance" defaultValue={initial.distanceMiles} choices={distanceChoices(alert)} error={errors.distanceMiles}
        hint={alert.stateWide && typed.location.trim() === alert.location ? { id: 'alerts.form.distance.stateWide', values: { place: alert.location } } : undefined} />
      <label className="alert-form__check">
        <input type="checkbox" name="paused" defaultChecked={initial.paused === 'on'} />
        <FormattedMessage id="alerts.form.paused" />
      </label>
      <FormFailure failure={form.failure} />
      <p className="communication-section__status" role="status">
        {form.saved && <FormattedMessage id="alerts.form.saved" />}
      </p>
      <button type="submit" className="button button--primary" disabled={form.pending}>
        <FormattedMessage id={form.pending ? 'alerts.form.saving' : 'alerts.form.save'} />
      </button>
    </form>
  )
}
