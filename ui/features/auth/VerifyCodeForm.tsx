import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { checkForm, CodeFormSchema } from './authForms'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { OtherSignInOptions } from './OtherSignInOptions'
import { useSignInActor, useSignInFlow } from './signInFlow'
import { useCheckedForm } from './useCheckedForm'

/** The sign-up code screen: the mailed code creates the account and signs in; another sign-in option skips it. */
export function VerifyCodeForm() {
  const id = useId()
  const flow = useSignInFlow()
  const names = useSelector(useSignInActor(), (snapshot) => snapshot.context.names)
  const { errors, submitWith } = useCheckedForm((values) => checkForm(CodeFormSchema, values))
  const restart = (
    <Link to="/login/$view" params={{ view: 'sign-up' }} search={flow.search} className="auth-form__switch">
      <FormattedMessage id="verifyCode.restart" />
    </Link>
  )
  if (names === null || flow.email === '') return <div className="auth-form">{restart}</div>
  const submit = submitWith(({ code }) => flow.send({ type: 'user.codeSubmitted', code }))
  return (
    <form className="auth-form" onSubmit={submit} onChange={flow.edited} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="verifyCode.intro" values={{ email: flow.email }} />
      </p>
      <FormField id={`${id}-code`} name="code" label="verifyCode.code" inputMode="numeric" autoComplete="one-time-code"
        error={errors.code} />
      <FormFailure failure={flow.failure} />
      <button type="submit" className="button button--primary" disabled={flow.pending}>
        <FormattedMessage id="verifyCode.submit" />
      </button>
      <button type="button" className="button auth-form__switch-button" disabled={flow.pending}
        onClick={() => flow.send({ type: 'user.resendRequested' })}>
        <FormattedMessage id="signInFlow.resendCode" />
      </button>
      {restart}
      <OtherSignInOptions />
    </form>
  )
}
