import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import './appliedBadge.css'
import { useApplicationsView } from './useApplicationsView'

/**
 * The main navigation's "Applications" (spec: desktop only, conditional): only for a signed-in user who has
 * applications, with the number of changes not seen yet. The mobile menu hides it (its class, shell.css).
 */
export function ApplicationsNavLink() {
  const intl = useIntl()
  const view = useApplicationsView()
  if (view === null || !view.signedIn || view.count === 0) return null
  return (
    <li className="main-nav__desktop-only">
      <Link to="/applications/{-$status}" className="main-nav__link" aria-label={view.unseen > 0 ? intl.formatMessage({ id: 'shell.nav.applicationsUnseen' }, { count: view.unseen }) : undefined}>
        <FormattedMessage id="shell.nav.applications" />
        {/* A space before the badge: the visible text ("Applications 1") stays part of the link's name. */}
        {view.unseen > 0 && ' '}
        {view.unseen > 0 && (
          <span className="nav-badge" aria-hidden="true">
            {view.unseen}
          </span>
        )}
      </Link>
    </li>
  )
}
