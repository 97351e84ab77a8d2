import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'

/** A content page or article that is not (or no longer) there; the tab says so too. */
export function ContentNotFound() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'content.notFound.title' }) })
  return (
    <section className="content-page" aria-labelledby="content-not-found">
      <h1 id="content-not-found" tabIndex={-1}>
        <FormattedMessage id="content.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="content.notFound.text" />
      </p>
      <p>
        <Link to="/news">
          <FormattedMessage id="content.notFound.news" />
        </Link>
      </p>
    </section>
  )
}
