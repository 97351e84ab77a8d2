import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The saved-jobs page is its own chunk with its texts; its loader loads the saved-jobs machine (the app's).
const savedJobsPage = withDeferredMessages(() => import('./SavedJobsPage'))

/** `/saved-jobs`: open to everyone (signed out it shows the device's list). */
const savedJobsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/saved-jobs',
  loader: ({ context }) => context.app.savedJobs.load().then(() => undefined),
  component: lazyRouteComponent(savedJobsPage, 'SavedJobsPage'),
})

/** The saved-jobs feature's routes: /saved-jobs. */
export const savedJobsRoutes = [savedJobsRoute] as const
