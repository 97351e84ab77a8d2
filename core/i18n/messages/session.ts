/** Session and navigation-guard texts: login problems (spec section 8), the unsaved-changes dialog. ICU message syntax. */
export const sessionMessages = {
  'session.problem.userNotFound': 'User not found.',
  'session.problem.refreshUserFailed': 'Could not refresh user: {detail}',
  'session.problem.loginFailed': 'An error occurred while logging in: {detail}',
  'session.problem.refreshJwtFailed': 'Could not refresh JWT: {detail}',
  'navigation.unsavedChanges.title': 'Changes Not Saved',
  'navigation.unsavedChanges.body': 'You have changes that are not saved. If you leave this page they will be lost.',
  'navigation.unsavedChanges.continue': 'Continue',
  'navigation.unsavedChanges.cancel': 'Cancel',
} as const

/** The ids of the session texts (part of MessageId once merged into en-US). */
export type SessionMessageId = keyof typeof sessionMessages
