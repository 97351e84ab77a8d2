import { Link } from '@tanstack/react-router'
import { CONTENT_IMAGE_SIZE_PX, contentDescription, type NewsArticle } from '../../../core/content'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { formatLongDate } from '../../../core/i18n/longDate'
import { usePageMeta } from '../../shell/usePageMeta'
import { Prose } from './Prose'

/** /news/{slug}/{articleId}: one article, its picture, byline, lead and text. */
export function NewsArticleView({ article }: { readonly article: NewsArticle }) {
  const intl = useIntl()
  usePageMeta({ title: article.title, description: contentDescription(article.description) })
  const date = (iso: string) => <time dateTime={iso}>{formatLongDate(intl, iso)}</time>
  return (
    <article className="content-page news-article" aria-labelledby="article-title">
      <p className="news-article__back">
        <Link to="/news">
          <FormattedMessage id="content.news.all" />
        </Link>
      </p>
      <h1 id="article-title" tabIndex={-1}>
        {article.title}
      </h1>
      <p className="news-card__byline">
        <FormattedMessage id="content.news.byline" values={{ author: article.author, date: date(article.publishedAt) }} />
      </p>
      {article.image && (
        <img className="news-article__image content-image" src={article.image.url} alt={article.image.alt} width={CONTENT_IMAGE_SIZE_PX} height={CONTENT_IMAGE_SIZE_PX} />
      )}
      <p className="content-page__lead">{article.description}</p>
      <Prose html={article.html} />
      {article.updatedAt > article.publishedAt && (
        <p className="content-page__updated">
          <FormattedMessage id="content.news.updated" values={{ date: date(article.updatedAt) }} />
        </p>
      )}
    </article>
  )
}
