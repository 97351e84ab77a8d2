import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'

/** The job-not-found message (spec section 8) with the way back to search. */
export function JobNotFound() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'job.notFoundTitle' }) })
  return (
    <section className="job-page job-page--missing" aria-labelledby="job-missing-title">
      <h1 id="job-missing-title">
        <FormattedMessage id="job.notFoundTitle" />
      </h1>
      <p>
        <FormattedMessage id="job.notFound" />
      </p>
      <Link to="/search" className="button button--primary">
        <FormattedMessage id="job.backToSearch" />
      </Link>
    </section>
  )
}
