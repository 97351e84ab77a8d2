import { signedInOnly } from '../api/signedInOnly'
import type { Api } from '../api/transport'
import {
  EmailPreferencesSchema,
  JobAlertSchema,
  JobAlertsAnswerSchema,
  OptAnswerSchema,
  OptSessionAnswerSchema,
  type AlertByEmailRequest,
  type EmailPreferences,
  type JobAlert,
  type JobAlertId,
  type JobAlertRequest,
  type OptAnswer,
  type OptSessionAnswer,
} from './schemas'
import * as v from 'valibot'

/**
 * The job alert and communication calls (docs/api.md, "Job alerts"). The signed-in ones need a full session; the
 * /opt ones carry the provisional (tmp) token of an email's link as their bearer. Each rejects with an ApiError.
 */
export interface AlertsApi {
  list(): Promise<readonly JobAlert[]>
  get(id: JobAlertId): Promise<JobAlert>
  create(alert: JobAlertRequest): Promise<JobAlert>
  update(id: JobAlertId, alert: JobAlertRequest): Promise<JobAlert>
  remove(id: JobAlertId): Promise<void>
  /** Signed out: records the alert and mails a confirmation link (answers the same whether or not an account exists). */
  requestByEmail(request: AlertByEmailRequest): Promise<void>
  preferences(): Promise<EmailPreferences>
  savePreferences(preferences: EmailPreferences): Promise<EmailPreferences>
}

/** The /opt pages' calls, each sent with the provisional token. */
export interface OptApi {
  /** Exchanges an email's signed link for a provisional session. */
  session(link: string): Promise<OptSessionAnswer>
  /** Confirms a signed-out alert with its mailed token; answers a provisional session. */
  confirm(alertId: JobAlertId, token: string): Promise<OptSessionAnswer>
  overview(bearer: string): Promise<OptAnswer>
  savePreferences(bearer: string, preferences: EmailPreferences): Promise<EmailPreferences>
  alert(bearer: string, id: JobAlertId): Promise<JobAlert>
  updateAlert(bearer: string, id: JobAlertId, alert: JobAlertRequest): Promise<JobAlert>
}

const alertPath = (id: JobAlertId) => `/rest/job-alerts/${encodeURIComponent(id)}`
const Empty = v.unknown()

export const createAlertsApi = (transport: Api): AlertsApi => {
  // For a full session only (adapters/server): none of these goes out without a token (core/api/signedInOnly.ts).
  const api = signedInOnly(transport)
  return {
    list: () => api.call({ method: 'GET', path: '/rest/job-alerts', schema: JobAlertsAnswerSchema }).then((answer) => answer.alerts),
    get: (id) => api.call({ method: 'GET', path: alertPath(id), schema: JobAlertSchema }),
    create: (alert) => api.call({ method: 'POST', path: '/rest/job-alerts', body: alert, schema: JobAlertSchema }),
    update: (id, alert) => api.call({ method: 'PUT', path: alertPath(id), body: alert, schema: JobAlertSchema }),
    remove: (id) => api.call({ method: 'DELETE', path: alertPath(id), schema: Empty }).then(() => undefined),
    requestByEmail: (request) => api.call({ method: 'POST', path: '/rest/job-alerts/by-email', body: request, schema: Empty, bearer: null }).then(() => undefined),
    preferences: () => api.call({ method: 'GET', path: '/rest/email-preferences', schema: EmailPreferencesSchema }),
    savePreferences: (preferences) => api.call({ method: 'PUT', path: '/rest/email-preferences', body: preferences, schema: EmailPreferencesSchema }),
  }
}

export const createOptApi = (api: Api): OptApi => ({
  session: (link) => api.call({ method: 'POST', path: '/rest/opt/session', body: { link }, schema: OptSessionAnswerSchema, bearer: null }),
  confirm: (alertId, token) => api.call({ method: 'POST', path: '/rest/opt/confirm', body: { alertId, token }, schema: OptSessionAnswerSchema, bearer: null }),
  overview: (bearer) => api.call({ method: 'GET', path: '/rest/opt', schema: OptAnswerSchema, bearer }),
  savePreferences: (bearer, preferences) => api.call({ method: 'PUT', path: '/rest/opt/preferences', body: preferences, schema: EmailPreferencesSchema, bearer }),
  alert: (bearer, id) => api.call({ method: 'GET', path: `/rest/opt/job-alerts/${encodeURIComponent(id)}`, schema: JobAlertSchema, bearer }),
  updateAlert: (bearer, id, alert) =>
    api.call({ method: 'PUT', path: `/rest/opt/job-alerts/${encodeURIComponent(id)}`, body: alert, schema: JobAlertSchema, bearer }),
})
