import { getRouteApi, Outlet, useLoaderData, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import { useApp } from '../../useApp'
import { ContentNotFound } from './ContentNotFound'
import { ContentPageView } from './ContentPageView'
import { followContentChanges, type ContentPageData } from './loaders'
import { NewsArticleView } from './NewsArticleView'
import { NewsListView } from './NewsListView'
import './content.css'

/**
 * The content pages' chunk. Each route's component reads its loader's data and renders a view from props (the views
 * are plain renderings of data, so a server can render them); the layout alone does browser work: while a content
 * page is open it follows content changes and re-runs the open page's loader when its answers were re-fetched.
 */
export function ContentLayout() {
  const app = useApp()
  const router = useRouter()
  const [refreshed, setRefreshed] = useState(0)
  useEffect(
    () =>
      followContentChanges(app, () => {
        void router.invalidate()
        setRefreshed((count) => count + 1)
      }),
    [app, router],
  )
  return (
    <>
      <Outlet />
      <p className="visually-hidden" role="status">
        {refreshed > 0 && <FormattedMessage id="content.refreshed" />}
      </p>
    </>
  )
}

export function ContentPageRoute() {
  const data = useLoaderData({ strict: false }) as ContentPageData
  return 'page' in data ? <ContentPageView key={data.page.key} page={data.page} /> : <ContentNotFound />
}

const newsListRoute = getRouteApi('/content/news')
export function NewsListRoute() {
  return <NewsListView list={newsListRoute.useLoaderData().list} />
}

const newsArticleRoute = getRouteApi('/content/news/$slug/$articleId')
export function NewsArticleRoute() {
  const data = newsArticleRoute.useLoaderData()
  return 'article' in data ? <NewsArticleView article={data.article} /> : <ContentNotFound />
}
