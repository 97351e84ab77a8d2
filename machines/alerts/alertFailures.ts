import type { FailureMessages } from '../forms/failures'

/** The failure texts of the job alert and communication calls (docs/api.md, "Job alerts"), by the server's code. */
export const ALERT_FAILURES: FailureMessages = {
  byCode: {
    'alerts.notFound': 'alerts.edit.notFound',
    'alerts.full': 'alertMeForm.full',
    'auth.rateLimited': 'auth.error.rateLimited',
    'alerts.rateLimited': 'auth.error.rateLimited',
    'opt.invalidLink': 'opt.expired',
    'auth.unauthorized': 'opt.expired',
  },
  byStatus: { 429: 'auth.error.rateLimited' },
  fallback: 'alerts.form.failed',
}
