import { useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { ProfileNameRequest } from '../../../core/accounts'
import type { Profile } from '../../../core/session'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import { useServices } from '../../services'
import { checkForm, FormFailure, FormField, formValues, useCheckedForm, useFormSubmission } from '../forms'
import { useAuth } from '../identity'
import { useUnsavedChanges } from '../navigation'
import { saveNameWith } from '../../../machines/accounts/accountCalls'
import { NameFormSchema } from '../../../core/accounts'
import { clearNameDraft, readNameDraft, writeNameDraft } from '../../../core/accounts'

/** The account's first and last name, saved with PATCH /rest/profile; the typed name survives a failure or a reload. */
export function NameSection({ profile }: { readonly profile: Profile }) {
  const id = useId()
  const auth = useAuth()
  const { storage } = useServices()
  const [initial] = useState(() => readNameDraft(storage.session, profile.id) ?? { firstName: profile.firstName, lastName: profile.lastName })
  const [typed, setTyped] = useState(initial)
  // Unsaved while what is typed differs from the saved name: leaving then asks "Changes Not Saved".
  // Continue in that dialog (or signing out through it) loses the typed name, as it says: the draft goes too.
  useUnsavedChanges(typed.firstName.trim() !== profile.firstName || typed.lastName.trim() !== profile.lastName, {
    holder: 'name',
    onDiscard: () => clearNameDraft(storage.session, profile.id),
  })
  const form = useFormSubmission<ProfileNameRequest, Profile>('account.name', ACCOUNT_FAILURES, saveNameWith(auth, storage.session, profile.id))
  const { errors, submitWith, revise } = useCheckedForm((values) => checkForm(NameFormSchema, values), form.refusedFields)
  const keepDraft = (element: HTMLFormElement) => {
    form.edited()
    const { firstName = '', lastName = '' } = formValues(element)
    setTyped({ firstName, lastName })
    writeNameDraft(storage.session, profile.id, { firstName, lastName })
  }
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.name.title" />
      </h2>
      <form className="auth-form" onSubmit={submitWith(form.submitted)} onInput={(event) => (revise(event), keepDraft(event.currentTarget))} noValidate
        aria-labelledby={`${id}-title`}>
        <div className="account-section__row">
          <FormField id={`${id}-first`} name="firstName" label="accountSettings.name.first" autoComplete="given-name"
            defaultValue={initial.firstName} error={errors.firstName} />
          <FormField id={`${id}-last`} name="lastName" label="accountSettings.name.last" autoComplete="family-name"
            defaultValue={initial.lastName} error={errors.lastName} />
        </div>
        <FormFailure failure={form.failure} />
        <p className="account-section__status" role="status">
          {form.saved && <FormattedMessage id="accountSettings.name.saved" />}
        </p>
        <button type="submit" className="button button--primary" disabled={form.pending}>
          <FormattedMessage id={form.pending ? 'accountSettings.saving' : 'accountSettings.name.save'} />
        </button>
      </form>
    </section>
  )
}
