import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The interview page is its own chunk, with its texts: home and search never download it.
const interviewPage = withDeferredMessages(() => import('./InterviewPage'))

/** /interview/{applicationId}/{jobId}/{userId}/{obfuscatedId}: the anonymous interview page (spec section 2); its signed link is the key. */
const interviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/interview/$applicationId/$jobId/$userId/$obfuscatedId',
  loader: (match) => interviewPage().then((page) => page.startLinkInterview(match)),
  component: lazyRouteComponent(interviewPage, 'InterviewPage'),
})

/**
 * /interview-test/{applicationId} (login required): the signed-in applicant's interview of one of their
 * applications by its id, without the link (docs/decisions.md, "The instant interview").
 */
const interviewTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/interview-test/$applicationId',
  loader: (match) => interviewPage().then((page) => page.startOwnerInterview(match)),
  component: lazyRouteComponent(interviewPage, 'InterviewPage'),
  staticData: { requiresAuth: true },
})

/** The interview feature's routes. */
export const interviewRoutes = [interviewRoute, interviewTestRoute] as const
