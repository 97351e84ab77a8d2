import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { checkForm, SignInFormSchema } from './authForms'
import { browserTimezoneOffset, useAuth } from './authServices'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { useLoginSearch } from './loginSearch'
import { useCheckedForm } from './useCheckedForm'
import { useAuthSubmit, useFinishSignIn } from './useAuthSubmit'

/** Sign in with email and password. A refused sign-in keeps what was typed and says why. */
export function SignInForm() {
  const id = useId()
  const { api } = useAuth()
  const search = useLoginSearch()
  const finish = useFinishSignIn()
  const { pending, failure, run } = useAuthSubmit()
  const { errors, submitWith } = useCheckedForm((values) => checkForm(SignInFormSchema, values))
  const submit = submitWith((value) => {
    void run(() => api.login({ provider: 'password', ...value }, browserTimezoneOffset()), finish)
  })
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="signIn.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="signIn.intro" />
      </p>
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={search.email ?? ''} error={errors.email} />
      <FormField id={`${id}-password`} name="password" type="password" label="signIn.password"
        autoComplete="current-password" error={errors.password} />
      <Link to="/login/$view" params={{ view: 'forgot-password' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.forgotPassword" />
      </Link>
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id={pending ? 'signIn.submitting' : 'signIn.submit'} />
      </button>
      <Link to="/login/$view" params={{ view: 'request-link' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toEmailLink" />
      </Link>
      <Link to="/login/$view" params={{ view: 'sign-up' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignUp" />
      </Link>
    </form>
  )
}
