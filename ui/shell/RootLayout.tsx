import { Outlet } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { LeaveDialogHost } from '../features/navigation/LeaveDialogHost'
import { Footer } from './Footer'
import { Header } from './Header'

export const MAIN_CONTENT_ID = 'main-content'

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  document.getElementById(MAIN_CONTENT_ID)?.focus()
}

/** The page frame around every route: skip link, header, main landmark, footer, the "Changes Not Saved" dialog. */
export function RootLayout() {
  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMainContent}>
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LeaveDialogHost />
    </div>
  )
}
