import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { settingsRoute } from '../settings'

// The resumes page is its own chunk, with its texts: home and search never download it.
const resumesPage = withDeferredMessages(() => import('./ResumesPage'))

/** /settings/professional/resume: the user's resumes (the settings menu's "My resumes"). */
const resumesRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/professional/resume',
  loader: (match) => resumesPage().then((page) => page.loadResumes(match)),
  component: lazyRouteComponent(resumesPage, 'ResumesPage'),
  staticData: { requiresAuth: true },
})

/** The resumes feature's routes, under /settings. */
export const resumeRoutes = [resumesRoute] as const
