import { Link, useLoaderData } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import type { JobAlert, JobAlertId } from '../../../core/alerts'
import type { AlertCalls, AppActor } from '../../../machines/app/appActor'
import { JobAlertForm } from './JobAlertForm'
import '../../styles/forms.css'
import './communication.css'

export interface JobAlertLoaderData {
  readonly calls: AlertCalls
  /** null: no such alert of this account. */
  readonly alert: JobAlert | null
}

export async function loadJobAlert({ context, params }: { readonly context: { readonly app: Pick<AppActor, 'alertCalls'> }; readonly params: { readonly jobAlertId: string } }): Promise<JobAlertLoaderData> {
  const calls = await context.app.alertCalls()
  return { calls, alert: await calls.alerts.get(params.jobAlertId as JobAlertId).catch(() => null) }
}

/** /settings/communication/job-alerts/{jobAlertId} (login required): edits one job alert. */
export function JobAlertPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'alerts.edit.title' }) })
  const { calls, alert } = useLoaderData({ strict: false }) as JobAlertLoaderData
  return (
    <section className="account-page communication-page" aria-labelledby="alert-title">
      <h1 id="alert-title">
        <FormattedMessage id="alerts.edit.title" />
      </h1>
      {alert === null ? (
        <p role="alert">
          <FormattedMessage id="alerts.edit.notFound" />
        </p>
      ) : (
        <JobAlertForm key={alert.id} alert={alert} draftKey={`settings.alert.${alert.id}`} save={(request) => calls.alerts.update(alert.id, request)} />
      )}
      <p className="communication-page__back">
        <Link to="/settings/communication">
          <FormattedMessage id="alerts.form.back" />
        </Link>
      </p>
    </section>
  )
}
