import { callFailureOf, type Failure, type FailureMessages } from '../forms/failures'

/** Why loading, saving or withdrawing failed, by the server's code (docs/api.md, "Applications"). */
export const LOAD_FAILURES: FailureMessages = {
  byCode: { 'applications.notFound': 'myApplications.notFound' },
  byStatus: { 404: 'myApplications.notFound' },
  fallback: 'myApplications.loadFailed',
}
export const SAVE_FAILURES: FailureMessages = {
  byCode: { 'applications.closed': 'myApplications.edit.closedFailure', 'applications.notFound': 'myApplications.notFound' },
  fallback: 'myApplications.edit.failed',
}
/** A refused withdraw (hired, rejected, withdrawn already) says to contact the managing Pro (spec section 8). */
export const WITHDRAW_FAILURES: FailureMessages = {
  byCode: { 'applications.cannotWithdraw': 'myApplications.withdraw.refused', 'applications.notFound': 'myApplications.notFound' },
  byStatus: { 409: 'myApplications.withdraw.refused' },
  fallback: 'myApplications.withdraw.failed',
}
/** The migration's refusals: a spent or wrong code or token; "some could not be migrated" is an answer, not a failure. */
export const MIGRATE_FAILURES: FailureMessages = {
  byCode: { 'applications.proofRefused': 'myApplications.migrate.refused', 'applications.sameAccount': 'myApplications.migrate.refused', 'auth.rateLimited': 'auth.error.rateLimited' },
  byStatus: { 429: 'auth.error.rateLimited' },
  fallback: 'myApplications.migrate.failed',
}

export const loadFailureOf = (error: unknown): Failure => callFailureOf(error, LOAD_FAILURES)
export const saveFailureOf = (error: unknown): Failure => callFailureOf(error, SAVE_FAILURES)
export const withdrawFailureOf = (error: unknown): Failure => callFailureOf(error, WITHDRAW_FAILURES)
