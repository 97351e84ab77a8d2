import { useLoaderData } from '@tanstack/react-router'
import type { ApiError } from '../../../core/api'
import type { StoredClientError } from '../../../core/diagnostics'
import type { AppActor } from '../../../machines/app/appActor'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import './diagnostics.css'

/** The report, or why it could not be shown (unknown id, or a failed call). */
export type ClientErrorLoaderData = { readonly report: StoredClientError } | { readonly failure: 'clientError.notFound' | 'clientError.failed' }

export async function loadClientError({ context, params }: { readonly context: { readonly app: Pick<AppActor, 'diagnostics'> }; readonly params: { readonly id: string } }): Promise<ClientErrorLoaderData> {
  try {
    return { report: await (await context.app.diagnostics()).clientError(params.id) }
  } catch (error) {
    const failure = error as ApiError
    return { failure: failure._tag === 'HttpError' && failure.status === 404 ? 'clientError.notFound' : 'clientError.failed' }
  }
}

/** /client-error/{id}: what the page said, where it was, and the breadcrumbs before the error (admins only). */
export function ClientErrorPage() {
  const data = useLoaderData({ from: '/client-error/$id' }) as ClientErrorLoaderData
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'clientError.title' }) })
  return (
    <article className="client-error" aria-labelledby="client-error-title">
      <h1 id="client-error-title"><FormattedMessage id="clientError.title" /></h1>
      {'failure' in data ? <p role="alert"><FormattedMessage id={data.failure} /></p> : <Report report={data.report} />}
    </article>
  )
}

function Report({ report }: { readonly report: StoredClientError }) {
  const none = <FormattedMessage id="clientError.none" />
  const rows = [
    ['clientError.field.id', report.id],
    ['clientError.field.receivedAt', report.receivedAt],
    ['clientError.field.eventId', report.eventId],
    ['clientError.field.userId', report.userId],
    ['clientError.field.verifiedUserId', report.verifiedUserId],
    ['clientError.field.location', report.location],
    ['clientError.field.referrer', report.referrer],
    ['clientError.field.title', report.title],
    ['clientError.field.version', report.version],
    ['clientError.field.userAgent', report.userAgent],
  ] as const
  return (
    <>
      <dl className="client-error__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt><FormattedMessage id={label} /></dt>
            <dd>{value || none}</dd>
          </div>
        ))}
        <div>
          <dt><FormattedMessage id="clientError.field.screen" /></dt>
          <dd><FormattedMessage id="clientError.screenSize" values={{ width: report.screenWidth, height: report.screenHeight }} /></dd>
        </div>
      </dl>
      <h2><FormattedMessage id="clientError.field.error" /></h2>
      <pre className="client-error__stack" tabIndex={0}>{report.error}</pre>
      <h2><FormattedMessage id="clientError.breadcrumbs" values={{ count: report.breadcrumbs.length }} /></h2>
      <ol className="client-error__crumbs">
        {report.breadcrumbs.map((crumb, index) => (
          <li key={index}>
            <time dateTime={new Date(crumb.at).toISOString()}>{new Date(crumb.at).toISOString()}</time> <code>{crumb.category}</code> {crumb.message}
          </li>
        ))}
      </ol>
    </>
  )
}
