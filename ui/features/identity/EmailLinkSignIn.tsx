import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { FormFailure } from '../forms'
import { useSignInActor, useSignInFlow } from './signInFlow'

/**
 * /login/email-link?token=...: the flow signs in with the mailed link's single-use token, once (the route's
 * loader hands the token to the flow; nothing here fetches), and goes on.
 */
export function EmailLinkSignIn() {
  const id = useId()
  const flow = useSignInFlow()
  const exchanging = useSelector(useSignInActor(), (snapshot) => snapshot.matches({ followingLink: 'exchanging' }))
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`} aria-busy={exchanging}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="emailLink.title" />
      </h1>
      {exchanging && (
        <p className="auth-form__intro" role="status">
          <FormattedMessage id="emailLink.pending" />
        </p>
      )}
      <FormFailure failure={flow.failure} />
      {flow.failure !== null && (
        <Link to="/login/$view" params={{ view: 'request-link' }} search={flow.search} className="auth-form__switch">
          <FormattedMessage id="emailLink.again" />
        </Link>
      )}
    </section>
  )
}
