import type { AnyRouter, BlockerFn } from '@tanstack/react-router'
import type { RouteMeta } from '../../routeMeta'
import type { NavigationGuard } from '../../../machines/navigation/navigationGuard'
import { routeTargetOf } from './routerGuard'

/**
 * Binds the guard to the router: the guard's own moves (sign-in once the session ended, home after a logout)
 * navigate with replace, and while the page holds unsaved changes a history blocker asks the guard before the
 * location changes (links, back and forward) and the browser asks before the tab closes or reloads.
 */
export function attachNavigationGuard(router: AnyRouter, guard: NavigationGuard): () => void {
  const stopMoving = guard.onMove((to) => void router.navigate({ href: to, replace: true, ignoreBlocker: true }))
  const targetOf = (href: string, pathname: string) =>
    routeTargetOf(href, router.getMatchedRoutes(pathname)[0].map((route: { options: { staticData?: RouteMeta } }) => route.options.staticData ?? {}))
  // The machine decides whether this leaves the page (a change of the hash alone does not).
  const blockerFn: BlockerFn = async ({ nextLocation }) => !(await guard.mayLeave(targetOf(nextLocation.href, nextLocation.pathname)))
  let unblock: (() => void) | null = null
  const block = (): (() => void) => router.history.block({ blockerFn, enableBeforeUnload: () => guard.holdsUnsavedChanges() })
  const subscription = guard.actor.subscribe((snapshot) => {
    if (snapshot.context.leaveBlocked && unblock === null) unblock = block()
    if (!snapshot.context.leaveBlocked && unblock !== null && !snapshot.matches('confirmingLeave')) {
      unblock()
      unblock = null
    }
  })
  return () => {
    stopMoving()
    subscription.unsubscribe()
    unblock?.()
  }
}
