import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import { checkForm, FormField, FormFailure, useCheckedForm } from '../forms'
import { SignInFormSchema } from '../../../core/identity'
import { ProviderButtons } from './ProviderButtons'
import { useSignInFlow } from './signInFlow'

interface SignInFormProps {
  /** The heading: "Sign in", or "Enter your password" on /login/password?email= (password entry). */
  readonly title?: MessageId
  /** Password entry: the email is given, so the password field takes the focus. */
  readonly focusPassword?: boolean
}

/** Sign in with email and password. A refused sign-in keeps what was typed and says why. */
export function SignInForm({ title = 'signIn.title', focusPassword = false }: SignInFormProps) {
  const id = useId()
  const flow = useSignInFlow()
  const { search } = flow
  const { errors, submitWith } = useCheckedForm((values) => checkForm(SignInFormSchema, values))
  const submit = submitWith((value) => flow.send({ type: 'user.signInSubmitted', ...value }))
  return (
    <form className="auth-form" onSubmit={submit} onChange={flow.edited} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="signIn.intro" />
      </p>
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={flow.email} error={errors.email} />
      <FormField id={`${id}-password`} name="password" type="password" label="signIn.password"
        autoComplete="current-password" error={errors.password} autoFocus={focusPassword} />
      <Link to="/login/$view" params={{ view: 'forgot-password' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.forgotPassword" />
      </Link>
      <FormFailure failure={flow.failure} />
      <button type="submit" className="button button--primary" disabled={flow.pending}>
        <FormattedMessage id={flow.pending ? 'signIn.submitting' : 'signIn.submit'} />
      </button>
      <Link to="/login/$view" params={{ view: 'request-link' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toEmailLink" />
      </Link>
      <Link to="/login/$view" params={{ view: 'sign-up' }} search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignUp" />
      </Link>
      <ProviderButtons />
    </form>
  )
}

/** /login/password?email=: the password for a given email (the developer login helper of spec section 2). */
export function PasswordEntryForm() {
  return <SignInForm title="passwordEntry.title" focusPassword />
}
