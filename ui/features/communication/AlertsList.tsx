import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog, type ConfirmAction } from '../../components/ConfirmDialog'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { alertArea, type JobAlert } from '../../../core/alerts'
import type { MessageId } from '../../../core/i18n/en-US'

interface AlertsListProps {
  readonly alerts: readonly JobAlert[]
  /** Where an alert is edited: the settings page or the /opt page. */
  readonly editTo: '/settings/communication/job-alerts/$jobAlertId' | '/opt/job-alerts/$jobAlertId'
  readonly onChange: (alert: JobAlert, patch: { paused?: boolean; active?: boolean }) => void
  /** Deletes an alert once its owner has said yes to "Delete this job alert?". */
  readonly onDelete?: (alert: JobAlert) => void
}

/** "Delete this job alert?": Keep it (focused first, and Escape) or Delete, as a resume's delete asks. */
const DELETE_ACTIONS: readonly ConfirmAction[] = [
  { labelId: 'alerts.delete.keep', proceeds: false },
  { labelId: 'alerts.delete.confirm', proceeds: true, tone: 'danger' },
]

const FREQUENCY: Record<JobAlert['frequency'], MessageId> = {
  daily: 'alerts.form.frequency.daily',
  weekly: 'alerts.form.frequency.weekly',
  monthly: 'alerts.form.frequency.monthly',
}
const statusOf = (alert: JobAlert): MessageId => (!alert.active ? 'alerts.status.off' : alert.paused ? 'alerts.status.paused' : 'alerts.status.on')

/**
 * The job alerts with what each looks for (its words, within how many miles of where, how often), its state, and its
 * actions (edit, pause or resume, turn on, delete after a confirmation).
 */
export function AlertsList({ alerts, editTo, onChange, onDelete }: AlertsListProps) {
  const intl = useIntl()
  const [confirming, setConfirming] = useState<JobAlert | null>(null)
  const answered = (confirmed: boolean) => {
    setConfirming(null)
    if (confirmed && confirming !== null) onDelete?.(confirming)
  }
  return (
    <>
      <ul className="communication-list">
        {alerts.map((alert) => {
          const name = alert.query
          const area = alertArea(alert)
          const where = area === 'anywhere'
            ? intl.formatMessage({ id: 'alerts.anywhere' })
            : intl.formatMessage({ id: area === 'state' ? 'alerts.in' : 'alerts.near' }, { miles: alert.distanceMiles, place: alert.location })
          return (
            <li key={alert.id} className="communication-list__item">
              <div className="communication-list__what">
                <span className="communication-list__name">
                  {intl.formatMessage({ id: 'alerts.describe' }, { query: alert.query, where, frequency: intl.formatMessage({ id: FREQUENCY[alert.frequency] }) })}
                </span>
                <span className="communication-list__meta">
                  <FormattedMessage id={statusOf(alert)} />
                  {alert.lastSentAt && <> · {intl.formatMessage({ id: 'alerts.lastSent' }, { date: intl.formatDate(alert.lastSentAt, { dateStyle: 'medium' }) })}</>}
                </span>
              </div>
              <div className="communication-list__actions">
                <Link className="button" to={editTo} params={{ jobAlertId: alert.id }} aria-label={intl.formatMessage({ id: 'alerts.edit' }, { name })}>
                  <FormattedMessage id="alerts.action.edit" />
                </Link>
                {alert.active ? (
                  <button type="button" className="button" onClick={() => onChange(alert, { paused: !alert.paused })}
                    aria-label={intl.formatMessage({ id: alert.paused ? 'alerts.resume' : 'alerts.pause' }, { name })}>
                    <FormattedMessage id={alert.paused ? 'alerts.action.resume' : 'alerts.action.pause'} />
                  </button>
                ) : (
                  <button type="button" className="button" onClick={() => onChange(alert, { active: true, paused: false })}
                    aria-label={intl.formatMessage({ id: 'alerts.turnOn' }, { name })}>
                    <FormattedMessage id="alerts.action.turnOn" />
                  </button>
                )}
                {onDelete && (
                  <button type="button" className="button" onClick={() => setConfirming(alert)} aria-label={intl.formatMessage({ id: 'alerts.delete' }, { name })}>
                    <FormattedMessage id="alerts.action.delete" />
                  </button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      {confirming !== null && (
        <ConfirmDialog titleId="alerts.delete.title" bodyId="alerts.delete.body" values={{ name: confirming.query }} actions={DELETE_ACTIONS} onAnswer={answered} />
      )}
    </>
  )
}
