import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { ContentPageKey } from '../../../core/content'
import { withDeferredMessages } from '../../i18n/messages'
import type { RouteMeta } from '../../routeMeta'
import { rootRoute } from '../../rootRoute'
import { loadContentPage, loadNewsArticle, loadNewsList } from './loaders'

// The content pages are one chunk with their texts (content.*); the first screen carries none of it.
const pages = withDeferredMessages(() => import('./pages'))

/** The content pages' frame: follows content changes while one is open (the /rest/cms topic), so it refreshes. */
export const contentLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'content', component: lazyRouteComponent(pages, 'ContentLayout') })

const contentPageRoute = <Path extends string>(path: Path, key: ContentPageKey, meta: RouteMeta = {}) =>
  createRoute({ getParentRoute: () => contentLayoutRoute, path, loader: loadContentPage(key), component: lazyRouteComponent(pages, 'ContentPageRoute'), staticData: meta })

const newsListRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: '/news',
  loader: loadNewsList,
  component: lazyRouteComponent(pages, 'NewsListRoute'),
  staticData: { section: 'news' },
})

const newsArticleRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: '/news/$slug/$articleId',
  loader: loadNewsArticle,
  component: lazyRouteComponent(pages, 'NewsArticleRoute'),
  staticData: { section: 'news' },
})

/** The content feature's routes (spec section 2): /about, /news, /news/{slug}/{articleId}, /privacy-policy, /terms-and-conditions, /contact. */
export const contentRoutes = [
  contentLayoutRoute.addChildren([
    contentPageRoute('/about', 'about', { section: 'about' }),
    contentPageRoute('/privacy-policy', 'privacy-policy'),
    contentPageRoute('/terms-and-conditions', 'terms-and-conditions'),
    contentPageRoute('/contact', 'contact'),
    newsListRoute,
    newsArticleRoute,
  ]),
] as const
