/** The content pages (about, news, privacy, terms, contact): their routes, hung on ui/laterRoutes.ts. */
export { contentRoutes } from './routes'
export { loadContentPage, loadNewsArticle, loadNewsList, type ContentLoaderContext, type ContentPageData, type NewsArticleData, type NewsListData } from './loaders'
