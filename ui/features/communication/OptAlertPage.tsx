import { Link, useLoaderData } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import type { JobAlert, JobAlertId } from '../../../core/alerts'
import type { AlertCalls } from '../../../machines/app/appActor'
import { JobAlertForm } from './JobAlertForm'
import { optSession, type OptMatch } from './optLoader'
import { OptExpired } from './OptPage'
import '../../styles/forms.css'
import './communication.css'

export interface OptAlertLoaderData {
  readonly calls: AlertCalls
  readonly token: string | null
  /** null: no usable provisional session, or no such alert of this person. */
  readonly alert: JobAlert | null
}

export async function loadOptAlert(match: OptMatch & { readonly params: { readonly jobAlertId: string } }): Promise<OptAlertLoaderData> {
  const id = match.params.jobAlertId as JobAlertId
  const { link, confirm } = match.deps
  const { calls, token } = await optSession(match, `/opt/job-alerts/${encodeURIComponent(id)}`, (loaded) =>
    confirm !== undefined ? loaded.opt.confirm(id, confirm) : link !== undefined ? loaded.opt.session(link) : null,
  )
  const alert = token === null ? null : await calls.opt.alert(token, id).catch(() => null)
  return { calls, token, alert }
}

/** /opt/job-alerts/{jobAlertId} (spec section 2): edits one job alert in provisional mode, from an email's link. */
export function OptAlertPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'opt.alertTitle' }) })
  const { calls, token, alert } = useLoaderData({ strict: false }) as OptAlertLoaderData
  return (
    <section className="account-page communication-page" aria-labelledby="opt-alert-title">
      <h1 id="opt-alert-title">
        <FormattedMessage id="opt.alertTitle" />
      </h1>
      {alert === null || token === null ? (
        <OptExpired />
      ) : (
        <>
          <JobAlertForm key={alert.id} alert={alert} draftKey={`opt.alert.${alert.id}`} save={(request) => calls.opt.updateAlert(token, alert.id, request)} />
          <p className="communication-page__back">
            <Link to="/opt">
              <FormattedMessage id="opt.back" />
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
