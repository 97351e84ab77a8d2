import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { EmailSection } from './EmailSection'
import { NameSection } from './NameSection'
import { PasswordSection } from './PasswordSection'
import { displayName } from '../../../core/session'
import type { AppActor } from '../../../machines/app/appActor'
import { useSessionView } from '../identity'
import '../../styles/forms.css'
import './account.css'

/**
 * The account page's loader: refreshes the profile from GET /rest/profile into the session, which the page shows.
 * Not awaited: the cached profile shows at once, the fresh one when it arrives.
 */
export function refreshProfile({ context }: { readonly context: { readonly app: Pick<AppActor, 'refreshProfile'> } }): void {
  context.app.refreshProfile()
}

/**
 * /settings/account (login required): the account's name (editable), email and password (change, or set for an
 * account without one; /settings/account#password goes straight there). The route's loader refreshes the
 * profile on arrival (refreshProfile).
 */
export function AccountPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'account.title' }) })
  const view = useSessionView()
  const profile = view._tag === 'SignedIn' ? view.profile : null
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
