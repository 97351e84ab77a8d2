import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { PASSWORD_NOT_COMPLEX, passwordUserInputs } from '../../../core/password'
import { NewPasswordFields, withNewPassword, usePasswordStrength, checkForm, type FormCheck, FormField, FormFailure, useCheckedForm } from '../forms'
import { useAuth } from './authServices'
import { CodeFormSchema, CodeWithNamesFormSchema } from '../../../core/identity'
import { OtherSignInOptions } from './OtherSignInOptions'
import { useSignInActor, useSignInFlow, useSignUpPassword } from './signInFlow'

/**
 * The sign-up code screen: the mailed code creates the account and signs in; another sign-in option skips it.
 * The password chosen on the sign-up form comes from memory; when this page no longer holds it (a reload) or the
 * server finds it too weak, the screen asks for it here (never kept in the URL, history entry or storage). Opened
 * afresh with an email in the URL it asks for the names too; without an email it leads back to the sign-up form.
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
  // Opened afresh (another tab, an old history entry), the screen asks for the names the sign-up form had.
  const asksNames = names === null
  type Checked = { code: string; firstName?: string; lastName?: string; password?: string }
  const check = (values: Record<string, string>): FormCheck<Checked, 'code' | 'firstName' | 'lastName' | 'password' | 'confirm'> => {
    const code: FormCheck<Checked, 'code' | 'firstName' | 'lastName'> = asksNames ? checkForm(CodeWithNamesFormSchema, values) : checkForm(CodeFormSchema, values)
    return asksPassword ? withNewPassword(code, values, strength.scoreOf) : code
  }
  const { errors, submitWith, revise } = useCheckedForm(check)
  useEffect(() => {
    if (refusedPassword) document.getElementById(strength.fieldId)?.focus()
  }, [refusedPassword, strength.fieldId])
  const restart = (label: 'verifyCode.restart' | 'signInFlow.startSignUp') => (
    <Link to="/login/$view" params={{ view: 'sign-up' }} search={flow.search} className="auth-form__switch">
      <FormattedMessage id={label} />
    </Link>
  )
  if (flow.email === '') {
    return (
      <section className="auth-form" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>
          <FormattedMessage id="verifyCode.title" />
        </h1>
        <p className="auth-form__intro">
          <FormattedMessage id="signInFlow.codeWithoutEmail" />
        </p>
        {restart('signInFlow.startSignUp')}
      </section>
    )
  }
  const submit = submitWith(({ code, password, firstName, lastName }) => {
    const typedNames = firstName !== undefined && lastName !== undefined ? { names: { firstName, lastName } } : {}
    if (password === undefined) return flow.send({ type: 'user.codeSubmitted', code, ...typedNames })
    strength.whenStrongEnough(password, () => flow.send({ type: 'user.codeSubmitted', code, password, ...typedNames }))
  })
  return (
    <form className="auth-form" onSubmit={submit} onChange={(event) => (revise(event), flow.edited(event))} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id="verifyCode.intro" values={{ email: flow.email }} />
      </p>
      <FormField id={`${id}-code`} name="code" label="verifyCode.code" inputMode="numeric" autoComplete="one-time-code"
        error={errors.code} />
      {asksNames && (
        <>
          <p className="auth-form__intro">
            <FormattedMessage id="signInFlow.namesAgain" />
          </p>
          <FormField id={`${id}-first`} name="firstName" label="signUp.firstName" autoComplete="given-name" error={errors.firstName} />
          <FormField id={`${id}-last`} name="lastName" label="signUp.lastName" autoComplete="family-name" error={errors.lastName} />
        </>
      )}
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
      {restart('verifyCode.restart')}
      <OtherSignInOptions />
    </form>
  )
}
