/** The sign-in flow's own screens and choices (password entry, other sign-in options, completion). ICU message syntax. */
export const signInFlowMessages = {
  'passwordEntry.title': 'Enter your password',
  'signInFlow.otherOptions': 'Or sign in another way',
  'signInFlow.withPassword': 'Sign in with a password',
  'signInFlow.resendCode': 'Send a new code',
  'signInFlow.codeResent': 'We sent a new code to {email}.',
  'signInFlow.choosePassword': 'Choose the password for your new account.',
  'signInFlow.completed': 'You are signed in',
  'signInFlow.goingOn': 'Taking you on…',
} as const

/** The ids of the sign-in flow texts (part of MessageId once merged into en-US). */
export type SignInFlowMessageId = keyof typeof signInFlowMessages
