import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { withDeferredMessages } from '../../i18n/messages'
import { rootRoute } from '../../rootRoute'
import { validateCallbackSearch } from './callbackSearch'
import { validateLoginSearch } from './loginSearch'

// The sign-in screens are their own chunks, with their texts: home and search never download them.
const LoginPage = lazyRouteComponent(withDeferredMessages(() => import('./LoginPage')), 'LoginPage')

// The sign-in flow (its own chunk) follows the URL's view through the loader; never preloaded, so a hover sends nothing.
const loginRoute = <Path extends string>(path: Path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: validateLoginSearch,
    loaderDeps: ({ search }) => search,
    loader: (match) => import('./loginRoute').then((route) => route.enterLoginView(match)),
    preload: false,
    gcTime: 0, // a finished flow's page is never shown again from the cache: each visit loads the current flow
    component: LoginPage,
  })

// The return point of third-party sign-in, one chunk for the page and its loader (which exchanges the code once).
const oauthCallbackPage = withDeferredMessages(() => import('./OAuthCallback'))
const oauthCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login/callback/$provider',
  validateSearch: validateCallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => oauthCallbackPage().then((page) => page.finishOAuthSignIn(match)),
  pendingComponent: lazyRouteComponent(oauthCallbackPage, 'OAuthCallbackPending'),
  component: lazyRouteComponent(oauthCallbackPage, 'OAuthCallback'),
})

/** The identity feature's routes: /login, /login/{view} and the third-party sign-in's return point. */
export const identityRoutes = [loginRoute('/login'), loginRoute('/login/$view'), oauthCallbackRoute] as const
