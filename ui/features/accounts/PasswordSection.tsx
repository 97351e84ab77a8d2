import { useEffect, useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { SetPasswordRequest } from '../../../core/accounts'
import type { MessageId } from '../../../core/i18n/en-US'
import { passwordUserInputs } from '../../../core/password'
import type { Profile } from '../../../core/session'
import { ACCOUNT_FAILURES } from '../../../machines/accounts/accountFailures'
import { checkForm, type FormCheck, FormFailure, FormField, formValues, useCheckedForm, useFormSubmission, type FormSubmission, NewPasswordFields, withNewPassword, usePasswordStrength } from '../forms'
import { useAuth } from '../identity'
import { useUnsavedChanges } from '../navigation'
import { setPasswordWith } from '../../../machines/accounts/accountCalls'
import { CurrentPasswordSchema } from '../../../core/accounts'

const noCurrentPassword = (): FormCheck<{ currentPassword?: string }, 'currentPassword'> => ({ ok: true, value: {} })

/** Shown on the current-password field rather than under the form. */
const CURRENT_PASSWORD_WRONG: MessageId = 'auth.error.currentPasswordWrong'

/**
 * Change the password (the current one is required and must be correct) or, for an account without one, set it.
 * The server answers new tokens (the change revokes every older one), kept so the user stays signed in.
 */
export function PasswordSection({ profile }: { readonly profile: Profile }) {
  const id = useId()
  const change = profile.hasPassword
  const form = useFormSubmission<SetPasswordRequest, MessageId>('account.password', ACCOUNT_FAILURES, setPasswordWith(useAuth()))
  return (
    <section id="password" className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.password.title" />
      </h2>
      <p className="auth-form__intro">
        <FormattedMessage id={change ? 'accountSettings.password.changeIntro' : 'accountSettings.password.setIntro'} />
      </p>
      {/* A new key after each save empties the form (and its strength meter). */}
      <PasswordForm key={form.savedCount} id={id} profile={profile} change={change} form={form} />
    </section>
  )
}

interface PasswordFormProps {
  readonly id: string
  readonly profile: Profile
  readonly change: boolean
  readonly form: FormSubmission<SetPasswordRequest, MessageId>
}

function PasswordForm({ id, profile, change, form }: PasswordFormProps) {
  const currentId = `${id}-current`
  const strength = usePasswordStrength(useAuth().loadPasswordStrength, `${id}-new`, () =>
    passwordUserInputs({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName }),
  )
  const { errors, submitWith, revise } = useCheckedForm((values) =>
    withNewPassword(change ? checkForm(CurrentPasswordSchema, values) : noCurrentPassword(), values, strength.scoreOf), form.refusedFields,
  )
  const submit = submitWith(({ password, currentPassword }) =>
    strength.whenStrongEnough(password, () => form.submitted(currentPassword === undefined ? { password } : { password, currentPassword })),
  )
  const currentWrong = form.failure === CURRENT_PASSWORD_WRONG
  const [typing, setTyping] = useState(false)
  // Password text typed but not saved is an unsaved change (the form empties itself after a save: a new key).
  useUnsavedChanges(typing, { holder: 'password' })
  const edited = (element: HTMLFormElement) => {
    form.edited()
    const { currentPassword = '', password = '', confirm = '' } = formValues(element)
    setTyping(currentPassword + password + confirm !== '')
  }
  useEffect(() => {
    if (currentWrong) document.getElementById(currentId)?.focus()
  }, [currentWrong, currentId])
  return (
    <form className="auth-form" onSubmit={submit} onInput={(event) => (revise(event), edited(event.currentTarget))} noValidate aria-labelledby={`${id}-title`}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      {change && (
        <FormField id={currentId} name="currentPassword" type="password" label="accountSettings.password.current"
          autoComplete="current-password" error={errors.currentPassword ?? (currentWrong ? CURRENT_PASSWORD_WRONG : undefined)} />
      )}
      <NewPasswordFields label="accountSettings.password.new" confirmLabel="accountSettings.password.confirm"
        errors={{ password: errors.password ?? strength.lateError, confirm: errors.confirm }} strength={strength} />
      <FormFailure failure={currentWrong ? null : form.failure} />
      <p className="account-section__status" role="status">
        {form.saved && <FormattedMessage id={form.saved} />}
      </p>
      <button type="submit" className="button button--primary" disabled={form.pending}>
        <FormattedMessage id={form.pending ? 'accountSettings.saving' : change ? 'accountSettings.password.change' : 'accountSettings.password.set'} />
      </button>
    </form>
  )
}
