import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../i18n/intl'
import { APP_VERSION } from '../../core/constants'

/** The site footer: legal links, contact and the app version. */
export function Footer() {
  const intl = useIntl()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={intl.formatMessage({ id: 'shell.footer' })}>
          <ul className="site-footer__links">
            <li><Link to="/privacy-policy"><FormattedMessage id="shell.footer.privacy" /></Link></li>
            <li><Link to="/terms-and-conditions"><FormattedMessage id="shell.footer.terms" /></Link></li>
            <li><Link to="/contact"><FormattedMessage id="shell.footer.contact" /></Link></li>
          </ul>
        </nav>
        <p className="site-footer__meta">
          <FormattedMessage id="shell.footer.copyright" />{' '}
          <span className="site-footer__version">
            <FormattedMessage id="shell.footer.version" values={{ version: APP_VERSION }} />
          </span>
        </p>
      </div>
    </footer>
  )
}
