/** The claims dialog (ui/features/claims) and the mail with the claim code (adapters/server/claims). ICU message syntax. */
export const claimsMessages = {
  'claims.dialog.title': 'Your applications',
  'claims.dialog.claimedIntro':
    '{count, plural, one {This application you made before signing in is now in your account.} other {These # applications you made before signing in are now in your account.}}',
  'claims.dialog.claimedList': 'Applications added to your account',
  'claims.dialog.job': '{title} at {company}',
  'claims.dialog.jobGone': 'A job that is no longer listed',
  'claims.dialog.pendingIntro':
    '{count, plural, one {One more application was made with {email}.} other {# more applications were made with {email}.}} To add it to your account, enter the code we just sent to that address.',
  'claims.dialog.pendingList': 'Applications waiting for the code',
  'claims.code.label': 'Code from the email',
  'claims.code.hint': 'The code has 6 digits and works for 10 minutes.',
  'claims.code.submit': 'Add to my account',
  'claims.code.submitting': 'Checking the code…',
  'claims.code.invalid': 'This code is not valid. Check the newest email, or sign in again to get a new code.',
  'claims.code.invalidFormat': 'Enter the 6 digits of the code.',
  'claims.code.failed': 'The code could not be checked. Please try again.',
  'claims.code.accepted': 'Done: the application is in your account.',
  'claims.dialog.viewApplications': 'See my applications',
  'claims.dialog.close': 'Close',
  'claims.dialog.later': 'Not now',
  'claims.mail.subject': 'Your Hireflow code: {code}',
  'claims.mail.unverifiedAccount': 'an account whose email address ({email}) Hireflow has not verified',
  'claims.mail.body':
    'Someone signed in to Hireflow as {account} asked to add the applications made with this email address to that account.\n\nIf that was you, enter this code in the dialog: {code}\n\nThe code works for 10 minutes. If it was not you, ignore this email: nothing changes without the code. Hireflow never asks for this code by phone or email.',
} as const

export type ClaimsMessageId = keyof typeof claimsMessages
