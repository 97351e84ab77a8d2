import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../../core/i18n/en-US'
import type { EmailPurpose } from '../../../core/schemas/auth'
import { checkForm, EmailFormSchema } from './authForms'
import { useAuth } from './authServices'
import { FormField } from './FormField'
import { FormFailure } from './FormFailure'
import { useLoginSearch } from './loginSearch'
import { useCheckedForm } from './useCheckedForm'
import { useAuthSubmit } from './useAuthSubmit'

interface EmailRequestFormProps {
  /** What the server mails: a reset code or a sign-in link. */
  readonly purpose: Extract<EmailPurpose, 'reset' | 'link'>
  readonly title: MessageId
  readonly intro: MessageId
  readonly submit: MessageId
  /** The view shown once the mail is on its way (the email travels in the query). */
  readonly next: string
}

/** An email form that asks the server to mail a code or link, then moves on to the next screen. */
export function EmailRequestForm({ purpose, title, intro, submit: submitLabel, next }: EmailRequestFormProps) {
  const id = useId()
  const { api } = useAuth()
  const navigate = useNavigate()
  const search = useLoginSearch()
  const { pending, failure, run } = useAuthSubmit()
  const { errors, submitWith } = useCheckedForm((values) => checkForm(EmailFormSchema, values))
  const submit = submitWith((value) => {
    const { email } = value
    void run(
      () => api.email(email, purpose),
      () => void navigate({ to: '/login/$view', params: { view: next }, search: { ...search, email } }),
    )
  })
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h1>
      <p className="auth-form__intro">
        <FormattedMessage id={intro} />
      </p>
      <FormField id={`${id}-email`} name="email" type="email" label="signIn.email" autoComplete="email"
        defaultValue={search.email ?? ''} error={errors.email} />
      <FormFailure failure={failure} />
      <button type="submit" className="button button--primary" disabled={pending}>
        <FormattedMessage id={submitLabel} />
      </button>
      <Link to="/login" search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
    </form>
  )
}
