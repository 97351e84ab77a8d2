import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { decideAccess, HOME_PATH, type RouteTarget } from '../../../core/session'
import type { RouteMeta } from '../../routeMeta'
import type { NavigationGuard } from '../../../machines/navigation/navigationGuard'

/** A route needing login anywhere in the matched branch makes the target need it (a layout's meta covers its pages). */
export const routeTargetOf = (href: string, metas: readonly RouteMeta[]): RouteTarget => ({
  href,
  requiresAuth: metas.some((meta) => meta.requiresAuth === true),
  requiresAdmin: metas.some((meta) => meta.requiresAdmin === true),
})

/** Where a navigation whose check failed goes instead: back to the page on screen, else home, else nowhere. */
export type CancelledNavigation = { readonly _tag: 'Stay' } | { readonly _tag: 'GoTo'; readonly href: string }

/**
 * A cancelled navigation cannot un-change the URL the router already shows, so it returns to the page on screen.
 * When that return fails too (`lastReturn` is the target), it falls back to home, and a public target that has
 * nowhere else to go stays: a check that keeps failing ends instead of redirecting in a circle.
 */
export const cancelledNavigation = (target: RouteTarget, shownHref: string | null, lastReturn: string | null): CancelledNavigation => {
  const needsLogin = target.requiresAuth || target.requiresAdmin
  if (shownHref !== null && shownHref !== target.href && target.href !== lastReturn) return { _tag: 'GoTo', href: shownHref }
  if (!needsLogin || target.href === HOME_PATH) return { _tag: 'Stay' }
  return { _tag: 'GoTo', href: HOME_PATH }
}

interface GuardedLoad {
  readonly context: { readonly app: { readonly guard: NavigationGuard } }
  readonly location: ParsedLocation
  readonly matches: ReadonlyArray<{ readonly staticData: RouteMeta }>
  readonly preload: boolean
  readonly abortController: AbortController
}

const lastReturns = new WeakMap<NavigationGuard, string>()
const SUPERSEDED_RETRIES = 3

/**
 * The root route's beforeLoad: every navigation (the first load included) is decided by the navigation guard
 * machine. A redirect verdict becomes the router's redirect (replace), a cancelled one returns to the page on
 * screen. Preloading (on link hover) asks the machine nothing: it only avoids preloading a page the visitor may
 * not see.
 */
export async function guardNavigation({ context, location, matches, preload, abortController }: GuardedLoad): Promise<void> {
  const { guard } = context.app
  const target = routeTargetOf(location.href, matches.map((match) => match.staticData))
  if (preload) {
    const access = decideAccess(target, guard.currentFacts())
    if (access._tag === 'Redirected') throw redirect({ href: access.to })
    return
  }
  for (let attempt = 0; attempt < SUPERSEDED_RETRIES; attempt++) {
    const decision = await guard.decide(target)
    if (abortController.signal.aborted) return
    if (decision === null) continue
    if (decision._tag === 'Allowed') return void lastReturns.delete(guard)
    if (decision._tag === 'Redirected') throw redirect({ href: decision.to, replace: true })
    const shown = guard.actor.getSnapshot().context.current?.href ?? null
    const instead = cancelledNavigation(target, shown, lastReturns.get(guard) ?? null)
    if (instead._tag === 'Stay') return
    lastReturns.set(guard, instead.href)
    throw redirect({ href: instead.href, replace: true })
  }
  // Still superseded: decide by the same rule on the session as it is now, so a protected page never shows unchecked.
  const access = decideAccess(target, guard.currentFacts())
  if (access._tag === 'Redirected') throw redirect({ href: access.to, replace: true })
}
