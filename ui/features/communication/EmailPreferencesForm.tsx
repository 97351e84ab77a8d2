import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import {
  clearCommunicationDraft,
  EMAIL_TYPES,
  readPreferencesDraft,
  writePreferencesDraft,
  type EmailPreferences,
  type EmailType,
} from '../../../core/alerts'
import type { MessageId } from '../../../core/i18n/en-US'
import { ALERT_FAILURES } from '../../../machines/alerts/alertFailures'
import { useServices } from '../../services'
import { FormFailure, useFormSubmission } from '../forms'
import { useUnsavedChanges } from '../navigation'

const LABELS: Record<EmailType, MessageId> = {
  jobAlerts: 'communication.emails.jobAlerts',
  applicationUpdates: 'communication.emails.applicationUpdates',
  recommendations: 'communication.emails.recommendations',
  news: 'communication.emails.news',
}

const valuesOf = (form: HTMLFormElement): EmailPreferences => {
  const data = new FormData(form)
  return { jobAlerts: data.has('jobAlerts'), applicationUpdates: data.has('applicationUpdates'), recommendations: data.has('recommendations'), news: data.has('news') }
}

/** Which emails the person gets (docs/decisions.md, "Communication settings"); the unsaved choice survives a reload. */
export function EmailPreferencesForm({ preferences, draftKey, save }: { readonly preferences: EmailPreferences; readonly draftKey: string; readonly save: (preferences: EmailPreferences) => Promise<EmailPreferences> }) {
  const id = useId()
  const { storage } = useServices()
  const [saved, setSaved] = useState(preferences)
  const [initial] = useState(() => readPreferencesDraft(storage.session, draftKey) ?? preferences)
  const [typed, setTyped] = useState(initial)
  useUnsavedChanges(JSON.stringify(typed) !== JSON.stringify(saved), { holder: 'emails', onDiscard: () => clearCommunicationDraft(storage.session, draftKey) })
  const form = useFormSubmission<EmailPreferences, EmailPreferences>('emailPreferences', ALERT_FAILURES, (values) =>
    save(values).then((answer) => {
      clearCommunicationDraft(storage.session, draftKey)
      setSaved(answer)
      return answer
    }),
  )
  return (
    <section className="communication-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="communication.emails.title" />
      </h2>
      <form className="auth-form" noValidate aria-labelledby={`${id}-title`}
        onSubmit={(event) => (event.preventDefault(), form.submitted(valuesOf(event.currentTarget)))}
        onChange={(event) => {
          form.edited()
          const values = valuesOf(event.currentTarget)
          setTyped(values)
          writePreferencesDraft(storage.session, draftKey, values)
        }}>
        <p className="auth-form__intro">
          <FormattedMessage id="communication.emails.intro" />
        </p>
        <fieldset className="communication__choices">
          <legend className="visually-hidden">
            <FormattedMessage id="communication.emails.title" />
          </legend>
          {EMAIL_TYPES.map((type) => (
            <label key={type} className="alert-form__check">
              <input type="checkbox" name={type} defaultChecked={initial[type]} />
              <FormattedMessage id={LABELS[type]} />
            </label>
          ))}
        </fieldset>
        <FormFailure failure={form.failure} />
        <p className="communication-section__status" role="status">
          {form.saved && <FormattedMessage id="communication.emails.saved" />}
        </p>
        <button type="submit" className="button button--primary" disabled={form.pending}>
          <FormattedMessage id="communication.emails.save" />
        </button>
      </form>
    </section>
  )
}
