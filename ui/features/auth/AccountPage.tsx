import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { browserTimezoneOffset, useAuth, useSessionView } from './authServices'
import { displayName } from './profileName'
import './auth.css'

/** /settings/account (login required): the account's name and email, refreshed from GET /rest/profile. */
export function AccountPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'account.title' }) })
  const { api, session } = useAuth()
  const view = useSessionView()
  const profile = view._tag === 'SignedIn' ? view.profile : null
  useEffect(() => {
    const controller = new AbortController()
    api.profile(browserTimezoneOffset(), { signal: controller.signal }).then(
      (loaded) => session.profileLoaded(loaded),
      () => undefined, // the cached profile stays; a 401 is the session's business
    )
    return () => controller.abort()
  }, [api, session])
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">
        <FormattedMessage id="account.title" />
      </h1>
      {profile === null ? (
        <p role="status">
          <FormattedMessage id="account.loading" />
        </p>
      ) : (
        <dl className="account-page__facts">
          <dt>
            <FormattedMessage id="account.name" />
          </dt>
          <dd>{displayName(profile)}</dd>
          <dt>
            <FormattedMessage id="account.email" />
          </dt>
          <dd>{profile.email}</dd>
        </dl>
      )}
    </section>
  )
}
