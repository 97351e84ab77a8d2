import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { accountRoutes } from './features/accounts'
import { applicationsRoutes } from './features/applications'
import { applyRoutes } from './features/apply'
import { communicationSettingsRoutes, optRoutes } from './features/communication'
import { identityRoutes } from './features/identity'
import { interviewRoutes } from './features/interview'
import type { jobRoutes } from './features/job'
import { profileRoutes } from './features/profile'
import { resumeRoutes } from './features/resumes'
import { savedJobsRoutes } from './features/savedJobs'
import type { searchRoutes } from './features/search'
import { settingsRoute, settingsRoutes } from './features/settings'
import { LandingPage } from './landingPage'
import { rootRoute } from './rootRoute'
import type { RouteMeta } from './routeMeta'

/*
 * The routes of every screen but the first (home, search, the job page): a chunk of its own, loaded by ui/router.tsx
 * when a navigation first leaves the first screen (or a link to one is hovered, or the app starts on one). A feature
 * off the first screen adds its routes here, and the first screen pays nothing for them (docs/architecture.md).
 */

/** Sections and content pages of later issues: until they are built they show the landing page. */
const landingRoute = <Path extends string>(path: Path, meta: RouteMeta = {}) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: LandingPage, staticData: meta })

const laterRoutes = [
  ...identityRoutes,
  ...savedJobsRoutes,
  ...applicationsRoutes,
  ...interviewRoutes,
  settingsRoute.addChildren([...settingsRoutes, ...accountRoutes, ...profileRoutes, ...resumeRoutes, ...communicationSettingsRoutes]),
  ...optRoutes,
  ...applyRoutes,
  landingRoute('/pro/$slug'),
  landingRoute('/consulting', { section: 'consulting' }),
  landingRoute('/hire', { section: 'hire' }),
  landingRoute('/become-a-client', { section: 'hire' }),
  landingRoute('/about', { section: 'about' }),
  landingRoute('/news', { section: 'news' }),
  landingRoute('/privacy-policy'),
  landingRoute('/terms-and-conditions'),
  landingRoute('/contact'),
] as const

/** The whole tree: the root with the first screen's routes (ui/router.tsx hands them in: imported here, this chunk would carry them) and these. */
export const withLaterRoutes = (firstScreen: readonly AnyRoute[]) => rootRoute.addChildren([...firstScreen, ...laterRoutes])

/** The same tree as its type: what links and hooks are typed against (ui/router.tsx registers it). */
export type AppRouteTree = ReturnType<typeof rootRoute.addChildren<[...typeof searchRoutes, ...typeof jobRoutes, ...typeof laterRoutes]>>
