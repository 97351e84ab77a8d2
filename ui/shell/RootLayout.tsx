import { Outlet } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { FormattedMessage } from '../i18n/intl'
import { Footer } from './Footer'
import { Header } from './Header'

export const MAIN_CONTENT_ID = 'main-content'

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById(MAIN_CONTENT_ID)?.focus()
}

interface RootLayoutProps {
  /** The header's account entry. */
  readonly account: ReactNode
  /** What sits after the footer, outside the main landmark: the "Changes Not Saved" dialog's host. */
  readonly dialogs: ReactNode
  /** Features' entries of the main navigation (Applications). */
  readonly navExtra?: ReactNode
}

/**
 * The page frame around every route: skip link, header, main landmark, footer, then the dialogs. The features'
 * pieces (the account entry, the dialog host) come in as slots, composed by ui/router.tsx: the shell imports no feature.
 */
export function RootLayout({ account, dialogs, navExtra }: RootLayoutProps) {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMainContent}>
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header account={account} navExtra={navExtra} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {dialogs}
    </div>
  )
}
