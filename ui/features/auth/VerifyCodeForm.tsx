import { Link, useLocation } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { checkForm, CodeFormSchema } from './authForms'
import { browserTimezoneOffset, useAuth } from './authServices'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { useLoginSearch } from './loginSearch'
import { useCheckedForm } from './useCheckedForm'
import './signUpState'
import { useAuthSubmit, useFinishSignIn } from './useAuthSubmit'

/** The sign-up code screen: the mailed code creates the account and signs in. */
export function VerifyCodeForm() {
  const id = useId()
  const { api } = useAuth()
  const draft = useLocation({ select: (location) => location.state.signUp })
  const search = useLoginSearch()
  const finish = useFinishSignIn()
  const { pending, failure, run } = useAuthSubmit()
  const { errors, submitWith } = useCheckedForm((values) => checkForm(CodeFormSchema, values))
  const restart = (
    <Link to="/login/$view" params={{ view: 'sign-up' }} search={search} className="auth-form__switch">
      <FormattedMessage id="verifyCode.restart" />
    </Link>
  )
  if (!draft) return <div className="auth-form">{restart}</div>
  const submit = submitWith((value) => {
    const request = { provider: 'email', code: value.code, signUp: true, ...draft } as const
    void run(() => api.login(request, browserTimezoneOffset()), finish)
  })
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="verifyCode.intro" values={{ email: draft.email }} />
      </p>
      <FormField id={`${id}-code`} name="code" label="verifyCode.code" inputMode="numeric" autoComplete="one-time-code"
        error={errors.code} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id="verifyCode.submit" />
      </button>
      {restart}
    </form>
  )
}
