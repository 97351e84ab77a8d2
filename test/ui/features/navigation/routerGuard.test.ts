import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClock } from '../../../../adapters/memory'
import type { RouteTarget } from '../../../../core/session'
import { attachNavigationGuard } from '../../../../ui/features/navigation/attachGuard'
import { startNavigationGuard, type NavigationGuard } from '../../../../machines/navigation/navigationGuard'
import { cancelledNavigation, guardNavigation, routeTargetOf } from '../../../../ui/features/navigation/routerGuard'
import { fakeSession, signedInAs } from '../../../machines/navigation/fakeSession'

describe('routeTargetOf', () => {
  it('takes the meta of the whole matched branch', () => {
    expect(routeTargetOf('/settings/account#password', [{}, { requiresAuth: true }, {}])).toEqual({
      href: '/settings/account#password',
      requiresAuth: true,
      requiresAdmin: false,
    })
    expect(routeTargetOf('/admin', [{ requiresAdmin: true }])).toMatchObject({ requiresAdmin: true })
  })
})

describe('cancelledNavigation', () => {
  const account: RouteTarget = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }
  const search: RouteTarget = { href: '/search', requiresAuth: false, requiresAdmin: false }

  it('returns to the page on screen', () => {
    expect(cancelledNavigation(account, '/search', null)).toEqual({ _tag: 'GoTo', href: '/search' })
  })

  it('ends a check that keeps failing: home for a protected page, stay on a public one', () => {
    expect(cancelledNavigation(account, null, null)).toEqual({ _tag: 'GoTo', href: '/' })
    expect(cancelledNavigation(account, '/settings/account', null)).toEqual({ _tag: 'GoTo', href: '/' })
    expect(cancelledNavigation(search, '/settings/account', '/search')).toEqual({ _tag: 'Stay' })
    expect(cancelledNavigation({ ...search, href: '/' }, '/settings/account', '/')).toEqual({ _tag: 'Stay' })
  })

  it('never goes round in circles when every check fails', () => {
    for (const [target, shown] of [[account, '/search'], [search, '/settings/account'], [account, null]] as const) {
      const visited: string[] = []
      let next: RouteTarget = target
      let lastReturn: string | null = null
      for (let step = 0; step < 5; step++) {
        const instead = cancelledNavigation(next, shown, lastReturn)
        if (instead._tag === 'Stay') break
        visited.push(instead.href)
        lastReturn = instead.href
        next = { href: instead.href, requiresAuth: instead.href === '/settings/account', requiresAdmin: false }
      }
      expect(visited.length).toBeLessThanOrEqual(2)
    }
  })
})

const running: Array<() => void> = []
afterEach(() => {
  for (const stop of running.splice(0)) stop()
  vi.unstubAllGlobals()
})

/** A small route tree like the app's: a public home and search, a settings layout needing login, sign-in. */
function appWith(session = fakeSession(), initial = '/') {
  const clock = createTestClock(Date.UTC(2026, 0, 1))
  const guard = startNavigationGuard({ session: session.store, storage: session.storage, clock })
  const root = createRootRouteWithContext<{ app: { guard: NavigationGuard } }>()({ beforeLoad: guardNavigation })
  const settings = createRoute({ getParentRoute: () => root, path: '/settings', staticData: { requiresAuth: true } })
  const tree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({ getParentRoute: () => root, path: '/search' }),
    createRoute({ getParentRoute: () => root, path: '/login' }),
    settings.addChildren([
      createRoute({ getParentRoute: () => settings, path: '/account' }),
      createRoute({
        getParentRoute: () => settings,
        path: '/general/password',
        beforeLoad: () => {
          throw redirect({ to: '/settings/account', hash: 'password', replace: true })
        },
      }),
    ]),
  ])
  const router = createRouter({
    routeTree: tree,
    context: { app: { guard } },
    history: createMemoryHistory({ initialEntries: [initial] }),
    isServer: false,
    origin: 'http://localhost',
  })
  // What RouterProvider does in the app: load whenever the history moves.
  running.push(attachNavigationGuard(router, guard), router.history.subscribe(() => void router.load()), () => guard.stop())
  const href = () => router.state.location.href
  return { router, guard, session, clock, href }
}

describe('the router runs the guard', () => {
  it('lets public pages through', async () => {
    const { router, guard, href } = appWith(fakeSession(), '/search')
    await router.load()
    await router.navigate({ to: '/' })
    expect(href()).toBe('/')
    expect(guard.actor.getSnapshot().context.current?.href).toBe('/')
  })


  it('sends /settings/account signed out to /login?redirect=/settings/account', async () => {
    const { router, href } = appWith(fakeSession(), '/settings/account')
    await router.load()
    await vi.waitFor(() => expect(href()).toBe('/login?redirect=%2Fsettings%2Faccount'))
  })

  it('shows /settings/account to a signed-in user, and a legacy address leads there', async () => {
    const { router, href } = appWith(fakeSession(signedInAs('ada@example.com')), '/settings/general/password')
    await router.load()
    await vi.waitFor(() => expect(href()).toBe('/settings/account#password'))
  })

  it('moves to sign-in once, 100 ms after the session ends on a page that needs login', async () => {
    const session = fakeSession(signedInAs('ada@example.com'))
    const { router, clock, href } = appWith(session, '/settings/account')
    await router.load()
    const seen: string[] = []
    router.subscribe('onResolved', ({ toLocation }) => void seen.push(toLocation.href))
    session.become({ _tag: 'SignedOut' })
    await clock.advanceAsync(100)
    await vi.waitFor(() => expect(href()).toBe('/login?redirect=%2Fsettings%2Faccount'))
    await clock.advanceAsync(1000)
    expect(seen).toEqual(['/login?redirect=%2Fsettings%2Faccount'])
  })

  it('blocks a navigation away from unsaved changes until the user answers', async () => {
    const { router, guard, href } = appWith(fakeSession(signedInAs('ada@example.com')), '/settings/account')
    vi.stubGlobal('document', {}) // the history runs blockers only in a browser
    await router.load()
    guard.actor.send({ type: 'page.unsavedChangesHeld' })

    void router.navigate({ to: '/search' })
    await vi.waitFor(() => expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(true))
    guard.answerLeave(false)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(href()).toBe('/settings/account')

    void router.navigate({ to: '/search' })
    await vi.waitFor(() => expect(guard.actor.getSnapshot().matches('confirmingLeave')).toBe(true))
    guard.answerLeave(true)
    await vi.waitFor(() => expect(href()).toBe('/search'))
  })
})
