import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { settingsRoute } from '../settings'

// The account pages are their own chunks, with their texts: home and search never download them.
const accountPage = withDeferredMessages(() => import('./AccountPage'))
const changeEmailPage = withDeferredMessages(() => import('./ChangeEmailPage'))

const accountRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/account',
  loader: (match) => accountPage().then((page) => page.loadAccount(match)),
  component: lazyRouteComponent(accountPage, 'AccountPage'),
  staticData: { requiresAuth: true },
})

// The page of the link mailed to confirm a new email address (login required, through the settings branch); its
// loader asks the app for the link's flow.
const changeEmailRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/change-email/$code',
  loader: (match) => changeEmailPage().then((page) => page.startEmailChange(match)),
  component: lazyRouteComponent(changeEmailPage, 'ChangeEmailPage'),
})

/** Legacy settings addresses (spec section 2) lead to their part of the account page. */
const legacySettingsRoute = <Path extends string>(path: Path, hash?: string) =>
  createRoute({
    getParentRoute: () => settingsRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/settings/account', hash, replace: true })
    },
  })

/** The accounts feature's routes, under /settings: the account page, the email change link, the legacy addresses. */
export const accountRoutes = [
  accountRoute,
  changeEmailRoute,
  legacySettingsRoute('/general/account'),
  legacySettingsRoute('/general/password', 'password'),
] as const
