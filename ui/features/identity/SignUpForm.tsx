import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { passwordUserInputs } from '../../../core/password'
import { NewPasswordFields, withNewPassword, usePasswordStrength, checkForm, FormField, FormFailure, formValues, useCheckedForm } from '../forms'
import { useAuth } from './authServices'
import { SignUpFormSchema } from '../../../core/identity'
import { ProviderButtons } from './ProviderButtons'
import { useSignInFlow, useSignUpPassword } from './signInFlow'

/** Sign up: names, email and password; a code is mailed and entered on the next screen. */
export function SignUpForm() {
  const id = useId()
  const flow = useSignInFlow()
  const signUpPassword = useSignUpPassword()
  const { search, failure, pending } = flow
  const strength = usePasswordStrength(useAuth().loadPasswordStrength, `${id}-password`, (form) => passwordUserInputs(form ? formValues(form) : {}))
  const { errors, submitWith } = useCheckedForm((values) => withNewPassword(checkForm(SignUpFormSchema, values), values, strength.scoreOf))
  // The password stays out of the flow and the history entry: the code's login gets it from memory (machines/identity/signUpPassword).
  const submit = submitWith(({ password, email, firstName, lastName }) => {
    strength.whenStrongEnough(password, () => {
      signUpPassword.hold(email, password)
      flow.send({ type: 'user.signUpSubmitted', email, firstName, lastName })
    })
  })
  return (
    <form className="auth-form" onSubmit={submit} onChange={flow.edited} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="signUp.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="signUp.intro" />
      </p>
      <FormField id={`${id}-first`} name="firstName" label="signUp.firstName" autoComplete="given-name" error={errors.firstName} />
      <FormField id={`${id}-last`} name="lastName" label="signUp.lastName" autoComplete="family-name" error={errors.lastName} />
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={flow.email} error={errors.email} />
      <NewPasswordFields label="signUp.password" confirmLabel="signUp.confirm"
        errors={{ password: errors.password ?? strength.lateError, confirm: errors.confirm }} strength={strength} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id="signUp.submit" />
      </button>
      <Link to="/login" search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
      <ProviderButtons />
    </form>
  )
}
