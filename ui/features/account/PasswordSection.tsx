import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import { passwordUserInputs } from '../../../core/password'
import type { Profile } from '../../../core/session'
import { checkForm, type FormCheck } from '../auth/authForms'
import { useAuth } from '../auth/authServices'
import { FormFailure } from '../auth/FormFailure'
import { FormField } from '../auth/FormField'
import { useCheckedForm } from '../auth/useCheckedForm'
import { CurrentPasswordSchema } from './accountForms'
import { NewPasswordFields } from './NewPasswordFields'
import { accountFailureMessage, withNewPassword } from './newPassword'
import { usePasswordStrength } from './usePasswordStrength'

const noCurrentPassword = (): FormCheck<{ currentPassword?: string }, 'currentPassword'> => ({ ok: true, value: {} })

/**
 * Change the password (the current one is required and must be correct) or, for an account without one, set it.
 * The server answers new tokens (the change revokes every older one), kept so the user stays signed in.
 */
export function PasswordSection({ profile }: { readonly profile: Profile }) {
  const id = useId()
  const { account, session } = useAuth()
  const change = profile.hasPassword
  const currentId = `${id}-current`
  const strength = usePasswordStrength(`${id}-new`, () =>
    passwordUserInputs({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName }),
  )
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<MessageId | null>(null)
  const [failure, setFailure] = useState<MessageId | null>(null)
  const [currentWrong, setCurrentWrong] = useState(false)
  // A new key empties the form after a successful change.
  const [formKey, setFormKey] = useState(0)
  const { errors, submitWith } = useCheckedForm((values) =>
    withNewPassword(change ? checkForm(CurrentPasswordSchema, values) : noCurrentPassword(), values, strength.scoreOf),
  )
  const submit = submitWith(({ password, currentPassword }) => {
    setDone(null)
    setFailure(null)
    setCurrentWrong(false)
    strength.whenStrongEnough(password, async () => {
      setPending(true)
      try {
        const answer = await account.setPassword(currentPassword === undefined ? { password } : { password, currentPassword })
        session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
        setFormKey((key) => key + 1)
        strength.clear()
        setDone(change ? 'accountSettings.password.changed' : 'accountSettings.password.setDone')
      } catch (error) {
        const message = isApiError(error) ? accountFailureMessage(error) : 'accountSettings.error.saveFailed'
        if (message === 'auth.error.currentPasswordWrong') {
          setCurrentWrong(true)
          requestAnimationFrame(() => document.getElementById(currentId)?.focus())
        } else setFailure(message)
      } finally {
        setPending(false)
      }
    })
  })
  const currentError = errors.currentPassword ?? (currentWrong ? 'auth.error.currentPasswordWrong' : undefined)
  return (
    <section id="password" className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="accountSettings.password.title" />
      </h2>
      <p className="auth-form__intro">
        <FormattedMessage id={change ? 'accountSettings.password.changeIntro' : 'accountSettings.password.setIntro'} />
      </p>
      <form key={formKey} className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        {change && (
          <FormField id={currentId} name="currentPassword" type="password" label="accountSettings.password.current"
            autoComplete="current-password" error={currentError} />
        )}
        <NewPasswordFields label="accountSettings.password.new" confirmLabel="accountSettings.password.confirm"
          errors={{ password: errors.password ?? strength.lateError, confirm: errors.confirm }} strength={strength} />
        <FormFailure failure={failure} />
        <p className="account-section__status" role="status">
          {done && <FormattedMessage id={done} />}
        </p>
        <button type="submit" className="button button--primary" disabled={pending}>
          <FormattedMessage id={pending ? 'accountSettings.saving' : change ? 'accountSettings.password.change' : 'accountSettings.password.set'} />
        </button>
      </form>
    </section>
  )
}
