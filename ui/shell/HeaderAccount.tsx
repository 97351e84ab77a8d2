import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { HOME_PATH, LOGIN_PATH } from '../../core/session'
import { useAuth, useSessionView } from '../features/auth/authServices'
import { HeaderAccountMenu } from './HeaderAccountMenu'
import { useRouteMeta } from './useRouteMeta'

/** The header's account entry: "Sign in" when signed out, the account menu when signed in. */
export function HeaderAccount() {
  const { api, session } = useAuth()
  const view = useSessionView()
  const { requiresAuth } = useRouteMeta()
  const navigate = useNavigate()
  const href = useLocation({ select: (location) => location.href })

  // Signed out here or in another tab while on a page that needs login: leave it.
  useEffect(() => {
    if (view._tag === 'SignedOut' && requiresAuth) void navigate({ to: HOME_PATH, replace: true })
  }, [view, requiresAuth, navigate])

  if (view._tag === 'SignedIn') {
    const signOut = () => api.logout().catch(() => undefined).finally(() => session.signedOut())
    return <HeaderAccountMenu profile={view.profile} onSignOut={() => void signOut()} />
  }
  const onLoginPage = href.startsWith(LOGIN_PATH)
  return (
    <Link to="/login" search={onLoginPage || href === HOME_PATH ? {} : { redirect: href }} className="header-account__sign-in">
      <FormattedMessage id="account.signIn" />
    </Link>
  )
}
