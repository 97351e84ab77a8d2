import { useLoaderData, useRouter } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { EmailSection } from './EmailSection'
import { NameSection } from './NameSection'
import { PasswordSection } from './PasswordSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { AgencySection, DetailsSection, GeneralSection, PaymentSection, type AccountSectionsData } from './DetailsSections'
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
 * The account page's loader: refreshes the profile (refreshProfile) and loads the profile's details, agency and
 * general sections (GET /rest/professional/{section}); a failure leaves those sections out, with a retry.
 */
export async function loadAccount(match: { readonly context: { readonly app: Pick<AppActor, 'refreshProfile' | 'profile'> } }): Promise<AccountSectionsData> {
  refreshProfile(match)
  const { profile } = match.context.app
  try {
    const [account, agency, general] = await Promise.all([profile.section('account'), profile.section('agency'), profile.section('general')])
    return { account, agency, general, failed: false }
  } catch {
    return { account: null, agency: null, general: null, failed: true }
  }
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
  const sections = useLoaderData({ strict: false }) as AccountSectionsData | undefined
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
          {sections?.failed && <SectionsFailed />}
          {sections && !sections.failed && (
            <>
              {/* Keyed by what was loaded too: a fresh answer after the router's cached one starts the form over. */}
              <DetailsSection key={`${profile.id}-details-${JSON.stringify(sections.account)}`} saved={sections.account} userId={profile.id} />
              <AgencySection key={`${profile.id}-agency-${JSON.stringify(sections.agency)}`} saved={sections.agency} userId={profile.id} />
              <PaymentSection />
              <GeneralSection key={`${profile.id}-general-${JSON.stringify(sections.general)}`} saved={sections.general} userId={profile.id} />
            </>
          )}
          <DeleteAccountSection key={`${profile.id}-delete`} email={profile.email} />
        </>
      )}
    </section>
  )
}

function SectionsFailed() {
  const router = useRouter()
  return (
    <div role="alert" className="account-section">
      <FormattedMessage id="profile.loadFailed" />{' '}
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <FormattedMessage id="profile.reload" />
      </button>
    </div>
  )
}
