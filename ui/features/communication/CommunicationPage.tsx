import { useLoaderData, useRouter } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { ALERT_DEFAULT_DISTANCE_MILES, requestOfAlert, type EmailPreferences, type JobAlert } from '../../../core/alerts'
import { keptFiltersOf } from '../../../core/search'
import type { RecentSearch } from '../../../core/searches'
import type { AlertCalls, AppActor } from '../../../machines/app/appActor'
import type { RecentSearchesRuntime } from '../../../machines/searches/recentSearchesRuntime'
import { AlertsList } from './AlertsList'
import { EmailPreferencesForm } from './EmailPreferencesForm'
import { SearchesSection } from './SearchesSection'
import '../../styles/forms.css'
import './communication.css'

export interface CommunicationLoaderData {
  readonly calls: AlertCalls
  readonly searches: RecentSearchesRuntime
  /** null: they could not be loaded (the page offers to try again). */
  readonly loaded: { readonly alerts: readonly JobAlert[]; readonly preferences: EmailPreferences } | null
}

/** The page's loader: the alert calls, the recent-searches machine, the alerts and the email choices. */
export async function loadCommunication({ context }: { readonly context: { readonly app: Pick<AppActor, 'alertCalls' | 'recentSearches'> } }): Promise<CommunicationLoaderData> {
  const [calls, searches] = await Promise.all([context.app.alertCalls(), context.app.recentSearches.load()])
  const loaded = await Promise.all([calls.alerts.list(), calls.alerts.preferences()]).then(
    ([alerts, preferences]) => ({ alerts, preferences }),
    () => null,
  )
  return { calls, searches, loaded }
}

/**
 * /settings/communication (login required): which emails the user gets, the job alerts (edit, pause, turn on,
 * delete), and the favorite and recent searches (run, star, rename, delete, turn into an alert).
 */
export function CommunicationPage() {
  const intl = useIntl()
  const router = useRouter()
  usePageMeta({ title: intl.formatMessage({ id: 'communication.title' }) })
  const data = useLoaderData({ strict: false }) as CommunicationLoaderData
  return (
    <section className="account-page communication-page" aria-labelledby="communication-title">
      <h1 id="communication-title">
        <FormattedMessage id="communication.title" />
      </h1>
      {data.loaded === null ? (
        <div role="alert">
          <FormattedMessage id="communication.loadFailed" />{' '}
          <button type="button" className="button" onClick={() => void router.invalidate()}>
            <FormattedMessage id="communication.reload" />
          </button>
        </div>
      ) : (
        // Keyed by what was loaded: the router shows its cached answer first, then the fresh one (an alert just edited).
        <Fragment key={JSON.stringify(data.loaded)}>
          <EmailPreferencesForm preferences={data.loaded.preferences} draftKey="settings.preferences" save={(values) => data.calls.alerts.savePreferences(values)} />
          <Alerts calls={data.calls} loaded={data.loaded.alerts} searches={data.searches} />
        </Fragment>
      )}
    </section>
  )
}

function Alerts({ calls, loaded, searches }: { readonly calls: AlertCalls; readonly loaded: readonly JobAlert[]; readonly searches: RecentSearchesRuntime }) {
  const intl = useIntl()
  const [alerts, setAlerts] = useState(loaded)
  const [notice, setNotice] = useState<{ readonly failed: boolean; readonly text: string } | null>(null)
  const replace = (alert: JobAlert) => setAlerts((list) => (list.some((entry) => entry.id === alert.id) ? list.map((entry) => (entry.id === alert.id ? alert : entry)) : [...list, alert]))
  const failed = () => setNotice({ failed: true, text: intl.formatMessage({ id: 'alerts.changeFailed' }) })
  const createFrom = (search: RecentSearch) => {
    setNotice(null)
    calls.alerts.create({ query: search.what, location: search.where, remote: 'include', frequency: 'daily', distanceMiles: ALERT_DEFAULT_DISTANCE_MILES, paused: false, ...keptFiltersOf(search) }).then((alert) => {
      replace(alert)
      setNotice({ failed: false, text: intl.formatMessage({ id: 'searches.alertCreated' }, { name: search.name || search.what }) })
    }, failed)
  }
  const remove = (alert: JobAlert) => {
    setNotice(null)
    calls.alerts.remove(alert.id).then(() => {
      setAlerts((list) => list.filter((entry) => entry.id !== alert.id))
      setNotice({ failed: false, text: intl.formatMessage({ id: 'alerts.deleted' }, { name: alert.query }) })
      // The deleted row's button is gone: the focus goes to the section's title, the status says what happened.
      document.getElementById('communication-alerts')?.focus()
    }, failed)
  }
  return (
    <>
      <section className="communication-section" aria-labelledby="communication-alerts">
        <h2 id="communication-alerts" tabIndex={-1}>
          <FormattedMessage id="communication.alerts.title" />
        </h2>
        <p className={notice?.failed ? 'auth-form__failure' : 'communication-section__status'} role={notice?.failed ? 'alert' : 'status'}>
          {notice?.text}
        </p>
        {alerts.length === 0 ? (
          <p>
            <FormattedMessage id="communication.alerts.empty" />
          </p>
        ) : (
          <AlertsList alerts={alerts} editTo="/settings/communication/job-alerts/$jobAlertId"
            onChange={(alert, patch) => void calls.alerts.update(alert.id, requestOfAlert(alert, patch)).then(replace, failed)}
            onDelete={remove} />
        )}
      </section>
      <SearchesSection runtime={searches} onCreateAlert={createFrom} />
    </>
  )
}
