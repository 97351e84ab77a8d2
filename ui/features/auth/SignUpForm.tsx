import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { checkForm, SignUpFormSchema } from './authForms'
import { useAuth } from './authServices'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { useLoginSearch } from './loginSearch'
import { useCheckedForm } from './useCheckedForm'
import './signUpState'
import { useAuthSubmit } from './useAuthSubmit'

/** Sign up: names and email; a code is mailed and entered on the next screen. */
export function SignUpForm() {
  const id = useId()
  const { api } = useAuth()
  const navigate = useNavigate()
  const search = useLoginSearch()
  const { pending, failure, run } = useAuthSubmit()
  const { errors, submitWith } = useCheckedForm((values) => checkForm(SignUpFormSchema, values))
  const submit = submitWith((value) => {
    const draft = value
    void run(
      () => api.email(draft.email, 'signUp'),
      () => void navigate({ to: '/login/$view', params: { view: 'verify-code' }, search, state: { signUp: draft } }),
    )
  })
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="signUp.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="signUp.intro" />
      </p>
      <FormField id={`${id}-first`} name="firstName" label="signUp.firstName" autoComplete="given-name" error={errors.firstName} />
      <FormField id={`${id}-last`} name="lastName" label="signUp.lastName" autoComplete="family-name" error={errors.lastName} />
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={search.email ?? ''} error={errors.email} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id="signUp.submit" />
      </button>
      <Link to="/login" search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
    </form>
  )
}
