import { Link, useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { HOME_PATH, LOGIN_PATH } from '../../../core/session'
import { useSessionView } from './authServices'
import { useApp } from '../../useApp'

// Signed-out visitors (the first screen) never download the account menu and the settings tree it lists.
const HeaderAccountMenu = lazy(() => import('./HeaderAccountMenu').then((chunk) => ({ default: chunk.HeaderAccountMenu })))

/**
 * The header's account entry: "Sign in" when signed out, the account menu when signed in. Leaving a page that
 * needs login when the session ends is the navigation guard's work (home after the user's own sign-out, sign-in
 * with a way back otherwise).
 */
export function HeaderAccount() {
  const app = useApp()
  const view = useSessionView()
  const href = useLocation({ select: (location) => location.href })

  if (view._tag === 'SignedIn') {
    const signOut = () => app.send({ type: 'user.loggedOut' })
    return (
      <Suspense fallback={<span className="header-account" />}>
        <HeaderAccountMenu profile={view.profile} onSignOut={signOut} />
      </Suspense>
    )
  }
  const onLoginPage = href.startsWith(LOGIN_PATH)
  return (
    <Link to="/login" search={onLoginPage || href === HOME_PATH ? {} : { redirect: href }} className="header-account__sign-in">
      <FormattedMessage id="account.signIn" />
    </Link>
  )
}
