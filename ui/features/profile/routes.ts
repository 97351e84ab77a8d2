import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import type { AppActor } from '../../../machines/app/appActor'
import { withDeferredMessages } from '../../i18n/messages'
import { settingsRoute } from '../settings'

// The pages are one chunk, with their texts (the 'profile.' messages): home and search never download them. The
// chunk holds the loaders too, so a page and its loader arrive together.
const pages = withDeferredMessages(() => import('./pages'))

type Pages = Awaited<ReturnType<typeof pages>>
type PageLoader = (match: { readonly context: { readonly app: Pick<AppActor, 'profile'> }; readonly params: Record<string, string> }) => Promise<unknown>

type PageName = { [K in keyof Pages]: K extends `${string}Page` ? K : never }[keyof Pages]

/** A page of the professional profile (login required): its component and loader, from the pages' chunk. */
const page = <Path extends string>(path: Path, component: PageName, loaderOf: (loaded: Pages) => PageLoader) =>
  createRoute({
    getParentRoute: () => settingsRoute,
    path,
    loader: (match) => pages().then((loaded) => loaderOf(loaded)(match)),
    component: lazyRouteComponent(pages, component),
    staticData: { requiresAuth: true },
  })

const professionalIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/professional',
  beforeLoad: () => {
    throw redirect({ to: '/settings/professional/personal', replace: true })
  },
})

/** The professional profile's pages under /settings (spec section 2); /settings/professional leads to personal. */
export const profileRoutes = [
  professionalIndexRoute,
  page('/professional/personal', 'PersonalPage', (loaded) => loaded.loadPersonal),
  page('/professional/background', 'BackgroundPage', (loaded) => loaded.loadBackground),
  page('/professional/phones', 'PhonesPage', (loaded) => loaded.loadPhones),
  page('/professional/goals', 'GoalsPage', (loaded) => loaded.loadGoals),
  page('/professional/experience', 'ExperienceListPage', (loaded) => loaded.loadExperienceList),
  // One experience; 'new' adds one.
  page('/professional/experience/$experienceId', 'ExperiencePage', (loaded) => loaded.loadExperience),
  page('/professional/skills', 'SkillsPage', (loaded) => loaded.loadSkills),
] as const
