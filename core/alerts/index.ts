/**
 * Job alerts and communication settings: the alert's and the email preferences' schemas, the signed-in and /opt
 * calls, and the digest's schedule rules (shared with the server's scheduler). Loaded with the communication pages.
 */
export * from './schemas'
export { createAlertsApi, createOptApi, type AlertsApi, type OptApi } from './api'
export { daysSpanned, jobsInWindow, nextSendAt, periodBefore } from './schedule'
export { clearCommunicationDraft, readAlertDraft, readPreferencesDraft, writeAlertDraft, writePreferencesDraft } from './drafts'
export { keepProvisionalToken, provisionalToken } from './provisional'
