import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { PASSWORD_NOT_COMPLEX, passwordUserInputs } from '../../../core/password'
import { NewPasswordFields, withNewPassword, usePasswordStrength, checkForm, type FormCheck, FormField, FormFailure, useCheckedForm } from '../forms'
import { useAuth } from './authServices'
import { CodeFormSchema } from '../../../core/identity'
import { OtherSignInOptions } from './OtherSignInOptions'
import { useSignInActor, useSignInFlow, useSignUpPassword } from './signInFlow'

/**
 * The sign-up code screen: the mailed code creates the account and signs in; another sign-in option skips it.
 * The password chosen on the sign-up form comes from memory; when this page no longer holds it (a reload) or the
 * server finds it too weak, the screen asks for it here (never kept in the URL, history entry or storage).
 */
export function VerifyCodeForm() {
  const id = useId()
  const flow = useSignInFlow()
  const names = useSelector(useSignInActor(), (snapshot) => snapshot.context.names)
  const signUpPassword = useSignUpPassword()
  const [asksPassword, setAsksPassword] = useState(() => signUpPassword.heldFor(flow.email) === undefined)
  const refusedPassword = flow.failure === PASSWORD_NOT_COMPLEX
  if (refusedPassword && !asksPassword) setAsksPassword(true)
  const strength = usePasswordStrength(useAuth().loadPasswordStrength, `${id}-password`, () => passwordUserInputs({ email: flow.email, ...(names ?? {}) }))
  const check = (values: Record<string, string>): FormCheck<{ code: string; password?: string }, 'code' | 'password' | 'confirm'> =>
    asksPassword ? withNewPassword(checkForm(CodeFormSchema, values), values, strength.scoreOf) : checkForm(CodeFormSchema, values)
  const { errors, submitWith } = useCheckedForm(check)
  useEffect(() => {
    if (refusedPassword) document.getElementById(strength.fieldId)?.focus()
  }, [refusedPassword, strength.fieldId])
  const restart = (
    <Link to="/login/$view" params={{ view: 'sign-up' }} search={flow.search} className="auth-form__switch">
      <FormattedMessage id="verifyCode.restart" />
    </Link>
  )
  if (names === null || flow.email === '') return <div className="auth-form">{restart}</div>
  const submit = submitWith(({ code, password }) => {
    if (password === undefined) return flow.send({ type: 'user.codeSubmitted', code })
    strength.whenStrongEnough(password, () => flow.send({ type: 'user.codeSubmitted', code, password }))
  })
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
      {asksPassword && (
        <>
          <p className="auth-form__intro">
            <FormattedMessage id="signInFlow.choosePassword" />
          </p>
          <NewPasswordFields label="signUp.password" confirmLabel="signUp.confirm" strength={strength}
            errors={{ password: errors.password ?? strength.lateError ?? (refusedPassword ? PASSWORD_NOT_COMPLEX : undefined), confirm: errors.confirm }} />
        </>
      )}
      <FormFailure failure={asksPassword && refusedPassword ? null : flow.failure} />
      <p className="account-section__status" role="status">
        {flow.codeResent && <FormattedMessage id="signInFlow.codeResent" values={{ email: flow.email }} />}
      </p>
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
