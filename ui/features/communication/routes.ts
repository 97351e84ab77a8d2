import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'
import { settingsRoute } from '../settings'

// Each page is its own chunk with its texts: home and search never download them.
const communicationPage = withDeferredMessages(() => import('./CommunicationPage'))
const jobAlertPage = withDeferredMessages(() => import('./JobAlertPage'))
const optPage = withDeferredMessages(() => import('./OptPage'))
const optAlertPage = withDeferredMessages(() => import('./OptAlertPage'))

const communicationRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/communication',
  loader: (match) => communicationPage().then((page) => page.loadCommunication(match)),
  component: lazyRouteComponent(communicationPage, 'CommunicationPage'),
  staticData: { requiresAuth: true },
})

const jobAlertRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/communication/job-alerts/$jobAlertId',
  loader: (match) => jobAlertPage().then((page) => page.loadJobAlert(match)),
  component: lazyRouteComponent(jobAlertPage, 'JobAlertPage'),
  staticData: { requiresAuth: true },
})

/** Legacy addresses (spec section 2) lead to the communication settings. */
const legacyRoute = <Path extends string>(path: Path) =>
  createRoute({
    getParentRoute: () => settingsRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/settings/communication', replace: true })
    },
  })

/** The /opt pages take the email's signed link (`link`) or a signed-out alert's confirmation (`confirm`). */
const optSearch = (raw: Record<string, unknown>): { link?: string; confirm?: string } => ({
  ...(typeof raw.link === 'string' ? { link: raw.link } : {}),
  ...(typeof raw.confirm === 'string' ? { confirm: raw.confirm } : {}),
})

const optRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/opt',
  validateSearch: optSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => optPage().then((page) => page.loadOpt(match)),
  component: lazyRouteComponent(optPage, 'OptPage'),
})

const optAlertRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/opt/job-alerts/$jobAlertId',
  validateSearch: optSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => optAlertPage().then((page) => page.loadOptAlert(match)),
  component: lazyRouteComponent(optAlertPage, 'OptAlertPage'),
})

/** The communication feature's settings pages (under /settings) and its legacy addresses. */
export const communicationSettingsRoutes = [
  communicationRoute,
  jobAlertRoute,
  legacyRoute('/general/notifications'),
  legacyRoute('/general/job-alerts'),
  legacyRoute('/general/job-alerts/$jobAlertId'),
] as const

/** The /opt pages (provisional mode: no login; the email's link opens a provisional session). */
export const optRoutes = [optRoute, optAlertRoute] as const
