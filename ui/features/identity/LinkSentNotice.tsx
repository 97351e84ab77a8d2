import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { FormFailure } from '../forms'
import { OtherSignInOptions } from './OtherSignInOptions'
import { useSignInFlow } from './signInFlow'

/**
 * /login/link-sent: the sign-in link is on its way (email link verification); following it signs in. Opened without
 * an email (another tab), it says so and offers a new link.
 */
export function LinkSentNotice() {
  const id = useId()
  const flow = useSignInFlow()
  const email = flow.email.trim()
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      {email === '' ? (
        <>
          <p className="auth-form__intro">
            <FormattedMessage id="signInFlow.linkWithoutEmail" />
          </p>
          <Link to="/login/$view" params={{ view: 'request-link' }} search={flow.search} className="auth-form__switch">
            <FormattedMessage id="emailLink.again" />
          </Link>
        </>
      ) : (
        <>
          <p className="auth-form__intro" role="status">
            <FormattedMessage id="linkSent.intro" values={{ email }} />
          </p>
          <FormFailure failure={flow.failure} />
          <button type="button" className="button auth-form__switch-button" disabled={flow.pending}
            onClick={() => flow.send({ type: 'user.resendRequested' })}>
            <FormattedMessage id="linkSent.again" />
          </button>
        </>
      )}
      <Link to="/login" search={flow.search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
      <OtherSignInOptions />
    </section>
  )
}
