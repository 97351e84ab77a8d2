import { Link, useLoaderData } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { usePageMeta } from '../../shell/usePageMeta'
import { requestOfAlert, type JobAlert, type OptAnswer } from '../../../core/alerts'
import type { AlertCalls } from '../../../machines/app/appActor'
import { AlertsList } from './AlertsList'
import { EmailPreferencesForm } from './EmailPreferencesForm'
import { optSession, type OptMatch } from './optLoader'
import '../../styles/forms.css'
import './communication.css'

export interface OptLoaderData {
  readonly calls: AlertCalls
  readonly token: string | null
  /** null: no usable provisional session (the page says the link expired). */
  readonly overview: OptAnswer | null
}

export async function loadOpt(match: OptMatch): Promise<OptLoaderData> {
  const { link } = match.deps
  const { calls, token } = await optSession(match, '/opt', (loaded) => (link === undefined ? null : loaded.opt.session(link)))
  const overview = token === null ? null : await calls.opt.overview(token).catch(() => null)
  return { calls, token, overview }
}

/** Says the email's link no longer works, and offers to sign in. */
export function OptExpired() {
  return (
    <div role="alert" className="communication-page__expired">
      <p>
        <FormattedMessage id="opt.expired" />
      </p>
      <Link className="button button--primary" to="/login" search={{ redirect: '/settings/communication' }}>
        <FormattedMessage id="opt.signIn" />
      </Link>
    </div>
  )
}

/**
 * /opt (spec section 2): the email preferences of a person who came by an email's link, not signed in (provisional
 * session): which emails they get, and their job alerts (edit, pause, turn back on).
 */
export function OptPage() {
  const intl = useIntl()
  usePageMeta({ title: intl.formatMessage({ id: 'opt.title' }) })
  const { calls, token, overview } = useLoaderData({ strict: false }) as OptLoaderData
  return (
    <section className="account-page communication-page" aria-labelledby="opt-title">
      <h1 id="opt-title">
        <FormattedMessage id="opt.title" />
      </h1>
      {overview === null || token === null ? <OptExpired /> : <OptContent key={JSON.stringify(overview)} calls={calls} token={token} overview={overview} />}
    </section>
  )
}

function OptContent({ calls, token, overview }: { readonly calls: AlertCalls; readonly token: string; readonly overview: OptAnswer }) {
  const [alerts, setAlerts] = useState<readonly JobAlert[]>(overview.alerts)
  const [failed, setFailed] = useState(false)
  const replace = (alert: JobAlert) => setAlerts((list) => list.map((entry) => (entry.id === alert.id ? alert : entry)))
  return (
    <>
      <p className="communication-page__who">
        <FormattedMessage id="opt.intro" values={{ email: overview.email }} />
      </p>
      <EmailPreferencesForm preferences={overview.preferences} draftKey="opt.preferences" save={(values) => calls.opt.savePreferences(token, values)} />
      <section className="communication-section" aria-labelledby="opt-alerts">
        <h2 id="opt-alerts">
          <FormattedMessage id="communication.alerts.title" />
        </h2>
        <p className="auth-form__failure" role="alert">
          {failed && <FormattedMessage id="alerts.changeFailed" />}
        </p>
        {alerts.length === 0 ? (
          <p>
            <FormattedMessage id="communication.alerts.empty" />
          </p>
        ) : (
          <AlertsList alerts={alerts} editTo="/opt/job-alerts/$jobAlertId"
            onChange={(alert, patch) => {
              setFailed(false)
              calls.opt.updateAlert(token, alert.id, requestOfAlert(alert, patch)).then(replace, () => setFailed(true))
            }} />
        )}
      </section>
    </>
  )
}
