import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { EmailSection } from '../account/EmailSection'
import { NameSection } from '../account/NameSection'
import { PasswordSection } from '../account/PasswordSection'
import { browserTimezoneOffset, useAuth, useSessionView } from './authServices'
import { displayName } from './profileName'
import './auth.css'
import '../account/account.css'

/**
 * /settings/account (login required): the account's name (editable), email and password (change, or set for an
 * account without one; /settings/account#password goes straight there). The profile is refreshed from GET
 * /rest/profile on arrival.
 */
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
        <>
          <p className="account-page__who">{displayName(profile)}</p>
          <NameSection key={profile.id} profile={profile} />
          <EmailSection email={profile.email} />
          <PasswordSection key={`${profile.id}-password`} profile={profile} />
        </>
      )}
    </section>
  )
}
