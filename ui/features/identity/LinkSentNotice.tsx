import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { FormFailure } from '../forms'
import { OtherSignInOptions } from './OtherSignInOptions'
import { useSignInFlow } from './signInFlow'

/** /login/link-sent: the sign-in link is on its way (email link verification); following it signs in. */
export function LinkSentNotice() {
  const id = useId()
  const flow = useSignInFlow()
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      <p className="auth-form__intro" role="status">
        <FormattedMessage id="linkSent.intro" values={{ email: flow.email.trim() }} />
      </p>
      <FormFailure failure={flow.failure} />
      {flow.email.trim() !== '' && (
        <button type="button" className="button auth-form__switch-button" disabled={flow.pending}
          onClick={() => flow.send({ type: 'user.resendRequested' })}>
          <FormattedMessage id="linkSent.again" />
        </button>
      )}
      <Link to="/login" search={flow.search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
      <OtherSignInOptions />
    </section>
  )
}
