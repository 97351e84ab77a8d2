import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import { checkForm, EmailFormSchema, FormFailure, FormField, formValues, useCheckedForm, useFormSubmission } from '../forms'
import { useAuth } from '../identity'
import { useUnsavedChanges } from '../navigation'
import { requestEmailChangeWith } from '../../../machines/accounts/accountCalls'

/**
 * The account's email address, and a change of it: a link is mailed to the new address, whose page
 * (/settings/change-email/{code}) confirms the change while signed in.
 */
export function EmailSection({ email }: { readonly email: string }) {
  const id = useId()
  const form = useFormSubmission<{ readonly email: string }, string>('account.email', ACCOUNT_FAILURES, requestEmailChangeWith(useAuth()))
  const { errors, submitWith, revise } = useCheckedForm((values) => checkForm(EmailFormSchema, values), form.refusedFields)
  const [typed, setTyped] = useState('')
  // A new address typed but not sent is an unsaved change: leaving or signing out asks first.
  useUnsavedChanges(typed.trim() !== '' && form.saved === null, { holder: 'email' })
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.email.title" />
      </h2>
      <p className="account-section__email">{email}</p>
      <form className="auth-form" onSubmit={submitWith(form.submitted)} onInput={(event) => (revise(event), form.edited(), setTyped(formValues(event.currentTarget)['email'] ?? ''))} noValidate aria-labelledby={`${id}-title`}>
        <p className="auth-form__intro">
          <FormattedMessage id="accountSettings.email.intro" />
        </p>
        <FormField id={`${id}-new`} name="email" type="email" label="accountSettings.email.new" autoComplete="email" error={errors.email} />
        <FormFailure failure={form.failure} />
        <p className="account-section__status" role="status">
          {form.saved && <FormattedMessage id="accountSettings.email.sent" values={{ email: form.saved }} />}
        </p>
        <button type="submit" className="button button--primary" disabled={form.pending}>
          <FormattedMessage id="accountSettings.email.change" />
        </button>
      </form>
    </section>
  )
}
