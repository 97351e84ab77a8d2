import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { checkResetPasswordForm } from './authForms'
import { browserTimezoneOffset, useAuth } from './authServices'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { useLoginSearch } from './loginSearch'
import { useCheckedForm } from './useCheckedForm'
import { useAuthSubmit, useFinishSignIn } from './useAuthSubmit'

/**
 * /login/reset-password?email=...: the mailed reset code and a new password. The reset does not sign in, so the
 * new password then signs in, and the visitor goes where the sign-in form would have sent them.
 */
export function ResetPasswordForm() {
  const id = useId()
  const { api } = useAuth()
  const search = useLoginSearch()
  const finish = useFinishSignIn()
  const { pending, failure, run } = useAuthSubmit()
  const { errors, submitWith } = useCheckedForm(checkResetPasswordForm)
  const restart = (
    <Link to="/login/$view" params={{ view: 'forgot-password' }} search={search} className="auth-form__switch">
      <FormattedMessage id="resetPassword.restart" />
    </Link>
  )
  const email = search.email
  if (email === undefined) return <div className="auth-form">{restart}</div>
  const submit = submitWith((value) => {
    const { code, password } = value
    const resetThenSignIn = async () => {
      await api.resetPassword({ email, code, password })
      return api.login({ provider: 'password', email, password }, browserTimezoneOffset())
    }
    void run(resetThenSignIn, finish)
  })
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="resetPassword.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="resetPassword.intro" values={{ email }} />
      </p>
      <FormField id={`${id}-code`} name="code" label="resetPassword.code" inputMode="numeric" autoComplete="one-time-code"
        error={errors.code} />
      <FormField id={`${id}-password`} name="password" type="password" label="resetPassword.password"
        autoComplete="new-password" error={errors.password} />
      <FormField id={`${id}-confirm`} name="confirm" type="password" label="resetPassword.confirm"
        autoComplete="new-password" error={errors.confirm} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id="resetPassword.submit" />
      </button>
      {restart}
    </form>
  )
}
