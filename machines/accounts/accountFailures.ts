import { callFailureOf, type Failure, type FailureMessages } from '../forms/failures'

/**
 * The failure texts of the account calls (name, password, email change request and its link), by the server's
 * code (core/accounts/api.ts, docs/api.md); a 429 without a code is too many attempts; anything else did not save.
 */
export const ACCOUNT_FAILURES: FailureMessages = {
  byCode: {
    // PASSWORD_NOT_COMPLEX's text, named here so the email change page does not load the password rules.
    'auth.passwordTooWeak': 'password.error.notComplex',
    'auth.currentPasswordWrong': 'auth.error.currentPasswordWrong',
    'auth.currentPasswordRequired': 'password.error.currentRequired',
    'auth.rateLimited': 'auth.error.rateLimited',
    'account.emailUnchanged': 'accountSettings.error.emailUnchanged',
    'account.emailChangeExpired': 'changeEmail.error.expired',
    'account.emailChangeCancelled': 'changeEmail.error.cancelled',
    'account.emailChangeWrongUser': 'changeEmail.error.wrongUser',
    'account.emailInUse': 'changeEmail.error.inUse',
  },
  byStatus: { 429: 'auth.error.rateLimited' },
  fallback: 'accountSettings.error.saveFailed',
}

/** The failure an account call's rejection leaves. */
export const accountFailureOf = (error: unknown): Failure => callFailureOf(error, ACCOUNT_FAILURES)
