import type { AnyRoute } from '@tanstack/react-router'
import { accountRoutes } from './features/accounts'
import { applicationsRoutes } from './features/applications'
import { applyRoutes } from './features/apply'
import { communicationSettingsRoutes, optRoutes } from './features/communication'
import { contentRoutes } from './features/content'
import { devtoolsRoutes } from './features/devtools'
import { diagnosticsRoutes } from './features/diagnostics'
import { identityRoutes } from './features/identity'
import { consultingRoutes } from './features/consulting'
import { hireRoutes } from './features/hire'
import { interviewRoutes } from './features/interview'
import type { jobRoutes } from './features/job'
import { profileRoutes } from './features/profile'
import { prosRoutes } from './features/pros'
import { resumeRoutes } from './features/resumes'
import { savedJobsRoutes } from './features/savedJobs'
import type { searchRoutes } from './features/search'
import { settingsRoute, settingsRoutes } from './features/settings'
import { rootRoute } from './rootRoute'

/*
 * The routes of every screen but the first (home, search, the job page): a chunk of its own, loaded by ui/router.tsx
 * when a navigation first leaves the first screen (or a link to one is hovered, or the app starts on one). A feature
 * off the first screen adds its routes here, and the first screen pays nothing for them (docs/architecture.md).
 */

const laterRoutes = [
  ...identityRoutes,
  ...savedJobsRoutes,
  ...applicationsRoutes,
  ...interviewRoutes,
  settingsRoute.addChildren([...settingsRoutes, ...accountRoutes, ...profileRoutes, ...resumeRoutes, ...communicationSettingsRoutes]),
  ...optRoutes,
  ...applyRoutes,
  ...diagnosticsRoutes,
  ...devtoolsRoutes,
  ...prosRoutes,
  ...consultingRoutes,
  ...hireRoutes,
  ...contentRoutes,
] as const

/** The whole tree: the root with the first screen's routes (ui/router.tsx hands them in: imported here, this chunk would carry them) and these. */
export const withLaterRoutes = (firstScreen: readonly AnyRoute[]) => rootRoute.addChildren([...firstScreen, ...laterRoutes])

/** The same tree as its type: what links and hooks are typed against (ui/router.tsx registers it). */
export type AppRouteTree = ReturnType<typeof rootRoute.addChildren<[...typeof searchRoutes, ...typeof jobRoutes, ...typeof laterRoutes]>>
