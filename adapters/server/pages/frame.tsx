/**
 * The app's page frame (ui/shell/RootLayout: skip link, header, main landmark, footer) as the server writes it around
 * a page, for a signed-out visitor: the same elements and class names, so nothing moves when the app renders over it
 * (test/e2e/server-pages.spec.ts measures the header and the main landmark across the takeover). The app's frame is
 * made of router links and hooks; this one is plain HTML, so its markup is kept in step by hand.
 */
import type { ReactNode } from 'react'
import { APP_VERSION } from '../../../core/constants'
import type { MessageId } from '../../../core/i18n/en-US'
import { stringifyQuery } from '../../../core/search'
import type { ServerIntl } from './intl'

/** The main navigation's sections (ui/shell/navigation.ts's MAIN_SECTIONS). */
export type FrameSection = 'find-a-job' | 'consulting' | 'hire' | 'about' | 'news'

const SECTIONS: ReadonlyArray<{ section: FrameSection; href: string; label: MessageId }> = [
  { section: 'find-a-job', href: '/', label: 'shell.nav.findAJob' },
  { section: 'consulting', href: '/consulting', label: 'shell.nav.consulting' },
  { section: 'hire', href: '/hire', label: 'shell.nav.hire' },
  { section: 'about', href: '/about', label: 'shell.nav.about' },
  { section: 'news', href: '/news', label: 'shell.nav.news' },
]

const SOCIAL: ReadonlyArray<{ href: string; label: MessageId; icon: ReactNode }> = [
  {
    href: 'https://www.linkedin.com/company/hireflow',
    label: 'shell.social.professional',
    icon: <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.84-2.05 3.78-2.05 4.04 0 4.79 2.66 4.79 6.12V21h-4v-4.98c0-1.19-.02-2.72-1.66-2.72-1.66 0-1.91 1.3-1.91 2.63V21h-4V9.75Z" fill="currentColor" />,
  },
  {
    href: 'https://www.instagram.com/hireflow',
    label: 'shell.social.photo',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </g>
    ),
  },
]

function Svg({ children, size = 20, viewBox = '0 0 24 24' }: { children: ReactNode; size?: number; viewBox?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox={viewBox}>
      {children}
    </svg>
  )
}

interface FrameProps {
  readonly intl: ServerIntl
  /** The main navigation's entry marked current (the route's meta in the app). */
  readonly section?: FrameSection
  /** The page's path and query: where "Sign in" comes back to. */
  readonly href: string
  readonly children: ReactNode
}

export function PageFrame({ intl, section, href, children }: FrameProps) {
  const signIn = href === '/' ? '/login' : `/login${stringifyQuery({ redirect: href })}`
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">{intl.format('shell.skipToContent')}</a>
      <header className="site-header">
        <div className="site-header__inner">
          <a href="/" className="logo" aria-label={intl.format('shell.logo')}>
            <Svg size={28} viewBox="0 0 32 32">
              <rect width="32" height="32" rx="7" fill="currentColor" />
              <path d="M9 8v16M23 8v16M9 16h14" stroke="var(--color-on-accent)" strokeWidth="3.5" strokeLinecap="round" />
            </Svg>
            <span className="logo__name" aria-hidden="true">{intl.format('shell.brand')}</span>
          </a>
          <div className="site-menu">
            <button type="button" className="icon-button site-menu__button" aria-expanded="false" aria-controls="site-menu-panel" aria-label={intl.format('shell.menu')}>
              <Svg>
                <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </Svg>
            </button>
            <div id="site-menu-panel" className="site-menu__panel" data-open="false">
              <nav className="main-nav" aria-label={intl.format('shell.mainNavigation')}>
                <ul className="main-nav__list">
                  {SECTIONS.map((entry) => (
                    <li key={entry.section}>
                      <a href={entry.href} className="main-nav__link" aria-current={entry.section === section ? 'page' : undefined}>{intl.format(entry.label)}</a>
                    </li>
                  ))}
                </ul>
              </nav>
              <ul className="social" aria-label={intl.format('shell.social')}>
                {SOCIAL.map((link) => (
                  <li key={link.href}>
                    <a className="icon-button" href={link.href} rel="noopener" target="_blank" aria-label={intl.format(link.label)}>
                      <Svg>{link.icon}</Svg>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="site-header__tools">
            {/* The theme is the browser's (public/theme.js): the toggle takes its state with the app. */}
            <button type="button" className="icon-button" aria-label={intl.format('shell.darkMode')}>
              <Svg>
                <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <circle cx="12" cy="12" r="4" />
                  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
                </g>
              </Svg>
            </button>
            <a href={signIn} className="header-account__sign-in">{intl.format('account.signIn')}</a>
          </div>
        </div>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={intl.format('shell.footer')}>
            <ul className="site-footer__links">
              <li><a href="/privacy-policy">{intl.format('shell.footer.privacy')}</a></li>
              <li><a href="/terms-and-conditions">{intl.format('shell.footer.terms')}</a></li>
              <li><a href="/contact">{intl.format('shell.footer.contact')}</a></li>
            </ul>
          </nav>
          <p className="site-footer__meta">
            {intl.format('shell.footer.copyright')}{' '}
            <span className="site-footer__version">{intl.format('shell.footer.version', { version: APP_VERSION })}</span>
          </p>
        </div>
      </footer>
    </div>
  )
}
