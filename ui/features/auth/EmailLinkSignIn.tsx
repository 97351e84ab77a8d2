import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import { linkFailureMessage } from './authForms'
import { browserTimezoneOffset, useAuth } from './authServices'
import { FormFailure } from './FormFailure'
import { useLinkToken } from './loginSearch'
import { useFinishSignIn } from './useAuthSubmit'

/** /login/email-link?token=...: signs in with the mailed link's single-use token, once, and goes on. */
export function EmailLinkSignIn() {
  const id = useId()
  const { api } = useAuth()
  const token = useLinkToken()
  const finish = useFinishSignIn()
  const [failure, setFailure] = useState<MessageId | null>(token === undefined ? 'auth.error.invalidLink' : null)
  const sent = useRef(false) // the token works once: never send it twice (StrictMode runs effects twice)
  useEffect(() => {
    if (token === undefined || sent.current) return
    sent.current = true
    api.login({ provider: 'email', token }, browserTimezoneOffset()).then(finish, (error: unknown) =>
      setFailure(isApiError(error) ? linkFailureMessage(error) : 'signIn.error.failed'),
    )
  }, [api, token, finish])
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`} aria-busy={failure === null}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="emailLink.title" />
      </h1>
      {failure === null && (
        <p className="auth-form__intro" role="status">
          <FormattedMessage id="emailLink.pending" />
        </p>
      )}
      <FormFailure failure={failure} />
      {failure !== null && (
        <Link to="/login/$view" params={{ view: 'request-link' }} className="auth-form__switch">
          <FormattedMessage id="emailLink.again" />
        </Link>
      )}
    </section>
  )
}
