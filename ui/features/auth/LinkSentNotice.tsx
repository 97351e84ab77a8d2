import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLoginSearch } from './loginSearch'

/** /login/link-sent: the sign-in link is on its way; following it (/login/email-link) signs in. */
export function LinkSentNotice() {
  const id = useId()
  const search = useLoginSearch()
  return (
    <section className="auth-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <FormattedMessage id="verifyCode.title" />
      </h1>
      <p className="auth-form__intro" role="status">
        <FormattedMessage id="linkSent.intro" values={{ email: search.email ?? '' }} />
      </p>
      <Link to="/login/$view" params={{ view: 'request-link' }} search={search} className="auth-form__switch">
        <FormattedMessage id="linkSent.again" />
      </Link>
      <Link to="/login" search={search} className="auth-form__switch">
        <FormattedMessage id="signIn.toSignIn" />
      </Link>
    </section>
  )
}
