import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

const SettingsLayout = lazyRouteComponent(withDeferredMessages(() => import('./SettingsLayout')), 'SettingsLayout')

/**
 * /settings: the settings pages' layout (the menu beside the page). Every settings page needs login: the layout's
 * meta covers its children (the guard reads the whole branch). Other features hang their settings pages here.
 */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: SettingsLayout,
  staticData: { requiresAuth: true },
})

const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/settings/account', replace: true })
  },
})

/** The settings feature's own routes under /settings: its index leads to the account page. */
export const settingsRoutes = [settingsIndexRoute] as const
