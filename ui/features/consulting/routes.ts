import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'

// The landing page and the enrolment are chunks of their own with their texts ('consulting.').
const landingPage = withDeferredMessages(() => import('./ConsultingPage'))
const enrolPage = withDeferredMessages(() => import('./EnrolPage'))

/** One route per step, so each carries its consultingProgress (spec section 2: 0, 1, 1, 2) in its meta. */
const stepRoute = <Step extends 'specialty' | 'identity' | 'profile' | 'search'>(step: Step, consultingProgress: number) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/consulting/enroll/${step}` as const,
    loader: (match) => enrolPage().then((page) => page.loadEnrolStep(match, step)),
    component: lazyRouteComponent(enrolPage, 'EnrolPage'),
    staticData: { section: 'consulting', consultingProgress },
  })

/** /consulting, /consulting/enroll (resumes at the first unfinished step: specialty for a new visitor) and the steps. */
export const consultingRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/consulting',
    loader: (match) => landingPage().then((page) => page.loadConsulting(match)),
    component: lazyRouteComponent(landingPage, 'ConsultingPage'),
    staticData: { section: 'consulting' },
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/consulting/enroll',
    beforeLoad: async ({ context }) => {
      const step = (await enrolPage()).resumeStep(context.services.storage)
      throw redirect({ to: `/consulting/enroll/${step}`, replace: true })
    },
    staticData: { section: 'consulting' },
  }),
  stepRoute('specialty', 0),
  stepRoute('identity', 1),
  stepRoute('profile', 1),
  stepRoute('search', 2),
] as const
