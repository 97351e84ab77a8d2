import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../i18n/intl'
import { LogoMark } from './icons'
import { SiteMenu } from './SiteMenu'
import { ThemeToggle } from './ThemeToggle'
import { useRouteMeta } from './useRouteMeta'

interface HeaderProps {
  /** The account entry (the sign-in feature's), composed in by the router: the shell imports no feature. */
  readonly account: ReactNode
  /** Features' entries of the main navigation (Applications), composed in by the router. */
  readonly navExtra?: ReactNode
}

/**
 * The site header, one row at every width: logo (hidden where the route meta says hideLogo), the menu (main
 * navigation and social links; behind a button on narrow screens), dark mode, the account entry.
 */
export function Header({ account, navExtra }: HeaderProps) {
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
        <SiteMenu navExtra={navExtra} />
        <div className="site-header__tools">
          <ThemeToggle />
          {account}
        </div>
      </div>
    </header>
  )
}
