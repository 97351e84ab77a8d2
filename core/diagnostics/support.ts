import type { ClientErrorReport } from './schemas'

/** Where users write about an unexpected error. */
export const SUPPORT_EMAIL = 'support@hireflow.example'

/** The diagnostic payload a support mail carries: enough to find the stored report, nothing personal beyond it. */
export const diagnosticPayload = (report: ClientErrorReport): string =>
  JSON.stringify({
    eventId: report.eventId,
    error: report.error.split('\n', 1)[0]?.slice(0, 300) ?? '',
    location: report.location,
    version: report.version,
    userAgent: report.userAgent,
    screen: `${report.screenWidth}x${report.screenHeight}`,
  })

/**
 * The support mailto link of spec section 8: `subject` (the catalogue's "Unexpected error"), and a body of `intro`
 * followed by the encoded diagnostic payload.
 */
export const supportMailto = (report: ClientErrorReport, subject: string, intro: string): string =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${intro}\n\n${diagnosticPayload(report)}`)}`
