import { createRootRouteWithContext } from '@tanstack/react-router'
import type { AppActor } from '../machines/app/appActor'
import { guardNavigation } from './features/navigation'
import type { AppServices } from './services'

/** What every route's beforeLoad and loader receive: the app's services (dependency injection). */
export interface RouterContext {
  readonly services: AppServices
  /**
   * The app actor (machines/app): the session, the navigation guard (the root route's beforeLoad asks it about
   * every navigation), sign-in and the searches run in it.
   */
  readonly app: AppActor
}

/**
 * The root of every feature's route subtree (each `ui/features/<domain>/routes.ts` hangs its routes here). The guard
 * is asked about every navigation. Its frame (component, not-found page) is set by ui/router.tsx, which fills the
 * shell's slots with the features' pieces, so that this module imports no feature that imports it.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (load): Promise<void> => guardNavigation(load),
})
