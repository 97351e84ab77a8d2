import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import { checkForm, EmailFormSchema } from '../auth/authForms'
import { useAuth } from '../auth/authServices'
import { FormFailure } from '../auth/FormFailure'
import { FormField } from '../auth/FormField'
import { useCheckedForm } from '../auth/useCheckedForm'
import { accountFailureMessage } from './newPassword'

/**
 * The account's email address, and a change of it: a link is mailed to the new address, whose page
 * (/settings/change-email/{code}) confirms the change while signed in.
 */
export function EmailSection({ email }: { readonly email: string }) {
  const id = useId()
  const { account } = useAuth()
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<MessageId | null>(null)
  const { errors, submitWith } = useCheckedForm((values) => checkForm(EmailFormSchema, values))
  const submit = submitWith(({ email: newEmail }) => {
    setPending(true)
    setSentTo(null)
    setFailure(null)
    account.requestEmailChange(newEmail).then(
      () => setSentTo(newEmail),
      (error: unknown) => setFailure(isApiError(error) ? accountFailureMessage(error) : 'accountSettings.error.saveFailed'),
    ).finally(() => setPending(false))
  })
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.email.title" />
      </h2>
      <p className="account-section__email">{email}</p>
      <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <p className="auth-form__intro">
          <FormattedMessage id="accountSettings.email.intro" />
        </p>
        <FormField id={`${id}-new`} name="email" type="email" label="accountSettings.email.new" autoComplete="email" error={errors.email} />
        <FormFailure failure={failure} />
        <p className="account-section__status" role="status">
          {sentTo && <FormattedMessage id="accountSettings.email.sent" values={{ email: sentTo }} />}
        </p>
        <button type="submit" className="button button--primary" disabled={pending}>
          <FormattedMessage id="accountSettings.email.change" />
        </button>
      </form>
    </section>
  )
}
