import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import { checkForm, EmailFormSchema, FormField, FormFailure, useCheckedForm } from '../forms'
import { useSignInFlow } from './signInFlow'

interface EmailRequestFormProps {
  /** What the server mails: a reset code or a sign-in link (the flow then shows the next screen). */
  readonly purpose: 'reset' | 'link'
  readonly title: MessageId
  readonly intro: MessageId
  readonly submit: MessageId
}

/** An email form that asks the server to mail a code or link; the flow moves on to the next screen once it is sent. */
export function EmailRequestForm({ purpose, title, intro, submit: submitLabel }: EmailRequestFormProps) {
  const id = useId()
  const flow = useSignInFlow()
  const { errors, submitWith } = useCheckedForm((values) => checkForm(EmailFormSchema, values))
  const submit = submitWith(({ email }) =>
    flow.send(purpose === 'link' ? { type: 'user.linkRequested', email } : { type: 'user.resetCodeRequested', email }),
  )
  return (
    <form className="auth-form" onSubmit={submit} onChange={flow.edited} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id={intro} />
      </p>
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={flow.email} error={errors.email} />
      <FormFailure failure={flow.failure} />
      <button type="submit" className="button button--primary" disabled={flow.pending}>
        <FormattedMessage id={submitLabel} />
      </button>
      <Link to="/login" search={flow.search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
    </form>
  )
}
