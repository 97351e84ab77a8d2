import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import type { Profile } from '../../../core/session'
import { useServices } from '../../services'
import { checkForm } from '../auth/authForms'
import { useAuth } from '../auth/authServices'
import { FormFailure } from '../auth/FormFailure'
import { FormField } from '../auth/FormField'
import { formValues } from '../auth/formValues'
import { useCheckedForm } from '../auth/useCheckedForm'
import { useUnsavedChanges } from '../navigation/useUnsavedChanges'
import { NameFormSchema } from './accountForms'
import { clearNameDraft, readNameDraft, writeNameDraft } from './nameDraft'
import { accountFailureMessage } from './newPassword'

/** The account's first and last name, saved with PATCH /rest/profile; the typed name survives a failure or a reload. */
export function NameSection({ profile }: { readonly profile: Profile }) {
  const id = useId()
  const { account, session } = useAuth()
  const { storage } = useServices()
  const [initial] = useState(() => readNameDraft(storage.session, profile.id) ?? { firstName: profile.firstName, lastName: profile.lastName })
  const [typed, setTyped] = useState(initial)
  const [pending, setPending] = useState(false)
  const [saved, setSaved] = useState(false)
  const [failure, setFailure] = useState<MessageId | null>(null)
  // Unsaved while what is typed differs from the saved name: leaving then asks "Changes Not Saved".
  useUnsavedChanges(typed.firstName.trim() !== profile.firstName || typed.lastName.trim() !== profile.lastName)
  const { errors, submitWith } = useCheckedForm((values) => checkForm(NameFormSchema, values))
  const submit = submitWith((name) => {
    setPending(true)
    setSaved(false)
    setFailure(null)
    account.saveName(name).then(
      (answer) => {
        clearNameDraft(storage.session, profile.id)
        session.profileLoaded(answer)
        setSaved(true)
      },
      (error: unknown) => setFailure(isApiError(error) ? accountFailureMessage(error) : 'accountSettings.error.saveFailed'),
    ).finally(() => setPending(false))
  })
  const keepDraft = (form: HTMLFormElement) => {
    setSaved(false)
    const { firstName = '', lastName = '' } = formValues(form)
    setTyped({ firstName, lastName })
    writeNameDraft(storage.session, profile.id, { firstName, lastName })
  }
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.name.title" />
      </h2>
      <form className="auth-form" onSubmit={submit} onInput={(event) => keepDraft(event.currentTarget)} noValidate aria-labelledby={`${id}-title`}>
        <div className="account-section__row">
          <FormField id={`${id}-first`} name="firstName" label="accountSettings.name.first" autoComplete="given-name"
            defaultValue={initial.firstName} error={errors.firstName} />
          <FormField id={`${id}-last`} name="lastName" label="accountSettings.name.last" autoComplete="family-name"
            defaultValue={initial.lastName} error={errors.lastName} />
        </div>
        <FormFailure failure={failure} />
        <p className="account-section__status" role="status">
          {saved && <FormattedMessage id="accountSettings.name.saved" />}
        </p>
        <button type="submit" className="button button--primary" disabled={pending}>
          <FormattedMessage id={pending ? 'accountSettings.saving' : 'accountSettings.name.save'} />
        </button>
      </form>
    </section>
  )
}
