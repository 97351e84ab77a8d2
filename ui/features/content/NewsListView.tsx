import { Link } from '@tanstack/react-router'
import { CONTENT_IMAGE_SIZE_PX, contentPreview, type NewsList, type NewsSummary } from '../../../core/content'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { formatLongDate } from '../../../core/i18n/longDate'
import { usePageMeta } from '../../shell/usePageMeta'

/** /news: the newest articles first, each with its picture, title, byline and a preview of its first words. */
export function NewsListView({ list }: { readonly list: NewsList }) {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'content.news.title' }), description: intl.formatMessage({ id: 'content.news.description' }) })
  return (
    <section className="content-page content-page--wide" aria-labelledby="news-title">
      <h1 id="news-title" tabIndex={-1}>
        <FormattedMessage id="content.news.title" />
      </h1>
      <p className="content-page__lead">
        <FormattedMessage id="content.news.description" />
      </p>
      {list.articles.length === 0 ? (
        <p>
          <FormattedMessage id="content.news.empty" />
        </p>
      ) : (
        <ol className="news-list">
          {list.articles.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function NewsCard({ article }: { readonly article: NewsSummary }) {
  const intl = useIntl()
  return (
    <article className="news-card" aria-labelledby={`news-${article.id}`}>
      {article.image && (
        <img className="news-card__image content-image" src={article.image.url} alt="" width={CONTENT_IMAGE_SIZE_PX} height={CONTENT_IMAGE_SIZE_PX} loading="lazy" />
      )}
      <div className="news-card__text">
        <h2 id={`news-${article.id}`} className="news-card__title">
          <Link to="/news/$slug/$articleId" params={{ slug: article.slug, articleId: article.id }}>
            {article.title}
          </Link>
        </h2>
        <p className="news-card__byline">
          <FormattedMessage id="content.news.byline" values={{ author: article.author, date: <time dateTime={article.publishedAt}>{formatLongDate(intl, article.publishedAt)}</time> }} />
        </p>
        <p className="news-card__preview">{contentPreview(article.description)}</p>
      </div>
    </article>
  )
}
