import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { HeaderAccount } from '../features/auth/HeaderAccount'
import { LogoMark } from './icons'
import { MainNav } from './MainNav'
import { SocialLinks } from './SocialLinks'
import { ThemeToggle } from './ThemeToggle'
import { useRouteMeta } from './useRouteMeta'

/** The site header: logo (hidden where the route meta says hideLogo), main navigation, social links, dark mode, the account entry. */
export function Header() {
  const intl = useIntl()
  const { hideLogo } = useRouteMeta()
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {hideLogo ? null : (
          <Link to="/" className="logo" aria-label={intl.formatMessage({ id: 'shell.logo' })}>
            <LogoMark />
            <span className="logo__name" aria-hidden="true">
              <FormattedMessage id="shell.brand" />
            </span>
          </Link>
        )}
        <MainNav />
        <div className="site-header__tools">
          <SocialLinks />
          <ThemeToggle />
          <HeaderAccount />
        </div>
      </div>
    </header>
  )
}
