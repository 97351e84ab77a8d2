import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import * as v from 'valibot'
import { ModalDialog } from '../../components/ModalDialog'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { ALERT_FREQUENCIES, alertRequestOfSearch, type AlertFrequency } from '../../../core/alerts'
import type { SearchParams } from '../../../core/search'
import { ALERT_FAILURES } from '../../../machines/alerts/alertFailures'
import { useRecordAction } from '../../services'
import { useApp } from '../../useApp'
import { checkForm, EmailField, FormFailure, FormField, useCheckedForm, useFormSubmission } from '../forms'
import { useSessionView } from '../identity'
import { ChoiceField } from './ChoiceField'
import '../../styles/forms.css'
import './communication.css'

export interface AlertMeDialogProps {
  /** The search the alert is made of: its words, place, distance and kept filters (core/alerts `alertRequestOfSearch`). */
  readonly search: SearchParams
  readonly onClose: () => void
}

const FREQUENCY = ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: `alerts.form.frequency.${frequency}` as const }))
const SignedInSchema = v.object({ email: v.optional(v.literal('')), frequency: v.picklist(ALERT_FREQUENCIES, 'alerts.form.frequencyRequired') })
const SignedOutSchema = v.object({ email: EmailField, frequency: v.picklist(ALERT_FREQUENCIES, 'alerts.form.frequencyRequired') })

type Outcome = 'created' | 'mailed'

/**
 * The search as a job alert, in a modal dialog: signed in it is created at once; signed out the alert waits for the
 * link mailed to the address typed (nothing is sent without it). Escape or Cancel closes it (ModalDialog).
 */
export function AlertMeDialog({ search, onClose }: AlertMeDialogProps) {
  const id = useId()
  const intl = useIntl()
  const app = useApp()
  const record = useRecordAction()
  const signedIn = useSessionView()._tag === 'SignedIn'
  const alert = (frequency: AlertFrequency) => alertRequestOfSearch(search, frequency)
  const form = useFormSubmission<{ email?: string; frequency: AlertFrequency }, Outcome>('alertMe', ALERT_FAILURES, async ({ email, frequency }) => {
    const { alerts } = await app.alertCalls()
    if (email) await alerts.requestByEmail({ email, alert: alert(frequency) })
    else await alerts.create(alert(frequency))
    record({ name: 'alert.created', data: { signedIn: !email } })
    return email ? 'mailed' : 'created'
  })
  const { errors, submitWith, revise } = useCheckedForm((values) => checkForm<{ email?: string; frequency: AlertFrequency }>(signedIn ? SignedInSchema : SignedOutSchema, values))
  const summary = search.where ? `${search.what ?? ''}, ${search.where}` : (search.what ?? '')
  return (
    <ModalDialog title={<FormattedMessage id="alertMeForm.title" />} onEscape={onClose}>
      <p>{intl.formatMessage({ id: 'alertMeForm.summary' }, { search: summary })}</p>
      {form.saved === null ? (
        <form className="auth-form" noValidate onSubmit={submitWith(form.submitted)} onChange={(event) => (revise(event), form.edited())}>
          {!signedIn && <FormField id={`${id}-email`} name="email" type="email" label="alertMeForm.email" autoComplete="email" error={errors.email} required />}
          <ChoiceField id={`${id}-frequency`} name="frequency" label="alertMeForm.frequency" defaultValue="daily" choices={FREQUENCY} error={errors.frequency} />
          <FormFailure failure={form.failure} />
          <div className="modal-dialog__actions alert-me-dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              <FormattedMessage id="alertMeForm.cancel" />
            </button>
            <button type="submit" className="button button--primary" disabled={form.pending}>
              <FormattedMessage id={form.pending ? 'alertMeForm.sending' : 'alertMeForm.submit'} />
            </button>
          </div>
        </form>
      ) : (
        <AlertMeDone outcome={form.saved} onClose={onClose} />
      )}
    </ModalDialog>
  )
}

function AlertMeDone({ outcome, onClose }: { readonly outcome: Outcome; readonly onClose: () => void }) {
  return (
    <>
      <p role="status">
        <FormattedMessage id={outcome === 'created' ? 'alertMeForm.created' : 'alertMeForm.checkMailShort'} />
      </p>
      <div className="modal-dialog__actions alert-me-dialog__actions">
        {outcome === 'created' && (
          <Link className="button" to="/settings/communication">
            <FormattedMessage id="alertMeForm.manage" />
          </Link>
        )}
        {/* Focus moves here once the alert is made, so the keyboard can close at once. */}
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          <FormattedMessage id="alertMeForm.close" />
        </button>
      </div>
    </>
  )
}
