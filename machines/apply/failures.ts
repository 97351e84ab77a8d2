import type { FailureMessages } from '../forms/failures'

/** Why an application was not sent, by the server's code, the status, or the failure's tag (never its text). */
export const APPLY_FAILURES: FailureMessages = {
  byCode: {
    'apply.jobClosed': 'apply.failure.jobClosed',
    'apply.jobNotFound': 'apply.failure.jobClosed',
    'apply.alreadyApplied': 'apply.failure.alreadyApplied',
    'apply.resumeRefused': 'apply.failure.resumeRefused',
    'apply.rateLimited': 'apply.failure.rateLimited',
    'request.invalid': 'apply.failure.invalid',
    'auth.unauthorized': 'apply.failure.signedOut',
  },
  byStatus: { 429: 'apply.failure.rateLimited', 401: 'apply.failure.signedOut' },
  byTag: { NetworkError: 'apply.failure.offline' },
  fallback: 'apply.failure.server',
}
