import { Link, useParams } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isApiError } from '../../../core/api/errors'
import type { MessageId } from '../../../core/i18n/en-US'
import { usePageMeta } from '../../shell/usePageMeta'
import { useAuth } from '../auth/authServices'
import { accountFailureMessage } from './newPassword'
import '../auth/auth.css'
import './account.css'

type ChangeState =
  | { readonly _tag: 'Loading' }
  | { readonly _tag: 'Ready'; readonly email: string; readonly pending: boolean }
  | { readonly _tag: 'Confirmed'; readonly email: string }
  | { readonly _tag: 'Cancelled' }
  | { readonly _tag: 'Failed'; readonly message: MessageId }

const failureOf = (error: unknown): ChangeState => ({
  _tag: 'Failed',
  message: isApiError(error) ? accountFailureMessage(error) : 'accountSettings.error.saveFailed',
})

/**
 * /settings/change-email/{code} (login required): the page of the link mailed to a new address. Shows the
 * address and confirms the change (keeping the answered tokens: the change revokes older ones) or cancels it.
 */
export function ChangeEmailPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'changeEmail.title' }) })
  const { code = '' } = useParams({ strict: false })
  const { account, session } = useAuth()
  const [state, setState] = useState<ChangeState>({ _tag: 'Loading' })
  useEffect(() => {
    let current = true
    account.emailChange(code).then(
      ({ email }) => current && setState({ _tag: 'Ready', email, pending: false }),
      (error: unknown) => current && setState(failureOf(error)),
    )
    return () => {
      current = false
    }
  }, [account, code])
  const confirm = (email: string) => {
    setState({ _tag: 'Ready', email, pending: true })
    account.confirmEmailChange(code).then(
      (answer) => {
        session.signedIn({ jwt: answer.jwt, downloadToken: answer.downloadToken }, answer.profile)
        setState({ _tag: 'Confirmed', email: answer.profile.email })
      },
      (error: unknown) => setState(failureOf(error)),
    )
  }
  const cancel = (email: string) => {
    setState({ _tag: 'Ready', email, pending: true })
    account.cancelEmailChange(code).then(() => setState({ _tag: 'Cancelled' }), (error: unknown) => setState(failureOf(error)))
  }
  return (
    <section className="account-page auth-form" aria-labelledby="change-email-title">
      <h1 id="change-email-title">
        <FormattedMessage id="changeEmail.title" />
      </h1>
      <div role="status">
        {state._tag === 'Loading' && <FormattedMessage id="changeEmail.loading" />}
        {state._tag === 'Confirmed' && <FormattedMessage id="changeEmail.confirmed" values={{ email: state.email }} />}
        {state._tag === 'Cancelled' && <FormattedMessage id="changeEmail.cancelled" />}
      </div>
      <p className="auth-form__failure" role="alert">
        {state._tag === 'Failed' && <FormattedMessage id={state.message} />}
      </p>
      {state._tag === 'Ready' && (
        <>
          <p className="account-section__email">
            <FormattedMessage id="changeEmail.question" values={{ email: state.email }} />
          </p>
          <div className="account-section__row">
            <button type="button" className="button button--primary" disabled={state.pending} onClick={() => confirm(state.email)}>
              <FormattedMessage id="changeEmail.confirm" />
            </button>
            <button type="button" className="button" disabled={state.pending} onClick={() => cancel(state.email)}>
              <FormattedMessage id="changeEmail.cancel" />
            </button>
          </div>
        </>
      )}
      <Link to="/settings/account" className="auth-form__switch">
        <FormattedMessage id="changeEmail.toAccount" />
      </Link>
    </section>
  )
}
