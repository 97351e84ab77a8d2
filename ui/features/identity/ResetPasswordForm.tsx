import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { passwordUserInputs } from '../../../core/password'
import { NewPasswordFields, withNewPassword, usePasswordStrength, FormField, FormFailure, useCheckedForm } from '../forms'
import { useAuth } from './authServices'
import { checkResetPasswordForm } from '../../../core/identity'
import { useSignInFlow } from './signInFlow'

/**
 * /login/reset-password?email=...: the mailed reset code and a new password (set password). The reset does not sign
 * in, so the flow then signs in with the new password and goes where the sign-in form would have sent the visitor.
 */
export function ResetPasswordForm() {
  const id = useId()
  const flow = useSignInFlow()
  const { search, failure, pending } = flow
  // Scored on the email alone, as the server does (it cannot use the names without telling known emails apart).
  const strength = usePasswordStrength(useAuth().loadPasswordStrength, `${id}-password`, () => passwordUserInputs({ email: search.email ?? '' }))
  const { errors, submitWith } = useCheckedForm((values) => withNewPassword(checkResetPasswordForm(values), values, strength.scoreOf))
  const restart = (
    <Link to="/login/$view" params={{ view: 'forgot-password' }} search={search} className="auth-form__switch">
      <FormattedMessage id="resetPassword.restart" />
    </Link>
  )
  const email = search.email
  if (email === undefined) return <div className="auth-form">{restart}</div>
  const submit = submitWith((value) => {
    const { code, password } = value
    strength.whenStrongEnough(password, () => flow.send({ type: 'user.resetSubmitted', code, password }))
  })
  return (
    <form className="auth-form" onSubmit={submit} onChange={flow.edited} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="resetPassword.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="resetPassword.intro" values={{ email }} />
      </p>
      <FormField id={`${id}-code`} name="code" label="resetPassword.code" inputMode="numeric" autoComplete="one-time-code"
        error={errors.code} />
      <NewPasswordFields label="resetPassword.password" confirmLabel="resetPassword.confirm"
        errors={{ password: errors.password ?? strength.lateError, confirm: errors.confirm }} strength={strength} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id="resetPassword.submit" />
      </button>
      {restart}
    </form>
  )
}
