import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../i18n/intl'
import { MAIN_SECTIONS } from './navigation'
import { useRouteMeta } from './useRouteMeta'

/** The main navigation; the entry of the current route's section is marked current. `extra`: features' entries (Applications). */
export function MainNav({ extra }: { readonly extra?: ReactNode }) {
  const intl = useIntl()
  const { section: currentSection } = useRouteMeta()
  return (
    <nav className="main-nav" aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })}>
      <ul className="main-nav__list">
        {MAIN_SECTIONS.map(({ section, to, label }) => (
          <li key={section}>
            <Link
              to={to}
              className="main-nav__link"
              aria-current={section === currentSection ? 'page' : undefined}
              activeOptions={{ exact: true }}
            >
              <FormattedMessage id={label} />
            </Link>
          </li>
        ))}
        {extra}
      </ul>
    </nav>
  )
}
