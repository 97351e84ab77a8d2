import type { ContentPage } from '../../../core/content'
import { contentDescription } from '../../../core/content'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { formatLongDate } from '../../../core/i18n/longDate'
import { usePageMeta } from '../../shell/usePageMeta'
import { Prose } from './Prose'

/** /about, /privacy-policy, /terms-and-conditions and /contact: the page's title and its text. */
export function ContentPageView({ page }: { readonly page: ContentPage }) {
  const intl = useIntl()
  usePageMeta({ title: page.title, description: contentDescription(page.description) })
  return (
    <article className="content-page" aria-labelledby="content-title">
      <h1 id="content-title" tabIndex={-1}>
        {page.title}
      </h1>
      <Prose html={page.html} />
      <p className="content-page__updated">
        <FormattedMessage id="content.updated" values={{ date: formatLongDate(intl, page.updatedAt) }} />
      </p>
    </article>
  )
}
